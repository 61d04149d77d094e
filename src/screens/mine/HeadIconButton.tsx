import { lazy, Suspense, useState } from 'react';
import { CatchBoundary } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useImageUrl, useToasts } from '../../app/hooks';
import { HeadIcon } from '../../ui/memberArea/HeadIcon';
import { useHeadIconChange } from './useHeadIconChange';

const HeadIconDialog = lazy(() => import('./HeadIconDialog').then((module) => ({ default: module.HeadIconDialog })));

type Props = { token: string; headIcon: string | null; size?: number };

/** The member's head icon; a tap opens the picker (its code and the icons load then). */
export function HeadIconButton({ token, headIcon, size }: Props) {
  const { t } = useLingui();
  const imageUrl = useImageUrl();
  const { showToast } = useToasts();
  const choose = useHeadIconChange(token);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className="mc-headicon" aria-label={t`Change head icon`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <HeadIcon src={headIcon === null ? null : imageUrl(headIcon)} size={size} />
      </button>
      {open && (
        <CatchBoundary
          getResetKey={() => 0}
          onCatch={() => {
            close();
            showToast({ kind: 'error', message: t`The head icons could not be opened. Please try again.` });
          }}
          errorComponent={() => null}
        >
          <Suspense fallback={null}>
            <HeadIconDialog token={token} onChoose={choose} onClose={close} />
          </Suspense>
        </CatchBoundary>
      )}
    </>
  );
}

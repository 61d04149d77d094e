import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../ui/dialog/Dialog';

/** accounts §5, §8: the new password equals the old one; nothing was sent. One OK closes it. */
export function SamePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog role="alertdialog" title={t`The new password and the old password cannot be the same`} onCancel={onClose} initialFocus={okRef}>
      <button ref={okRef} type="button" className="button button--primary dialog__button" onClick={onClose}>
        {t`OK`}
      </button>
    </Dialog>
  );
}

import { useLingui } from '@lingui/react/macro';
import { backArrowPath } from '../icons/headerIcons';
import { useBack } from '../useBack';

/** The back arrow (accounts §2): to `to` when given, else one page back, else /m/home. */
export function BackButton({ to }: { to: string | undefined }) {
  const { t } = useLingui();
  const back = useBack(to);
  return (
    <button type="button" className="icon-button" onClick={back} aria-label={t`Back`}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d={backArrowPath} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

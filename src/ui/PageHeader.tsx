import { useLingui } from '@lingui/react/macro';
import { useBack } from './useBack';

type Props = { title: string; backTo?: string };

export function PageHeader({ title, backTo }: Props) {
  const { t } = useLingui();
  const back = useBack(backTo);
  return (
    <header className="page-header">
      <button type="button" className="icon-button" onClick={back} aria-label={t`Back`}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="page-header__title">{title}</h1>
      <span className="page-header__spacer" aria-hidden="true" />
    </header>
  );
}

import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../app/hooks';
import { MemberSummary } from './MemberSummary';

/** Home's header (shell-and-content §2): the logo, then the guest's login or the member's summary. */
export function HomeHeader() {
  const session = useSession();
  const { t } = useLingui();
  return (
    <header className="home-header">
      <span className="logo" role="img" aria-label={t`Home`}>
        <span aria-hidden="true">◆</span> <span className="logo__text">WinPlay</span>
      </span>
      {session ? (
        <MemberSummary token={session.token} />
      ) : (
        <Link to="/m/login" className="button button--small button--primary">
          <Trans>Log in</Trans>
        </Link>
      )}
    </header>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../ui/Spinner';

/**
 * The app's spinner until it knows the session: at start-up, and inside the chrome of a page behind
 * a session, which the server draws without the page (it never draws what needs the session).
 */
export function SplashScreen() {
  const { t } = useLingui();
  return (
    <main className="page page--centered">
      <Spinner label={t`Loading`} />
    </main>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../ui/Spinner';

/**
 * What a page behind a session shows inside its chrome until the app has the session: the server
 * draws this (it never draws anything that needs the session), and the browser replaces it with
 * the member's page, or sends a guest on.
 */
export function SessionPageShell() {
  const { t } = useLingui();
  return (
    <main className="page page--centered">
      <Spinner label={t`Loading`} />
    </main>
  );
}

import { Trans } from '@lingui/react/macro';

/** What `/m/startLottery` shows while it finds the site's prize mode (a slow network only). */
export function OpeningLottery() {
  return (
    <main className="page page--centered">
      <p role="status" className="muted">
        <Trans>Opening the lottery…</Trans>
      </p>
    </main>
  );
}

import { Trans } from '@lingui/react/macro';

/** A screen a later release builds: an honest line, never made-up content. Its title is its route's. */
export function NotAvailableYet() {
  return (
    <main className="page page--centered">
      <p className="muted">
        <Trans>This page is not available yet.</Trans>
      </p>
    </main>
  );
}

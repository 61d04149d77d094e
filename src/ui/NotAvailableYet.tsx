import { Trans } from '@lingui/react/macro';
import { PageHeader } from './PageHeader';

/** A screen a later release builds: its title and an honest line, never made-up content. */
export function NotAvailableYet({ title, backTo }: { title: string; backTo?: string }) {
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      <main className="page page--centered">
        <p className="muted">
          <Trans>This page is not available yet.</Trans>
        </p>
      </main>
    </>
  );
}

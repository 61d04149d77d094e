import type { ReactNode } from 'react';

/** The full-page layout shared by maintenance, region restriction and start-up failure. */
export function StatusPage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <main className="page page--centered status-page">
      <div className="status-page__icon" aria-hidden="true">
        {icon}
      </div>
      <h1 className="status-page__title">{title}</h1>
      {children}
    </main>
  );
}

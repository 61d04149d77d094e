import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

type Props = { opened: { account: string; type: 0 | 1 }; onAnother: () => void };

/** The account just opened, by name and kind, with the way to open another (accounts §2). */
export function DownlineOpened({ opened, onAnother }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the cursor moves to what replaced it, and a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  const { account } = opened;
  return (
    <section className="opendownline__done" role="status" aria-labelledby="opendownline-done">
      <h2 id="opendownline-done" ref={heading} tabIndex={-1} className="opendownline__done-title">
        <Trans>Account opened</Trans>
      </h2>
      <p className="opendownline__account">{account}</p>
      <p>
        {opened.type === 1 ? (
          <Trans>{account} is an agent under you and can log in now.</Trans>
        ) : (
          <Trans>{account} is a member under you and can log in now.</Trans>
        )}
      </p>
      <div className="opendownline__done-actions">
        <button type="button" className="button button--primary" onClick={onAnother}>
          <Trans>Open another account</Trans>
        </button>
        <Link to="/m/agent" className="button">
          <Trans>Agency center</Trans>
        </Link>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

type Props = {
  name: ReactNode;
  /** The total balance as shown, mounted only while the balance is not hidden. */
  balance: ReactNode;
  hidden: boolean;
  refreshing: boolean;
};

/** A member's name and total balance on home's header; '****' while the balance is hidden. */
export function AccountSummary({ name, balance, hidden, refreshing }: Props) {
  const { t } = useLingui();
  return (
    <div className="account-summary">
      <span className="account-summary__name">{name}</span>
      <span className="account-summary__balance" role="status" aria-label={t`Total balance`} aria-busy={refreshing}>
        {hidden ? (
          <>
            <span aria-hidden="true">****</span>
            <span className="visually-hidden">{t`Hidden`}</span>
          </>
        ) : (
          balance
        )}
      </span>
    </div>
  );
}

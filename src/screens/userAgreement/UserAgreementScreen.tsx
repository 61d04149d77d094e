import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function UserAgreementScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`User agreement`} />;
}

import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function AccountRecordScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Account record`} />;
}

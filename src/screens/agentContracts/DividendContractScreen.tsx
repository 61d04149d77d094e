import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function DividendContractScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Dividend contract`} />;
}

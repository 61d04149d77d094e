import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function HourlySalaryContractScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Hourly salary contract`} />;
}

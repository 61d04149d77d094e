import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function DailySalaryContractScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Daily salary contract`} />;
}

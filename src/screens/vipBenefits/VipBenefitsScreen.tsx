import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function VipBenefitsScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`VIP benefits`} />;
}

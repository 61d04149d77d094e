import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function RedRainScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Red envelope rain`} />;
}

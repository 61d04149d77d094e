import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function MessagesScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Messages`} />;
}

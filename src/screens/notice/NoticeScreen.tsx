import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function NoticeScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Announcement`} />;
}

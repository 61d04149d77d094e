import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function FeedbackScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Feedback`} />;
}

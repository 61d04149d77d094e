import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function RedRainScreen() {
  return <NotAvailableYet />;
}

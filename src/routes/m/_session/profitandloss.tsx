import { createFileRoute } from '@tanstack/react-router';
import { ProfitAndLossScreen } from '../../../screens/records/ProfitAndLossScreen';

export const Route = createFileRoute('/m/_session/profitandloss')({
  component: ProfitAndLossScreen,
});

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { ProfitAndLossScreen } from '../../../screens/records/ProfitAndLossScreen';

export const Route = createFileRoute('/m/_session/profitandloss')({
  staticData: page(msg`Profit and loss`),
  component: ProfitAndLossScreen,
});

import { createFileRoute } from '@tanstack/react-router';
import { AccountRecordScreen } from '../../../../screens/records/AccountRecordScreen';
import { recordTypesSearch } from '../../-search';

export const Route = createFileRoute('/m/_session/transaction/record')({
  validateSearch: recordTypesSearch,
  component: AccountRecordScreen,
});

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../app/pageChrome';
import { AccountRecordScreen } from '../../../../screens/records/AccountRecordScreen';
import { recordTypesSearch } from '../../-search';

export const Route = createFileRoute('/m/_session/transaction/record')({
  staticData: page(msg`Account record`),
  validateSearch: recordTypesSearch,
  component: AccountRecordScreen,
});

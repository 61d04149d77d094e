import type { ContractKind } from '../../../contract';
import { contractQuery } from '../../api/contractQueries';
import { settled } from '../../app/guards';
import type { RouterContext } from '../../app/routerContext';

/** The contract, waited for so its page shows it at once; a failure is the screen's to show with its retry. */
export async function loadContract({ auth, queryClient }: RouterContext, kind: ContractKind): Promise<void> {
  const { session } = (await settled(auth)).context;
  if (session === null) return;
  await queryClient.ensureQueryData(contractQuery(session.token, kind)).catch(() => undefined);
}

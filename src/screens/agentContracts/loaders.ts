import type { ContractKind } from '../../../contract';
import { contractQuery } from '../../api/agentQueries';
import type { SessionRouteContext } from '../../app/routerContext';

/** The contract, waited for so its page shows it at once; a failure is the screen's to show with its retry. */
export async function loadContract({ session, queryClient }: SessionRouteContext, kind: ContractKind): Promise<void> {
  await queryClient.ensureQueryData(contractQuery(session.token, kind)).catch(() => undefined);
}

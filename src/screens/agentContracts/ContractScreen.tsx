import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ContractKind } from '../../../contract';
import { contractQuery } from '../../api/agentQueries';
import { useAgentSession } from '../../app/routeSession';
import { QueryContent } from '../../ui/QueryContent';
import { ContractAnswer } from './ContractAnswer';
import { ContractTerms } from './ContractTerms';
import './agentContracts.css';

/**
 * A contract page (shell-and-content §2 agent contract prompts): the contract the upline offers,
 * its terms and status, and the member's answer, given on the platform. No contract: says so.
 */
export function ContractScreen({ kind }: { kind: ContractKind }) {
  const session = useAgentSession();
  return <ContractPage token={session.token} kind={kind} />;
}

function ContractPage({ token, kind }: { token: string; kind: ContractKind }) {
  const { t } = useLingui();
  const query = useQuery(contractQuery(token, kind));
  const noContract: Record<ContractKind, string> = {
    dailySalary: t`No daily salary contract has been offered to you.`,
    dividend: t`No dividend contract has been offered to you.`,
    hourlySalary: t`No hourly salary contract has been offered to you.`,
  };
  return (
    <main className="page agentcontract">
      <QueryContent
        query={query}
        loadingClass="agentcontract__status"
        messageClass="agentcontract__status"
        empty={{ when: (contract) => contract === null, message: noContract[kind] }}
      >
        {(contract) =>
          contract !== null && (
            <>
              <ContractTerms contract={contract} />
              <ContractAnswer contract={contract} token={token} />
            </>
          )
        }
      </QueryContent>
    </main>
  );
}

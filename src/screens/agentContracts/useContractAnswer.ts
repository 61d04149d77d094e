import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentContract, ContractAnswer } from '../../../contract';
import { agentKeys, contractQuery } from '../../api/agentQueries';
import { answerContract } from '../../api/endpoints/contracts';
import { useContractPromptsActor } from '../../ui/contractPrompt/useContractPromptsActor';

type Contract = NonNullable<AgentContract>;

/**
 * Accepting or declining a contract on the platform. Its answer is the contract as it now stands;
 * the pending check is asked again (the agent home's and the prompts'), and the prompts are told,
 * so an answered contract no longer prompts.
 */
export function useContractAnswer(token: string, contract: Contract) {
  const queryClient = useQueryClient();
  const prompts = useContractPromptsActor();
  return useMutation({
    mutationFn: (answer: ContractAnswer['answer']) => answerContract(contract.kind, { id: contract.id, answer }),
    onSuccess: async (answered) => {
      queryClient.setQueryData(contractQuery(token, contract.kind).queryKey, answered);
      await queryClient.invalidateQueries({ queryKey: agentKeys.pendingContracts(token), refetchType: 'none' });
      prompts?.send({ type: 'contract.answered', kind: contract.kind });
    },
  });
}

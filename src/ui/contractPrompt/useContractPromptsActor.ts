import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { contractPromptsMachine } from '../../../machines/contractPrompts.machine';
import { useApp } from '../../app/AppContext';

export type ContractPromptsActorRef = ActorRefFrom<typeof contractPromptsMachine>;

/** The contract prompts (shell-and-content §2, §4), or undefined once they failed: an extra the app goes on without. */
export function useContractPromptsActor(): ContractPromptsActorRef | undefined {
  return useSelector(useApp(), (snapshot) => snapshot.children.contractPrompts);
}

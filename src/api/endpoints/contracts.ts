import { agentContractSchema, apiPaths, type ContractAnswer, type ContractKind } from '../../../contract';
import { callPlatform } from '../client';

/* The agent contracts (shell-and-content §2 agent contract prompts, §7 contract requests). */

/** Where each contract is read and answered. */
export const contractPaths: Record<ContractKind, string> = {
  dailySalary: apiPaths.dailySalaryContract,
  dividend: apiPaths.dividendContract,
  hourlySalary: apiPaths.hourlySalaryContract,
};

/** The member's contract of this kind, or null when the upline offered none. */
export function fetchContract(kind: ContractKind) {
  return callPlatform(contractPaths[kind], agentContractSchema);
}

/** Accepts or declines the contract; the answer is the contract as it now stands. */
export function answerContract(kind: ContractKind, answer: ContractAnswer) {
  return callPlatform(contractPaths[kind], agentContractSchema, { method: 'POST', body: answer });
}

import { ContractScreen } from './ContractScreen';

/** `/m/member/agent/getSalaryContract`. */
export function DailySalaryContractScreen() {
  return <ContractScreen kind="dailySalary" />;
}

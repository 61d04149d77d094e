import { ContractScreen } from './ContractScreen';

/** `/m/member/agent/getHourContract`. */
export function HourlySalaryContractScreen() {
  return <ContractScreen kind="hourlySalary" />;
}

import { ContractScreen } from './ContractScreen';

/** `/m/member/agent/getDevidendContract`. */
export function DividendContractScreen() {
  return <ContractScreen kind="dividend" />;
}

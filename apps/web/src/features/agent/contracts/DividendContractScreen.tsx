import { ContractScreen } from './ContractScreen';

/** /m/member/agent/getDevidendContract: the dividend contract. */
export default function DividendContractScreen() {
  return <ContractScreen kind="dividend" />;
}

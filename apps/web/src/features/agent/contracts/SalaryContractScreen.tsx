import { ContractScreen } from './ContractScreen';

/** /m/member/agent/getSalaryContract: the daily salary contract. */
export default function SalaryContractScreen() {
  return <ContractScreen kind="daily" />;
}

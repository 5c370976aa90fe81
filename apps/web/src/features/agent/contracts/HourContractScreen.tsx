import { ContractScreen } from './ContractScreen';

/** /m/member/agent/getHourContract: the hourly salary contract. */
export default function HourContractScreen() {
  return <ContractScreen kind="hourly" />;
}

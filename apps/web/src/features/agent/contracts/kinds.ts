import type { ContractKind, ContractPendingAnswer } from '@lotto/contract';
import { paths } from '../../../shared/config/paths';

/** Each kind's page and its field in the contract-pending answer (spec/02 sections 2 and 3). */
export const CONTRACT_PAGES: readonly {
  kind: ContractKind;
  path: string;
  pendingField: keyof ContractPendingAnswer;
}[] = [
  { kind: 'daily', path: paths.salaryContract, pendingField: 'dailysalreqtype' },
  { kind: 'dividend', path: paths.dividendContract, pendingField: 'divtypecompperiodreq' },
  { kind: 'hourly', path: paths.hourContract, pendingField: 'contracthoursalreq' },
];

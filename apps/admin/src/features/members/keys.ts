import { sharedKeys } from '../../shared/api/query-keys';

/** The members' query keys: a member's page and ledger under its shared detail key. */
export const memberKeys = {
  search: (q: string) => [...sharedKeys.member.all, 'search', q] as const,
  detail: sharedKeys.member.detail,
  ledger: (id: number, pageNo: number) =>
    [...sharedKeys.member.detail(id), 'ledger', pageNo] as const,
};

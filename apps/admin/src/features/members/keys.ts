import { sharedKeys } from '../../shared/api/query-keys';

/** The members' query keys: everything of one member under its shared detail key. */
export const memberKeys = {
  search: (by: string, q: string, pageNo: number) =>
    [...sharedKeys.member.all, 'search', by, q, pageNo] as const,
  detail: sharedKeys.member.detail,
  ledger: (id: number, pageNo: number) =>
    [...sharedKeys.member.detail(id), 'ledger', pageNo] as const,
  sessions: (id: number, pageNo: number) =>
    [...sharedKeys.member.detail(id), 'sessions', pageNo] as const,
  devices: (id: number) => [...sharedKeys.member.detail(id), 'devices'] as const,
  bets: (id: number) => [...sharedKeys.member.detail(id), 'bets'] as const,
  limits: (id: number) => [...sharedKeys.member.detail(id), 'limits'] as const,
};

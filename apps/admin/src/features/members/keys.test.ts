import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedKeys } from '../../shared/api/query-keys';
import { memberKeys } from './keys';

/** The keys a refresh of `key` reaches among those cached. */
const reached = (cached: readonly (readonly unknown[])[], key: readonly unknown[]) => {
  const client = new QueryClient();
  for (const k of cached) client.setQueryData(k, 1);
  return client
    .getQueryCache()
    .findAll({ queryKey: key })
    .map((q) => q.queryKey);
};

describe('member query keys', () => {
  it('keep a member’s ledger under its page, so refreshing the member refreshes both', () => {
    const cached = [
      memberKeys.detail(7),
      memberKeys.ledger(7, 1),
      memberKeys.ledger(7, 2),
      memberKeys.ledger(8, 1),
      memberKeys.search('name', 'demo', 1),
    ];
    expect(reached(cached, sharedKeys.member.detail(7))).toEqual([
      memberKeys.detail(7),
      memberKeys.ledger(7, 1),
      memberKeys.ledger(7, 2),
    ]);
  });

  it('tell one member from another and a search from a member', () => {
    expect(memberKeys.detail(7)).not.toEqual(memberKeys.detail(70));
    expect(
      reached(
        [memberKeys.search('id', '7', 1), memberKeys.detail(7)],
        memberKeys.search('id', '7', 1),
      ),
    ).toEqual([memberKeys.search('id', '7', 1)]);
  });
});

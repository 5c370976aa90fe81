import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedKeys } from '../../shared/api/query-keys';
import { adjustmentKeys } from './keys';

describe('adjustment query keys', () => {
  it('put every list under the shared root a member’s adjustment form refreshes', () => {
    const client = new QueryClient();
    client.setQueryData(adjustmentKeys.list('pending', 1), 1);
    client.setQueryData(adjustmentKeys.list('all', 3), 1);
    client.setQueryData(sharedKeys.member.detail(1), 1);
    const reached = client.getQueryCache().findAll({ queryKey: sharedKeys.adjustments });
    expect(reached.map((q) => q.queryKey)).toEqual([
      adjustmentKeys.list('pending', 1),
      adjustmentKeys.list('all', 3),
    ]);
  });
});

import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryClientFor } from './App';

const KEY = ['jackpot', 'figure'];

/** Mounts one observer of KEY, as a screen's useQuery does, and reports whether it asked again. */
const asksAgain = async (at: number) => {
  const client = queryClientFor([{ key: KEY, data: { amount: '1.00' }, at }]);
  const queryFn = vi.fn(async () => ({ amount: '2.00' }));
  const unsubscribe = new QueryObserver(client, { queryKey: KEY, queryFn }).subscribe(() => {});
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  unsubscribe();
  return { asked: queryFn.mock.calls.length > 0, data: client.getQueryData(KEY) };
};

describe('the painted answers seed the query cache with their age', () => {
  it('keeps each answer as of when the server fetched it', () => {
    const at = Date.now() - 90_000;
    const client = queryClientFor([{ key: KEY, data: { amount: '1.00' }, at }]);
    expect(client.getQueryState(KEY)?.dataUpdatedAt).toBe(at);
    expect(client.getQueryData(KEY)).toEqual({ amount: '1.00' });
  });

  it('asks again at once for an answer past its staleTime (a page kept from an earlier visit)', async () => {
    expect(await asksAgain(Date.now() - 10 * 60_000)).toEqual({
      asked: true,
      data: { amount: '2.00' },
    });
  });

  it('does not ask again for an answer the server just painted', async () => {
    expect(await asksAgain(Date.now())).toEqual({ asked: false, data: { amount: '1.00' } });
  });
});

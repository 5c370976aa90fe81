import { API, leaderboardAnswer, okEnvelope } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, loginAs } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedHistory: true });
});
afterAll(() => t.close());

describe('the demo-leaderboard seed step', () => {
  it("puts four players beside demo01 on the slot mission's board, by their real spins", async () => {
    // demo01's invited friends (step demo-referrals) spin the same slot, so they rank too.
    const { token } = await loginAs(t.app, 'demo01', 'Demo1234');
    const res = await t.app.inject({
      url: API.promotions.leaderboard,
      headers: authHeaders(token),
    });
    const board = okEnvelope(leaderboardAnswer).parse(res.json()).value;
    expect(board.list.map((r) => [r.rank, r.userName])).toEqual([
      [1, 'f***1'],
      [2, 'l***7'],
      [3, 'm***8'],
      [4, 'f***2'],
      [5, 'd***1'],
      [6, 'g***m'],
      [7, 's***r'],
    ]);
    expect(board.list.map((r) => r.validStake)).toEqual([
      '500.00',
      '240.00',
      '150.00',
      '150.00',
      '115.00',
      '45.00',
      '30.00',
    ]);
    expect(board.me).toEqual({ rank: 5, validStake: '115.00' });
  });
});

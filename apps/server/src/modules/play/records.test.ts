import { API, gameRecordsAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, getOk, urlOf } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { firstGame, launch, type Member, memberWithSession, roundOk } from './play.test-support.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const records = (m: Member, query: Record<string, string | number> = {}) =>
  getOk(t.app, gameRecordsAnswer, urlOf(API.play.records, query), m.headers);

describe('game records', () => {
  it('lists only the member’s own rounds, newest first, paged and by category', async () => {
    const alice = await memberWithSession(t.db);
    const bob = await memberWithSession(t.db);
    const slot = await firstGame(t.db, { category: 'RNG' });
    const table = await firstGame(t.db, { category: 'LIVE' });
    const slotTicket = (await launch(t.app, alice, slot)).ticket;
    const played: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { round } = await roundOk(t.app, slotTicket, {
        stake: '1.00',
        choice: { kind: 'slot' },
      });
      played.push(round.roundId);
    }
    const tableTicket = (await launch(t.app, alice, table)).ticket;
    const choice = { kind: 'table', side: 'banker' } as const;
    const open = await roundOk(t.app, tableTicket, { stake: '10.00', choice });
    played.push(open.round.roundId);
    await roundOk(t.app, (await launch(t.app, bob, slot)).ticket, {
      stake: '1.00',
      choice: { kind: 'slot' },
    });

    const all = await records(alice);
    // Rounds of the same millisecond keep their order by id.
    expect(all.list.map((r) => r.roundId)).toEqual([...played].reverse());
    expect(all).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 4 });
    expect(all.list[0]).toMatchObject({
      nodeId: String(table.id),
      gameType: 'LIVE',
      vassalage: table.vendor,
      stake: '10.00',
      win: null,
      status: 'open',
      settledAt: null,
    });
    const page = await records(alice, { pageNo: 2, pageSize: 3 });
    expect(page.list.map((r) => r.roundId)).toEqual([played[0]]);
    expect(page).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 4 });
    const slots = await records(alice, { gameType: 'RNG' });
    expect(slots.list.map((r) => r.roundId)).toEqual(played.slice(0, 3).reverse());
    expect((await records(bob)).totalCount).toBe(1);
  });

  it('refuses guests and bad queries', async () => {
    const m = await memberWithSession(t.db);
    expect(await failureOf(t.app, { method: 'GET', url: API.play.records })).toEqual({
      status: 401,
      code: 'user.or.token.invalid',
    });
    for (const query of [{ pageNo: 0 }, { pageSize: 101 }, { gameType: 'NOPE' }]) {
      const res = await failureOf(t.app, {
        method: 'GET',
        url: urlOf(API.play.records, query),
        headers: m.headers,
      });
      expect(res).toEqual({ status: 400, code: 'request_param_err' });
    }
  });
});

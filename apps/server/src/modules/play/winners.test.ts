import { API, MEMBER_TYPES, WINNER_BOARD_DAYS, winnersAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CatalogueGame, loadCatalogue } from '../../../test/catalogue.js';
import { failureOf, getOk, urlOf } from '../../../test/http.js';
import { memberWithSession } from '../../../test/members.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { firstGame, launch, minor, roundOk } from './play.test-support.js';
import { insertBetRecord } from './rounds.repository.js';
import { maskUserName } from './winners.service.js';

let t: TestApp;
let catalogue: CatalogueGame[];
beforeEach(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.db);
});
afterEach(() => t.close());

type Member = Awaited<ReturnType<typeof memberWithSession>>;
const gameAt = (i: number) => catalogue[i] as CatalogueGame;
const DICE_WIN = { kind: 'dice', target: 95 } as const;

describe('winner board', () => {
  const now = Date.now();
  const winners = (
    query: Record<string, string | number> = {},
    headers: Record<string, string> = {},
  ) => getOk(t.app, winnersAnswer, urlOf(API.games.winners, query), headers);

  const bet = async (m: Member, g: CatalogueGame, win: number, at: number | null, round: string) =>
    insertBetRecord(t.db, {
      merchant_id: m.siteId,
      member_id: m.id,
      game_id: g.id,
      vendor: g.vendor,
      round_id: round,
      stake: 100,
      win,
      created_at: at ?? now,
      settled_at: at,
      wallet: 'cash',
    });

  it('lists settled wins of the last days, highest first, with masked names', async () => {
    const alice = await memberWithSession(t.db, 'demo', 'alice99');
    const bob = await memberWithSession(t.db, 'demo', 'bob');
    await bet(alice, gameAt(0), 50_000, now - 1000, 'r1');
    await bet(bob, gameAt(300), 250_075, now - 2000, 'r2');
    await bet(alice, gameAt(1), 0, now - 3000, 'r3'); // a loss
    await bet(bob, gameAt(2), 90_000, null, 'r4'); // still open
    await bet(alice, gameAt(3), 999_999, now - (WINNER_BOARD_DAYS + 1) * 86_400_000, 'r5'); // too old
    await bet(alice, gameAt(0), 50_000, now - 500, 'r1'); // the same round reported again
    const board = await winners({}, { language: 'EN' });
    expect(board.list.map((w) => w.vo.winAmount)).toEqual(['2500.75', '500.00']);
    expect(board.list.map((w) => w.vo.userName)).toEqual(['b***b', 'a***9']);
    expect(board.list[0]?.vo).toMatchObject({
      nodeId: String(gameAt(300).id),
      vassalage: gameAt(300).vendor,
      gameName: gameAt(300).names.EN,
      winTime: now - 2000,
    });
    expect(board).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2 });
  });

  it('shows real-money wins only: a free-trial win stays off the board (A.7)', async () => {
    const trial = await memberWithSession(t.db, 'demo', 'trialbig', MEMBER_TYPES.freeTrial);
    const real = await memberWithSession(t.db, 'demo', 'realwin');
    const dice = await firstGame(t.db, { vendor: 'IN', code: 'DICE' });
    const winOf = async (m: Member, stake: string) => {
      const { ticket } = await launch(t.app, m, dice);
      // A roll under 95 wins 95 times in 100: a few rounds always bring a win.
      for (let i = 0; i < 20; i++) {
        const { round } = await roundOk(t.app, ticket, { stake, choice: DICE_WIN });
        if (minor(round.win) > 0) return round.win;
      }
      throw new Error('no win in 20 rounds');
    };
    await winOf(trial, '100.00'); // the game's largest stake
    const realWin = await winOf(real, '1.00');
    const board = await winners();
    expect(board.list.map((w) => [w.vo.userName, w.vo.winAmount])).toEqual([['r***n', realWin]]);
    expect(board.totalCount).toBe(1);
  });

  it("pages, filters by category and keeps other sites' wins out", async () => {
    await addSite(t.app, 'second');
    const m = await memberWithSession(t.db);
    const elsewhere = await memberWithSession(t.db, 'second');
    const live = catalogue.find((g) => g.category === 'LIVE') as CatalogueGame;
    for (let i = 0; i < 5; i++) await bet(m, gameAt(i), 1000 * (i + 1), now - i, `p${i}`);
    await bet(m, live, 100, now, 'live');
    await bet(elsewhere, gameAt(0), 9_000_000, now, 'far');
    const page = await winners({ pageSize: 2, pageNo: 2 });
    expect(page.list.map((w) => w.vo.winAmount)).toEqual(['30.00', '20.00']);
    expect(page).toMatchObject({ pageNum: 2, totalPages: 3, totalCount: 6 });
    expect(await winners({ pageNo: 9 })).toMatchObject({ list: [], totalPages: 1, totalCount: 6 });
    const liveOnly = await winners({ gameType: 'LIVE' });
    expect(liveOnly.list.map((w) => w.vo.nodeId)).toEqual([String(live.id)]);
    expect((await winners({}, { merchant: 'second' })).list.map((w) => w.vo.winAmount)).toEqual([
      '90000.00',
    ]);
  });

  it.each([
    ['pageSize 0', { pageSize: 0 }],
    ['an unknown gameType', { gameType: 'Y' }],
    ['an unknown language', { language: 'XX' }],
  ])('refuses %s with request_param_err', async (_name, query) => {
    const failure = await failureOf(t.app, { method: 'GET', url: urlOf(API.games.winners, query) });
    expect(failure).toEqual({ status: 400, code: 'request_param_err' });
  });

  it('masks every name, however short', () => {
    expect(maskUserName('alice')).toBe('a***e');
    expect(maskUserName('ab')).toBe('a***');
    expect(maskUserName('a')).toBe('a***');
    expect(maskUserName('မောင်မောင်')).toBe('မေ***င်');
  });
});

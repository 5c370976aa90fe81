import { API, MEMBER_TYPES, recentGamesAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { getOk } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { findVendorByCode, setSiteVendor } from '../games/index.js';
import {
  failure,
  firstGame,
  gamesWhere,
  getState,
  launch,
  memberWithSession,
  postLaunch,
  stateOf,
} from './play.test-support.js';

const HOUR_MS = 3_600_000;
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('launch', () => {
  it('tells the vendor page which wallet it plays with: play money for a free trial, else cash', async () => {
    const slot = await firstGame(t.db, { category: 'RNG' });
    const trial = await memberWithSession(t.db, 'demo', undefined, MEMBER_TYPES.freeTrial);
    const real = await memberWithSession(t.db);
    expect((await stateOf(t.app, (await launch(t.app, trial, slot)).ticket)).wallet).toBe('play');
    expect((await stateOf(t.app, (await launch(t.app, real, slot)).ticket)).wallet).toBe('cash');
  });

  it('refuses guests with the auth hook’s 401 and writes no launch', async () => {
    const slot = await firstGame(t.db, { category: 'RNG' });
    const res = await postLaunch(t.app, null, { nodeId: String(slot.id) });
    expect(failure(res)).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
    expect(await t.db.selectFrom('game_launches').selectAll().execute()).toEqual([]);
  });

  it('answers game.not.exist for an unknown game and request_param_err for a bad nodeId', async () => {
    const m = await memberWithSession(t.db);
    expect(failure(await postLaunch(t.app, m, { nodeId: '999999' }))).toMatchObject({
      status: 404,
      errorCode: 'game.not.exist',
    });
    for (const payload of [{}, { nodeId: 'abc' }, { nodeId: '0' }, { nodeId: 5 }]) {
      const res = await postLaunch(t.app, m, payload);
      expect(failure(res)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    }
    expect(await t.db.selectFrom('launch_tickets').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('game_launches').selectAll().execute()).toEqual([]);
  });

  it('refuses a game whose names disagree with its nodeId', async () => {
    const m = await memberWithSession(t.db);
    const slot = await firstGame(t.db, { category: 'RNG' });
    const nodeId = String(slot.id);
    for (const wrong of [
      { gameType: 'LIVE' },
      { vassalage: 'NOPE' },
      { gameId: 'OTHER001' },
      { gameType: 'RNG', vassalage: slot.vendor, gameId: 'X' },
    ]) {
      const res = await postLaunch(t.app, m, { nodeId, ...wrong });
      expect(failure(res)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    }
    const agreeing = { nodeId, gameType: 'RNG', vassalage: slot.vendor, gameId: slot.code };
    expect((await postLaunch(t.app, m, agreeing)).statusCode).toBe(200);
  });

  it('refuses games of a vendor the site switched off, and a game switched off', async () => {
    const m = await memberWithSession(t.db);
    const slot = await firstGame(t.db, { category: 'RNG', vendor: 'PG' });
    const vendor = await findVendorByCode(t.db, 'PG');
    await setSiteVendor(t.db, m.siteId, vendor?.id ?? 0, false);
    const res = await postLaunch(t.app, m, { nodeId: String(slot.id) });
    expect(failure(res)).toMatchObject({ status: 403, errorCode: 'game.unavailable' });

    const other = await firstGame(t.db, { category: 'RNG', vendor: 'JL' });
    await t.db.updateTable('games').set({ support_play: 0 }).where('id', '=', other.id).execute();
    const closed = await postLaunch(t.app, m, { nodeId: String(other.id) });
    expect(failure(closed)).toMatchObject({ status: 403, errorCode: 'game.unavailable' });
    expect(await t.db.selectFrom('game_launches').selectAll().execute()).toEqual([]);
  });

  it('opens traditional and electronic lotteries, and lottery vendors’ lobbies, in the lottery launcher', async () => {
    const m = await memberWithSession(t.db);
    const lott = await firstGame(t.db, { category: 'LOTT' });
    const elott = await firstGame(t.db, { category: 'ELOTT' });
    const cases = [
      [lott, `/m/launchGame?playType=trad&prize_mode=Lott&code=${lott.code}&pageBack=home`],
      [elott, `/m/launchGame?playType=trad&prize_mode=Elott&code=${elott.code}&pageBack=home`],
    ] as const;
    for (const [game, url] of cases) {
      const answer = await launch(t.app, m, game);
      expect(answer).toMatchObject({ url, target: 'lottery', vassalage: game.vendor });
    }
    // No catalogue game of a lottery vendor is outside LOTT/ELOTT in the seed: make one.
    await t.db.updateTable('games').set({ category: 'RNG' }).where('id', '=', lott.id).execute();
    expect(await launch(t.app, m, lott)).toMatchObject({
      url: `/m/launchGame?playType=lobby&vendor=${lott.vendor}&pageBack=home`,
      target: 'lottery',
    });
    expect(await t.db.selectFrom('launch_tickets').selectAll().execute()).toEqual([]);
  });

  it('answers the vendor page with a ticket and the language, for every playable category', async () => {
    const m = await memberWithSession(t.db);
    for (const category of ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT']) {
      const game = await firstGame(t.db, { category });
      const answer = await launch(t.app, m, game);
      expect(answer.url).toMatch(/^\/m\/play\.html\?ticket=[A-Za-z0-9_-]{43}&lang=(EN|MY)$/);
      expect(answer).toMatchObject({ target: 'vendor', gameType: category });
    }
    for (const code of ['DICE', 'CRASH']) {
      const game = await firstGame(t.db, { vendor: 'IN', code });
      expect((await launch(t.app, m, game)).target).toBe('vendor');
    }
    const slot = await firstGame(t.db, { category: 'RNG' });
    for (const language of ['EN', 'MY']) {
      const res = await t.app.inject({
        method: 'POST',
        url: API.play.launch,
        headers: { ...m.headers, language },
        payload: { nodeId: String(slot.id) },
      });
      expect(res.json().value.url).toMatch(new RegExp(`&lang=${language}$`));
    }
  });

  it('records every launch in the recent games, lotteries included', async () => {
    await t.close();
    const clock = testClock();
    t = await createTestApp({ config: { now: clock.now } });
    const m = await memberWithSession(t.db);
    const [a, b] = await gamesWhere(t.db, { category: 'LIVE' });
    const lott = await firstGame(t.db, { category: 'LOTT' });
    for (const game of [a, b, lott, a]) {
      if (game) await launch(t.app, m, game);
      clock.advance(1000);
    }
    const recent = await getOk(t.app, recentGamesAnswer, API.games.recent, m.headers);
    expect(recent.games.map((g) => Number(g.nodeId))).toEqual([a?.id, lott.id, b?.id]);
  });

  it('keeps the order of launches made within one millisecond', async () => {
    await t.close();
    t = await createTestApp({ config: { now: testClock().now } }); // the clock never moves
    const m = await memberWithSession(t.db);
    const [a, b, c] = await gamesWhere(t.db, { category: 'LIVE' });
    for (const game of [b, c, a]) if (game) await launch(t.app, m, game);
    const recent = await getOk(t.app, recentGamesAnswer, API.games.recent, m.headers);
    expect(recent.games.map((g) => Number(g.nodeId))).toEqual([a?.id, c?.id, b?.id]);
  });

  it('lets a free-trial member launch', async () => {
    const m = await memberWithSession(t.db);
    await t.db.updateTable('members').set({ type: 4 }).where('id', '=', m.id).execute();
    const slot = await firstGame(t.db, { category: 'RNG' });
    expect((await launch(t.app, m, slot)).target).toBe('vendor');
  });

  it('ends the ticket with the session that launched it', async () => {
    const m = await memberWithSession(t.db);
    const { ticket } = await launch(t.app, m, await firstGame(t.db, { category: 'RNG' }));
    expect((await getState(t.app, ticket)).statusCode).toBe(200);
    const logout = { method: 'DELETE', url: API.session.logout, headers: m.headers } as const;
    expect((await t.app.inject(logout)).statusCode).toBe(200);
    expect(failure(await getState(t.app, ticket))).toMatchObject({
      status: 401,
      errorCode: 'game.ticket.invalid',
    });
  });

  it('ends the ticket after 12 hours even while the session lives on', async () => {
    await t.close();
    const clock = testClock(Date.now());
    t = await createTestApp({ config: { now: clock.now } });
    const m = await memberWithSession(t.db);
    const { ticket } = await launch(t.app, m, await firstGame(t.db, { category: 'RNG' }));
    // Playing counts as using the session, so an hour at a time keeps it alive.
    for (let hour = 1; hour < 12; hour++) {
      clock.advance(HOUR_MS);
      expect((await getState(t.app, ticket)).statusCode).toBe(200);
    }
    clock.advance(HOUR_MS);
    expect(failure(await getState(t.app, ticket)).errorCode).toBe('game.ticket.invalid');
    const fresh = await launch(t.app, m, await firstGame(t.db, { category: 'RNG' }));
    expect((await getState(t.app, fresh.ticket)).statusCode).toBe(200);
  });
});

import { API, leaderboardAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, getOk, urlOf } from '../../../test/http.js';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  firstGame,
  launch,
  type Member,
  memberWithSession,
  roundOk,
} from '../play/play.test-support.js';
import { addPromotion } from './promotions.test-support.js';

let t: TestApp;
let mission: number;
beforeEach(async () => {
  t = await createTestApp();
  mission = await addPromotion(t, Date.now(), {
    kind: 'bet_mission',
    mission_category: 'RNG',
    mission_target_minor: 100_000,
    reward_minor: 1000,
    frequency: 'daily',
  });
});
afterEach(() => t.close());

const boardOf = (m: Member, id = mission) =>
  getOk(t.app, leaderboardAnswer, urlOf(API.promotions.leaderboard, { id }), m.headers);

/** Real slot spins: each settles at once and adds to the member's day summary. */
const spin = async (m: Member, stakes: string[], category: 'RNG' | 'LIVE' = 'RNG') => {
  const game = await firstGame(t.db, { category });
  const { ticket } = await launch(t.app, m, game);
  for (const stake of stakes) {
    const choice =
      category === 'RNG' ? { kind: 'slot' as const } : { kind: 'table' as const, side: 'player' };
    const round = await roundOk(t.app, ticket, { stake, choice } as Parameters<typeof roundOk>[2]);
    if (round.round.status === 'open') {
      await t.app.inject({
        method: 'POST',
        url: API.play.settle,
        payload: { ticket, roundId: round.round.roundId },
      });
    }
  }
};

describe('GET /wps/relay/promotions/leaderboard', () => {
  it("ranks members by valid stake in the mission's category today, masked, with the member's own rank", async () => {
    const [a, b, live, me] = [
      await memberWithSession(t.db, 'demo', 'alpha01'),
      await memberWithSession(t.db, 'demo', 'bravo02'),
      await memberWithSession(t.db, 'demo', 'charlie03'),
      await memberWithSession(t.db, 'demo'),
    ];
    await spin(a, ['10.00', '20.00']);
    await spin(b, ['10.00']);
    await spin(live, ['50.00'], 'LIVE'); // another category: not on a slot mission's board
    const trial = await memberWithSession(t.db, 'demo', 'trialzzz', 4);
    await spin(trial, ['90.00']); // play money: never ranked

    const board = await boardOf(me);
    expect(board.mission).toMatchObject({ id: mission, title: 'Test promotion (MY)' });
    expect(board.mission?.from).toBe(board.mission?.to); // a daily mission ranks today
    expect(board.missions.map((m) => m.id)).toContain(mission);
    expect(board.list).toEqual([
      { rank: 1, userName: 'a***1', validStake: '30.00' },
      { rank: 2, userName: 'b***2', validStake: '10.00' },
    ]);
    expect(board.me).toEqual({ rank: null, validStake: '0.00' });
    expect((await boardOf(b)).me).toEqual({ rank: 2, validStake: '10.00' });
  });

  it('answers no mission when the site runs none, and not found for an id that is not one', async () => {
    const m = await memberWithSession(t.db);
    const signIn = await addPromotion(t, Date.now());
    expect(
      await failureOf(t.app, {
        method: 'GET',
        url: urlOf(API.promotions.leaderboard, { id: signIn }),
        headers: m.headers,
      }),
    ).toEqual({ status: 404, code: 'promotion.not.found' });
    await t.db
      .updateTable('promotions')
      .set({ ends_at: Date.now() - 1000 })
      .where('kind', '=', 'bet_mission')
      .execute();
    const none = await getOk(t.app, leaderboardAnswer, API.promotions.leaderboard, m.headers);
    expect(none).toEqual({
      missions: [],
      mission: null,
      list: [],
      me: { rank: null, validStake: '0.00' },
    });
  });

  it('needs a real member session and the MISSION switch, and refuses bad input', async () => {
    expect(await failureOf(t.app, { method: 'GET', url: API.promotions.leaderboard })).toEqual({
      status: 401,
      code: 'user.or.token.invalid',
    });
    const trial = await memberWithSession(t.db, 'demo', undefined, 4);
    expect(
      await failureOf(t.app, {
        method: 'GET',
        url: API.promotions.leaderboard,
        headers: trial.headers,
      }),
    ).toMatchObject({ code: 'trial.not.allowed' });
    const m = await memberWithSession(t.db);
    expect(
      await failureOf(t.app, {
        method: 'GET',
        url: `${API.promotions.leaderboard}?id=abc`,
        headers: m.headers,
      }),
    ).toEqual({ status: 400, code: 'request_param_err' });
    await changeSite(t.app, { whitelabel: { MISSION: false } });
    expect(
      await failureOf(t.app, {
        method: 'GET',
        url: API.promotions.leaderboard,
        headers: m.headers,
      }),
    ).toMatchObject({ code: 'function.not.available' });
  });
});

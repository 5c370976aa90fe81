import { describe, expect, it } from 'vitest';
import { ctxOf } from '../../../test/context.js';
import { auditLedger } from '../../../test/ledger-audit.js';
import type { TestApp } from '../../../test/test-app.js';
import { twoAppsPerTest } from '../../../test/two-apps.js';
import { firstGame, gamesWhere, launch, memberWithSession, roundOk } from './play.test-support.js';
import {
  matchRow,
  matchRows,
  scheduleRunner,
  vendorMatchesOf,
  winCount,
} from './sports.test-support.js';
import { MATCH_LENGTH_MS, settleMatchBets, UPCOMING_PER_GAME } from './sports-schedule.service.js';

/** Two apps with their own connections on one database, as two server processes share one. */
const { clock, both } = twoAppsPerTest();
const raceRunners = () => {
  const [a, b] = both();
  return Promise.all([
    scheduleRunner(a, clock.now, 'a').runDue(),
    scheduleRunner(b, clock.now, 'b').runDue(),
  ]);
};

describe('the schedule job on two processes', () => {
  it('makes each match once however the runners race', async () => {
    const [a] = both();
    for (let i = 0; i < 3; i++) {
      await raceRunners();
      clock.advance(60_000);
    }
    const games = await gamesWhere(a.db, { category: 'SPORTS' });
    const rows = await matchRows(a.db);
    const perGame = new Map<number, number>();
    for (const row of rows) perGame.set(row.game_id, (perGame.get(row.game_id) ?? 0) + 1);
    expect(perGame.size).toBe(games.length);
    // Two minutes passed: at most one more kick-off came into each game's window.
    for (const count of perGame.values()) {
      expect(count).toBeGreaterThanOrEqual(UPCOMING_PER_GAME);
      expect(count).toBeLessThanOrEqual(UPCOMING_PER_GAME + 1);
    }
    const kickOffs = rows.map((r) => `${r.game_id}:${r.kickoff_at}`);
    expect(new Set(kickOffs).size).toBe(kickOffs.length);
  });

  it('settles every bet once, also when two settlements run at once without the lease', async () => {
    const [a, b] = both();
    await raceRunners();
    const members = [await memberWithSession(a.db), await memberWithSession(a.db)];
    const game = await firstGame(a.db, { category: 'SPORTS' });
    let matchId = 0;
    for (const m of members) {
      const { ticket } = await launch(a.app, m, game);
      const [match] = (await vendorMatchesOf(a.app, ticket)).matches;
      if (!match) throw new Error('no match');
      matchId = match.matchId;
      for (const pick of ['home', 'away'] as const) {
        await roundOk(a.app, ticket, { stake: '30.00', choice: { kind: 'match', matchId, pick } });
      }
    }
    const match = await matchRow(a.db, matchId);
    clock.advance(Number(match.ends_at) - clock.now());
    // Draw the result only (a run that stopped before its settlement step).
    const pending = await a.db
      .selectFrom('bet_records')
      .select('id')
      .where('match_id', '=', matchId)
      .execute();
    await a.db
      .updateTable('sports_matches')
      .set({
        status: 'finished',
        result: 'home',
        home_score: 2,
        away_score: 1,
        finished_at: clock.now(),
      })
      .where('id', '=', matchId)
      .execute();
    const ids = pending.map((p) => p.id);
    const settle = (t: TestApp) =>
      t.db.transaction().execute((trx) => settleMatchBets(ctxOf(trx, clock.now), ids));
    if (a.dialect === 'postgres') {
      await Promise.all([settle(a), settle(b), raceRunners()]);
    } else {
      // SQLite takes one writer at a time: the same race, one after the other.
      await settle(a);
      await settle(b);
    }
    await raceRunners();
    // Each member's home bet won: 30.00 x rtp / chance, paid once.
    expect(await winCount(a.db)).toBe(2);
    const win = Math.floor((3000 * match.rtp_bp) / match.home_bp);
    const wins = await a.db
      .selectFrom('bet_records')
      .select(['win', 'settled_at'])
      .where('match_id', '=', matchId)
      .execute();
    expect(wins.map((w) => Number(w.win)).sort((x, y) => y - x)).toEqual([win, win, 0, 0]);
    expect(wins.every((w) => w.settled_at !== null)).toBe(true);
    expect(await auditLedger(a.db)).toMatchObject({
      driftedAccounts: [],
      negativeMemberAccounts: [],
      unbalancedTransactions: [],
      sumOfBalances: 0,
    });
    expect(Number(match.ends_at) - Number(match.kickoff_at)).toBe(MATCH_LENGTH_MS);
  });
});

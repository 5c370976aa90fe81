import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ctxOf, siteCtxOf } from '../../../test/context.js';
import { auditRounds } from '../../../test/round-audit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { setUpJackpot } from '../jackpot/index.js';
import { ALWAYS_HITS, hitsOf } from '../jackpot/jackpot.test-support.js';
import { firstGame, launch, memberWithSession, roundOk } from '../play/play.test-support.js';

/**
 * The audit bench/rounds.ts runs after its load, on rounds played through the routes: slot
 * rounds that hit the jackpot beside ones that do not, on the demo seed with its history
 * (demo01's settled lottery orders: one bet and one win per member and draw, not per order).
 */

// The seed's history takes a while on PostgreSQL under load: one app, and time to build it.
const SLOW_MS = 180_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedHistory: true });
}, SLOW_MS);
afterAll(() => t?.close());

const SLOT = { kind: 'slot' } as const;

describe('rounds against the ledger', () => {
  it(
    'finds every round, lottery orders and jackpot hits included, with its money',
    async () => {
      const players = await Promise.all([memberWithSession(t.db), memberWithSession(t.db)]);
      const game = await firstGame(t.db, { category: 'RNG' });
      const tickets = await Promise.all(
        players.map(async (m) => (await launch(t.app, m, game)).ticket),
      );
      // Small stakes first (a hit once in 10,000 rounds), then stakes that always hit.
      for (const ticket of tickets) {
        for (let i = 0; i < 3; i++) await roundOk(t.app, ticket, { stake: '1.00', choice: SLOT });
      }
      await setUpJackpot(ctxOf(t.db), (await siteCtxOf(t.db)).site.id, ALWAYS_HITS);
      await Promise.all(
        tickets.map((ticket) => roundOk(t.app, ticket, { stake: '100.00', choice: SLOT })),
      );
      for (const ticket of tickets) await roundOk(t.app, ticket, { stake: '100.00', choice: SLOT });
      expect((await hitsOf(t.db)).filter((h) => h.outcome === 'paid').length).toBeGreaterThan(1);

      const audit = await auditRounds(t.db);
      expect(audit.problems).toEqual([]);
      expect(audit.rounds).toBeGreaterThan(10);
    },
    SLOW_MS,
  );
});

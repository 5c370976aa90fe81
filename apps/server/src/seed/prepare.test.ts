import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.js';
import { DEMO_AGENT_TEAM } from './demo-agent-team.js';
import { DEMO_BOARD_PLAYERS } from './demo-leaderboard.js';
import { DEMO_LOCKED } from './demo-locked-member.js';
import { DEMO_FRIENDS } from './demo-referrals.js';
import { DEMO_QUICK_CASH, DEMO_TWINS } from './demo-risk.js';
import { prepareDatabase } from './prepare.js';

const PROCESSES = 4;

// Four processes race to seed the whole demo site (its rounds, orders and draws): on a loaded
// 2-core machine that took over 30 s.
describe('starting several processes at once on one empty database', { timeout: 120_000 }, () => {
  it('migrates and seeds once, and every process starts', async () => {
    const where = await createTestDatabase(true);
    const handles = Array.from({ length: PROCESSES }, () => where.open());
    try {
      const started = await Promise.allSettled(
        handles.map((h) => prepareDatabase(h, { schema: where.pgSchema })),
      );
      expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
      const [first] = handles;
      if (!first) throw new Error('no handle');
      const members = await first.db.selectFrom('members').select('username').execute();
      // The demo members, the leaderboard's players, demo01's invited friends, agent01's team
      // the risk list's members and the member the risk operator locked, once each.
      const boardPlayers = DEMO_BOARD_PLAYERS.map((p) => p.username);
      const friends = DEMO_FRIENDS.map((f) => f.username);
      const team = DEMO_AGENT_TEAM.map((m) => m.username);
      const risky = [...DEMO_TWINS.map((m) => m.username), DEMO_QUICK_CASH.username];
      expect(members.map((m) => m.username).sort()).toEqual(
        [
          ...['agent01', 'demo01', 'demo02', DEMO_LOCKED.username],
          ...[...boardPlayers, ...friends, ...team, ...risky],
        ].sort(),
      );
      const sites = await first.db.selectFrom('merchants').select('code').execute();
      expect(sites).toHaveLength(1);
    } finally {
      for (const h of handles) await h.close();
      await where.drop();
    }
  });
});

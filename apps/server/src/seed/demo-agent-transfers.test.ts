import { API, affiliateLinksAnswer, teamListAnswer } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOk, urlOf } from '../../test/http.js';
import { sessionFor } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemoAgentTransfers } from './demo-agent-transfers.js';
import { DEMO_MERCHANT } from './demo-site.js';
import { seedOptionsOf } from './seed-steps.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedAgentTeam: true });
}, 400_000);
afterAll(() => t.close());

describe("agent01's transfers and links", () => {
  it('paid two downlines, who got a message each, and keeps two links', async () => {
    const { token } = await sessionFor(t.app, 'agent01');
    const agent01 = { authorization: token, merchant: 'demo' };
    const links = await getOk(t.app, affiliateLinksAnswer, API.agent.affiliateLinks, agent01);
    expect(links.list.map((l) => [l.memberType, l.prizeGroup])).toEqual([
      [1, 1880],
      [0, 1900],
    ]);
    const messages = await t.db
      .selectFrom('inbox_messages')
      .innerJoin('members', 'members.id', 'inbox_messages.member_id')
      .select('members.username')
      .where('inbox_messages.kind', '=', 'agent_transfer')
      .orderBy('members.username')
      .execute();
    expect(messages.map((m) => m.username)).toEqual(['player11', 'player12']);
    const team = await getOk(t.app, teamListAnswer, urlOf(API.agent.team, { level: 1 }), agent01);
    expect(team.list.map((m) => m.username)).toEqual(
      expect.arrayContaining(['player11', 'agent02']),
    );
  });

  it('changes nothing when run again', async () => {
    const before = await t.db.selectFrom('ledger_transactions').select('id').execute();
    const ctx = { db: t.db, now: Date.now, log: t.app.log, options: seedOptionsOf({}) };
    await seedDemoAgentTransfers(ctx, DEMO_MERCHANT.code);
    const after = await t.db.selectFrom('ledger_transactions').select('id').execute();
    expect(after.length).toBe(before.length);
  });
});

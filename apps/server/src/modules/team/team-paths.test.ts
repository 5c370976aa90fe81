import { loginAnswer, MEMBER_TYPES, okEnvelope } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ctxOf } from '../../../test/context.js';
import { registerVia } from '../../../test/registration.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { down, up } from '../../db/migrations/0037_team_paths.js';
import { isInTeam, removeFromTeams, teamMembersAtDepth, teamSizeByDepth } from './index.js';
import { ancestorsOf, joinTeam, teamRows } from './team.test-support.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const idOf = async (username: string) =>
  (
    await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

/** Registers through the real endpoint (captcha, encrypted body) with an invitation code. */
const register = async (username: string, affiliateCode: string) => {
  const res = await registerVia(t.app, { username, affiliateCode });
  expect(res.statusCode, res.body).toBe(200);
  return okEnvelope(loginAnswer).parse(res.json()).value.id;
};

describe('team paths written by registration', () => {
  it('places each registered member under every agent above the code it gave', async () => {
    const agent = await idOf('agent01');
    const direct = await register('levelone1', 'AGENT01');
    // Agents below agent01 are opened by the sign-up service (registration makes players only).
    const sub = await joinTeam(t, agent, { type: MEMBER_TYPES.agent2, affiliateCode: 'SUBAG01' });
    const second = await register('leveltwo1', 'SUBAG01');
    const subSub = await joinTeam(t, sub.id, {
      type: MEMBER_TYPES.agent41,
      affiliateCode: 'SUBAG02',
    });
    const third = await register('levelthree1', 'subag02');

    expect(await ancestorsOf(t, direct)).toEqual([
      [direct, 0],
      [agent, 1],
    ]);
    expect(await ancestorsOf(t, second)).toEqual([
      [second, 0],
      [sub.id, 1],
      [agent, 2],
    ]);
    expect(await ancestorsOf(t, third)).toEqual([
      [third, 0],
      [subSub.id, 1],
      [sub.id, 2],
      [agent, 3],
    ]);
  });

  it('gives a member invited by a player, or by no one, only its own row', async () => {
    const invited = await register('invited01', 'DEMO01');
    const alone = await joinTeam(t, null);
    expect(await ancestorsOf(t, invited)).toEqual([[invited, 0]]);
    expect(await ancestorsOf(t, alone.id)).toEqual([[alone.id, 0]]);
  });
});

describe('team queries', () => {
  it("answers who is in an agent's team, the agent itself left out, and its levels", async () => {
    const root = await joinTeam(t, null, { type: MEMBER_TYPES.agent1 });
    const agent = await joinTeam(t, root.id, { type: MEMBER_TYPES.agent1 });
    const sibling = await joinTeam(t, root.id, { type: MEMBER_TYPES.agent1 });
    const [p1, p2] = [await joinTeam(t, agent.id), await joinTeam(t, agent.id)];
    const sub = await joinTeam(t, agent.id, { type: MEMBER_TYPES.agent2 });
    const deep = await joinTeam(t, sub.id);
    const cousin = await joinTeam(t, sibling.id);
    const ctx = ctxOf(t.db);

    for (const member of [p1, p2, sub, deep]) {
      expect(await isInTeam(ctx, agent.id, member.id)).toBe(true);
    }
    for (const member of [agent, root, sibling, cousin]) {
      expect(await isInTeam(ctx, agent.id, member.id)).toBe(false);
    }
    expect(await isInTeam(ctx, root.id, deep.id)).toBe(true);
    expect(await isInTeam(ctx, deep.id, agent.id)).toBe(false);

    expect(await teamSizeByDepth(ctx, agent.id)).toEqual([
      { depth: 1, members: 3 },
      { depth: 2, members: 1 },
    ]);
    expect(await teamSizeByDepth(ctx, root.id)).toEqual([
      { depth: 1, members: 2 },
      { depth: 2, members: 4 },
      { depth: 3, members: 1 },
    ]);
    expect(await teamMembersAtDepth(ctx, agent.id, 1, { limit: 2, offset: 0 })).toEqual([
      p1.id,
      p2.id,
    ]);
    expect(await teamMembersAtDepth(ctx, agent.id, 1, { limit: 2, offset: 2 })).toEqual([sub.id]);
    expect(await teamMembersAtDepth(ctx, agent.id, 2, { limit: 10, offset: 0 })).toEqual([deep.id]);
  });
});

describe('removeFromTeams', () => {
  it('drops every path through the members and keeps the rest of the tree', async () => {
    const root = await joinTeam(t, null, { type: MEMBER_TYPES.agent1, session: false });
    const mid = await joinTeam(t, root.id, { type: MEMBER_TYPES.agent2, session: false });
    const below = await joinTeam(t, mid.id, { session: false });
    const beside = await joinTeam(t, root.id, { session: false });
    const before = await teamRows(t);

    await removeFromTeams(ctxOf(t.db), [mid.id]);

    const gone = [
      `${mid.id}>${mid.id}@0`,
      `${root.id}>${mid.id}@1`,
      `${mid.id}>${below.id}@1`,
      `${root.id}>${below.id}@2`,
    ];
    expect(await teamRows(t)).toEqual(before.filter((row) => !gone.includes(row)));
    expect(await ancestorsOf(t, below.id)).toEqual([[below.id, 0]]);
    expect(await ancestorsOf(t, beside.id)).toEqual([
      [beside.id, 0],
      [root.id, 1],
    ]);
  });
});

describe('migration 0037: the backfill from members.upline_id', () => {
  it('writes the same rows sign-up writes, and rows for members that never had any', async () => {
    const root = await joinTeam(t, null, { type: MEMBER_TYPES.agent1, session: false });
    const mid = await joinTeam(t, root.id, { type: MEMBER_TYPES.agent2, session: false });
    await joinTeam(t, mid.id, { session: false });
    await joinTeam(t, root.id, { session: false });
    const written = await teamRows(t);

    // A member from before the table: its upline is set, no paths of its own.
    const merchant = await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
    const legacy = await t.db
      .insertInto('members')
      .values({
        merchant_id: merchant.id,
        username: 'legacy01',
        password_hash: 'not-a-hash',
        upline_id: mid.id,
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await ancestorsOf(t, legacy.id)).toEqual([]);

    await down(t.db);
    await up(t.db);

    const legacyRows = [
      `${legacy.id}>${legacy.id}@0`,
      `${mid.id}>${legacy.id}@1`,
      `${root.id}>${legacy.id}@2`,
    ];
    expect(await teamRows(t)).toEqual([...written, ...legacyRows].sort());
    expect(written.filter((row) => row.startsWith(`${root.id}>`))).toHaveLength(4);
  });
});

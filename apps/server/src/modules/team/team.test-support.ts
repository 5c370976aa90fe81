import { API } from '@lotto/contract';
import { expect } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import type { TestApp } from '../../../test/test-app.js';
import { createSession } from '../session/index.js';
import { signUp } from '../signup/index.js';

/** Test helpers of agents' teams: members signed up under an upline, sessions, team rows. */

export interface TeamMember {
  id: number;
  siteId: number;
  username: string;
  /** Request headers of its session; the token is empty when it has none. */
  headers: { authorization: string; merchant: string };
}

let n = 0;

/**
 * A member signed up (the sign-up service, as registration and open account use) under
 * `uplineId`, of `type`, with an affiliate code when given, and a session unless told not to.
 */
export const joinTeam = async (
  t: TestApp,
  uplineId: number | null,
  options: { type?: number; affiliateCode?: string; session?: boolean } = {},
): Promise<TeamMember> => {
  const ctx = await siteCtxOf(t.db, 'demo', t.app.config.now);
  const username = `team${++n}x${Date.now() % 1000}`;
  const { member, session } = await signUp(ctx, {
    member: {
      password: null,
      type: options.type ?? 0,
      uplineId,
      ...(options.affiliateCode ? { affiliateCode: options.affiliateCode } : {}),
    },
    username,
    ...(options.session === false
      ? {}
      : { session: { deviceId: `team-device-${n}`, ip: '127.0.0.1' } }),
  });
  const headers = { authorization: session?.token ?? '', merchant: 'demo' };
  return { id: member.id, siteId: ctx.site.id, username, headers };
};

/** A new session of the member at the app's time now (a sign-in today). */
export const signInNow = async (t: TestApp, member: TeamMember): Promise<TeamMember> => {
  const ctx = await siteCtxOf(t.db, 'demo', t.app.config.now);
  const session = await createSession(ctx, {
    memberId: member.id,
    deviceId: `team-device-${++n}`,
    ip: '127.0.0.1',
  });
  return { ...member, headers: { authorization: session.token, merchant: 'demo' } };
};

/** Signs the member's session out through the API. */
export const signOut = async (t: TestApp, member: TeamMember) => {
  const res = await t.app.inject({
    method: 'DELETE',
    url: API.session.logout,
    headers: member.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** Every team_paths row, as "ancestor>descendant@depth", sorted. */
export const teamRows = async (t: TestApp): Promise<string[]> =>
  (await t.db.selectFrom('team_paths').selectAll().execute())
    .map((r) => `${r.ancestor_id}>${r.descendant_id}@${Number(r.depth)}`)
    .sort();

/** The team_paths rows of one member as a descendant: its ancestors by depth. */
export const ancestorsOf = async (t: TestApp, memberId: number): Promise<[number, number][]> =>
  (
    await t.db
      .selectFrom('team_paths')
      .select(['ancestor_id', 'depth'])
      .where('descendant_id', '=', memberId)
      .orderBy('depth')
      .execute()
  ).map((r) => [Number(r.ancestor_id), Number(r.depth)]);

/**
 * The closure table members.upline_id implies, as "ancestor>descendant@depth", sorted: what
 * team_paths must hold after any change of the tree.
 */
export const closureOfUplines = async (t: TestApp): Promise<string[]> => {
  const members = await t.db.selectFrom('members').select(['id', 'upline_id']).execute();
  const uplineOf = new Map(members.map((m) => [m.id, m.upline_id]));
  const rows: string[] = [];
  for (const m of members) {
    let depth = 0;
    for (let at: number | null | undefined = m.id; at != null; at = uplineOf.get(at)) {
      if (depth > members.length) throw new Error(`the uplines of ${m.id} run in a circle`);
      rows.push(`${at}>${m.id}@${depth++}`);
    }
  }
  return rows.sort();
};

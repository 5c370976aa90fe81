import { API } from '@lotto/contract';
import { expect } from 'vitest';
import type { testClock } from '../../../test/accounts.js';
import { silentLog, siteCtxOf } from '../../../test/context.js';
import type { TestApp } from '../../../test/test-app.js';
import { type Job, JobRunner } from '../../jobs/index.js';
import { JOBS } from '../../scheduled-jobs.js';
import { firstGame, launch, roundOk } from '../play/play.test-support.js';
import { createSession } from '../session/index.js';
import { signUp } from './index.js';

/** Test helpers of the trial clean-up: trial players who play, and what is left of them. */

export const HOUR = 60 * 60_000;
export type Clock = ReturnType<typeof testClock>;

let devices = 0;
/** A member signed up now by the clock: a free-trial one unless `type` says otherwise. */
export const player = async (t: TestApp, clock: Clock, type = 4) => {
  const ctx = await siteCtxOf(t.db, 'demo', clock.now);
  const { member } = await signUp(ctx, {
    member: { password: null, type },
    username: `p${type}n${++devices}`,
  });
  return { id: member.id, siteId: ctx.site.id };
};
export type Player = Awaited<ReturnType<typeof player>>;

/** The player signed in now, as the play helpers take them. */
const signedIn = async (t: TestApp, clock: Clock, p: Player) => {
  const ctx = await siteCtxOf(t.db, 'demo', clock.now);
  const device = { deviceId: `cleanup-device-${++devices}`, ip: '127.0.0.1' };
  const { token } = await createSession(ctx, { memberId: p.id, ...device });
  return { ...p, headers: { authorization: token, merchant: 'demo' } };
};

/**
 * Signs in, spins a slot `spins` times at 1.00, rolls the dice once, likes the slot and opens
 * an announcement.
 */
export const play = async (t: TestApp, clock: Clock, p: Player, spins = 1) => {
  const m = await signedIn(t, clock, p);
  const slot = await firstGame(t.db, { category: 'RNG' });
  const { ticket } = await launch(t.app, m, slot);
  for (let i = 0; i < spins; i++) {
    await roundOk(t.app, ticket, { stake: '1.00', choice: { kind: 'slot' } });
  }
  const dice = await firstGame(t.db, { vendor: 'IN', code: 'DICE' });
  const rolled = await launch(t.app, m, dice);
  await roundOk(t.app, rolled.ticket, { stake: '1.00', choice: { kind: 'dice', target: 50 } });
  const favourite = await t.app.inject({
    method: 'POST',
    url: API.games.favourites,
    headers: m.headers,
    payload: { nodeId: String(slot.id), vendor: slot.vendor },
  });
  expect(favourite.statusCode).toBe(200);
  const notices = await t.app.inject({ method: 'GET', url: API.notices.list, headers: m.headers });
  const [first] = notices.json().value.list;
  const read = await t.app.inject({
    method: 'POST',
    url: API.notices.read,
    headers: m.headers,
    payload: { id: first.id },
  });
  expect(read.statusCode).toBe(200);
};

const MEMBER_TABLES = [
  'sessions',
  'ledger_accounts',
  'bet_records',
  'launch_tickets',
  'fair_seeds',
  'favourites',
  'game_launches',
  'announcement_reads',
] as const;

/** How many rows each table holds of the member (its ledger entries and transactions too). */
export const rowsOf = async (db: TestApp['db'], memberId: number) => {
  const counts: Record<string, number> = {};
  for (const table of MEMBER_TABLES) {
    const rows = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(rows.n);
  }
  const member = await db.selectFrom('members').select('id').where('id', '=', memberId).execute();
  const entries = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select('e.transaction_id')
    .where('a.member_id', '=', memberId)
    .execute();
  return { ...counts, members: member.length, entries: entries.length };
};

/** What a runner logged: error messages, and the fields of its warnings. */
export interface Logged {
  errors: string[];
  warnings: unknown[];
}
export const logged = (): Logged => ({ errors: [], warnings: [] });

/** A job runner of the app's registered jobs on the test's clock; what it logs is kept. */
export const runnerOf = (
  t: TestApp,
  clock: Clock,
  owner: string,
  log: Logged = logged(),
  jobs: readonly Job[] = JOBS,
) =>
  new JobRunner({
    db: t.db,
    now: clock.now,
    jobs,
    owner,
    log: {
      ...silentLog,
      error: (...args: unknown[]) => void log.errors.push(String(args.at(-1))),
      warn: (fields: unknown) => void log.warnings.push(fields),
    },
  });

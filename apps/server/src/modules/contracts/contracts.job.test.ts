import { describe, expect, it } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';
import type { TestApp } from '../../../test/test-app.js';
import { twoAppsPerTest } from '../../../test/two-apps.js';
import type { Job } from '../../jobs/index.js';
import { spinAt } from '../rebates/rebates.test-support.js';
import { runnerOf } from '../signup/trial-cleanup.test-support.js';
import { signInNow, type TeamMember } from '../team/team.test-support.js';
import { dailySalaryJob, dividendJob, hourlySalaryJob } from './contracts.job.js';
import { writeOffer } from './contracts.service.js';
import {
  cashOf,
  contractPayments,
  contractTeam,
  DAILY,
  DIVIDEND,
  decideOk,
  HOURLY,
  offerOk,
  runRows,
  runsOf,
  setCash,
} from './contracts.test-support.js';
import { lastPeriod } from './periods.js';

/** Two apps with their own connections on one database, as two server processes share one. */
const { clock, both } = twoAppsPerTest();
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Sign-ups, play and two processes' runs over several days: slow on a busy machine. */
const SLOW = 180_000;

const runBoth = async (job: Job) => {
  const [a, b] = both();
  await Promise.all([
    runnerOf(a, clock, 'a', undefined, [job]).runDue(),
    runnerOf(b, clock, 'b', undefined, [job]).runDue(),
  ]);
};
const expectCleanLedger = async (t: TestApp) => {
  const audit = await auditLedger(t.db);
  expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
};
const messagesTo = (t: TestApp, m: TeamMember) =>
  t.db
    .selectFrom('inbox_messages')
    .select('ref')
    .where('member_id', '=', m.id)
    .where('ref', 'like', 'contract:%')
    .execute();
/** Each of the members spins the slot `spins` times at 10.00 (100 % contribution). */
const play = async (t: TestApp, members: TeamMember[], spins: number) => {
  for (const m of members) await spinAt(t, await signInNow(t, m), spins);
};

describe('daily salary job', () => {
  it(
    "pays the previous site day's tier once on two processes, from the upline's cash",
    async () => {
      const [a] = both();
      const team = await contractTeam(a);
      const offer = await offerOk(a, team.agent, { memberId: team.sub.id, terms: DAILY });
      await decideOk(a, team.sub, offer.id, 'accept');
      await play(a, [team.player, team.player2], 3); // 60.00 of valid stake, 2 active: 20.00
      await setCash(a, team.agent, 100_00);
      const before = await cashOf(a, team.sub.id);
      await runBoth(dailySalaryJob); // today is not over: nothing yet
      expect(await runRows(a)).toEqual([]);
      clock.advance(DAY);
      await runBoth(dailySalaryJob);
      clock.advance(HOUR);
      await runBoth(dailySalaryJob);
      const [run, ...more] = await runRows(a);
      expect(more).toEqual([]);
      expect(run).toMatchObject({ status: 'issued', active_members: 2 });
      expect(Number(run?.valid_stake_minor)).toBe(60_00);
      expect([Number(run?.due_minor), Number(run?.paid_minor)]).toEqual([20_00, 20_00]);
      expect(await contractPayments(a)).toEqual([
        { idempotency_key: `contract:${offer.id}:${run?.period}`, type: 'salary' },
      ]);
      expect(await cashOf(a, team.sub.id)).toBe(before + 20_00);
      expect(await cashOf(a, team.agent.id)).toBe(80_00);
      expect(await messagesTo(a, team.sub)).toHaveLength(1);
      expect(await messagesTo(a, team.agent)).toHaveLength(1);
      const listed = await runsOf(a, await signInNow(a, team.sub), 'daily');
      expect(listed.list.map((r) => [r.status, r.due, r.paid])).toEqual([
        ['issued', '20.00', '20.00'],
      ]);
      await expectCleanLedger(a);
    },
    SLOW,
  );

  it(
    'pays in part what a short upline has, nothing when it has none, and marks days not reached',
    async () => {
      const [a] = both();
      const team = await contractTeam(a);
      const offer = await offerOk(a, team.agent, { memberId: team.sub.id, terms: DAILY });
      await decideOk(a, team.sub, offer.id, 'accept');
      await play(a, [team.player], 1); // 10.00, 1 active: 5.00 due
      await setCash(a, team.agent, 3_00);
      clock.advance(DAY);
      await runBoth(dailySalaryJob);
      await play(a, [team.player], 1);
      await setCash(a, team.agent, 0);
      clock.advance(DAY);
      await runBoth(dailySalaryJob);
      clock.advance(DAY); // a day without bets
      await runBoth(dailySalaryJob);
      const runs = await runRows(a);
      expect(runs.map((r) => [r.status, Number(r.due_minor), Number(r.paid_minor)])).toEqual([
        ['partial', 5_00, 3_00],
        ['insufficient', 5_00, 0],
        ['not_reached', 0, 0],
      ]);
      expect(await contractPayments(a)).toHaveLength(1);
      expect(await cashOf(a, team.agent.id)).toBe(0);
      // A payment and a shortfall each tell both sides; a day not reached tells nobody.
      expect(await messagesTo(a, team.sub)).toHaveLength(2);
      expect(await messagesTo(a, team.agent)).toHaveLength(2);
      await expectCleanLedger(a);
    },
    SLOW,
  );
});

describe('hourly salary job', () => {
  it(
    "pays a percent of the previous site hour's valid stake once on two processes",
    async () => {
      const [a] = both();
      const team = await contractTeam(a);
      const offer = await offerOk(a, team.agent, { memberId: team.sub.id, terms: HOURLY });
      await decideOk(a, team.sub, offer.id, 'accept');
      await setCash(a, team.agent, 10_00);
      await play(a, [team.player, team.player2], 3); // 60.00 at 1.5 %: 0.90
      clock.advance(HOUR);
      await runBoth(hourlySalaryJob);
      clock.advance(15 * 60_000);
      await runBoth(hourlySalaryJob);
      const paid = (await runRows(a)).filter((r) => r.status !== 'not_reached');
      expect(
        paid.map((r) => [r.status, Number(r.valid_stake_minor), Number(r.paid_minor)]),
      ).toEqual([['issued', 60_00, 90]]);
      expect(await contractPayments(a)).toHaveLength(1);
      expect(await cashOf(a, team.agent.id)).toBe(10_00 - 90);
      await expectCleanLedger(a);
    },
    SLOW,
  );
});

describe('dividend job', () => {
  it(
    "pays an operator's contract from the site once per half-month, on the team's net loss",
    async () => {
      const [a] = both();
      const team = await contractTeam(a);
      const ctx = await siteCtxOf(a.db, 'demo', clock.now);
      const offer = await writeOffer(ctx, null, team.agent.id, DIVIDEND);
      await decideOk(a, team.agent, offer.id, 'accept');
      await play(a, [team.player, team.sibling], 5);
      const before = await cashOf(a, team.agent.id);
      // Past the end of the half-month the bets fell in, and not past the next one's.
      const lastPaid = lastPeriod('dividend', ctx.site.timeZone, clock.now()).key;
      while (lastPeriod('dividend', ctx.site.timeZone, clock.now()).key === lastPaid) {
        clock.advance(DAY);
      }
      await runBoth(dividendJob);
      clock.advance(HOUR);
      await runBoth(dividendJob);
      const [run, ...more] = await runRows(a);
      expect(more).toEqual([]);
      const days = await a.db
        .selectFrom('member_bet_days')
        .select(['stake', 'payout'])
        .where('member_id', 'in', [team.player.id, team.sibling.id])
        .execute();
      const netLoss = days.reduce((s, d) => s + Number(d.stake) - Number(d.payout), 0);
      const due = netLoss > 0 ? Math.floor((netLoss * 10) / 100) : 0;
      expect([
        Number(run?.net_loss_minor),
        Number(run?.due_minor),
        Number(run?.paid_minor),
      ]).toEqual([netLoss, due, due]);
      expect(Number(run?.carry_out_minor)).toBe(Math.min(0, netLoss));
      expect(await cashOf(a, team.agent.id)).toBe(before + due);
      expect(await contractPayments(a)).toHaveLength(due > 0 ? 1 : 0);
      await expectCleanLedger(a);
    },
    SLOW,
  );
});

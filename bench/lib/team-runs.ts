import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SiteCtx } from '@lotto/server/src/context.js';
import type { DbOptions } from '@lotto/server/src/db/create-db.js';
import { contractRuns } from '@lotto/server/src/modules/contracts/contracts.service.js';
import type { MemberRow } from '@lotto/server/src/modules/member/index.js';
import { COMMISSION_LOOK_BACK_DAYS } from '@lotto/server/src/modules/rebates/commission.job.js';
import { agentCommission } from '@lotto/server/src/modules/rebates/commission.service.js';
import { addDays } from '@lotto/server/src/modules/system/index.js';
import { auditLedger } from '@lotto/server/test/ledger-audit.js';
import type { JobChildDone } from './job-child.js';
import { asMember } from './team-build.js';

/**
 * The daily salary and commission jobs of the team bench, run by two processes at once on the
 * one database, as two servers run them; then what each agent was paid for the day, read
 * through the services the agent's own screens read, and the ledger's audit.
 */

const CHILD_ENTRY = fileURLToPath(new URL('./job-child.ts', import.meta.url));
const START_LIMIT_MS = 60_000;

interface Child {
  go(): Promise<JobChildDone>;
}

/** Forks one job process and waits until it has the database open. */
const startChild = (options: DbOptions, clock: number, owner: string): Promise<Child> =>
  new Promise((resolve, reject) => {
    const child = fork(CHILD_ENTRY, [JSON.stringify(options), String(clock), owner], {
      execArgv: ['--import', import.meta.resolve('tsx')],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`job process ${owner} did not start within ${START_LIMIT_MS} ms`));
    }, START_LIMIT_MS);
    const done = new Promise<JobChildDone>((ran, failed) => {
      child.on('message', (m: { done?: JobChildDone }) => m.done && ran(m.done));
      child.once('exit', (code) => failed(new Error(`job process ${owner} exited (code ${code})`)));
    });
    done.catch(() => {}); // observed by go(); an exit before ready rejects below
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`job process ${owner} exited before it was ready (code ${code})`));
    });
    child.on('message', (m: { ready?: boolean }) => {
      if (!m.ready) return;
      clearTimeout(timer);
      resolve({
        go: () => {
          child.send({ go: true });
          return done;
        },
      });
    });
  });

export interface PairRun {
  /** From the word go until both processes were done. */
  seconds: number;
  processes: JobChildDone[];
}

/** Both processes' job runners at `clock`, started together. */
export const runJobsInTwoProcesses = async (options: DbOptions, clock: number, label: string) => {
  const children = await Promise.all(
    ['a', 'b'].map((name) => startChild(options, clock, `${label}-${name}`)),
  );
  const began = performance.now();
  const processes = await Promise.all(children.map((c) => c.go()));
  return { seconds: (performance.now() - began) / 1000, processes } satisfies PairRun;
};

export interface DayPayments {
  /** Agents with a daily salary run of the day, by how many runs each has. */
  salaryRunsPerAgent: Map<number, number>;
  salaryStatuses: Map<string, number>;
  salaryPaid: number;
  /** Agents paid commission for the day, by how many days of payment each shows for it. */
  commissionDaysPerAgent: Map<number, number>;
  commissionPaid: number;
  /** Every day the agents were paid commission for, over the job's look-back days. */
  commissionDays: Set<string>;
}

const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);
const RUNS_PAGE = 50;

/** What each agent's salary runs and commission screens show for `day`. */
export const paymentsOf = async (
  ctx: SiteCtx,
  agents: readonly MemberRow[],
  day: string,
): Promise<DayPayments> => {
  const found: DayPayments = {
    salaryRunsPerAgent: new Map(),
    salaryStatuses: new Map(),
    salaryPaid: 0,
    commissionDaysPerAgent: new Map(),
    commissionPaid: 0,
    commissionDays: new Set(),
  };
  const lookBack = { startDate: addDays(day, -COMMISSION_LOOK_BACK_DAYS), endDate: day };
  for (const agent of agents) {
    const me = asMember(ctx, agent);
    const runs = await contractRuns(me, { kind: 'daily', pageNo: 1, pageSize: RUNS_PAGE });
    const ofDay = runs.list.filter((r) => r.period === day);
    found.salaryRunsPerAgent.set(agent.id, ofDay.length);
    for (const r of ofDay) {
      bump(found.salaryStatuses, r.status);
      found.salaryPaid += Number(r.paid);
    }
    const commission = await agentCommission(me, lookBack);
    for (const d of commission.days) found.commissionDays.add(d.day);
    const days = commission.days.filter((d) => d.day === day);
    found.commissionDaysPerAgent.set(agent.id, days.length);
    found.commissionPaid += days.reduce((sum, d) => sum + Number(d.amount), 0);
  }
  return found;
};

/** What is wrong: an agent without exactly one salary run, or paid commission twice. */
export const paymentProblems = (p: DayPayments): string[] => {
  const problems: string[] = [];
  const notOnce = [...p.salaryRunsPerAgent].filter(([, n]) => n !== 1);
  if (notOnce.length > 0)
    problems.push(`${notOnce.length} agents without exactly one salary run, e.g. ${notOnce[0]}`);
  const twice = [...p.commissionDaysPerAgent].filter(([, n]) => n > 1);
  if (twice.length > 0) problems.push(`${twice.length} agents paid commission more than once`);
  return problems;
};

/** The ledger's invariants over the whole database (every bet of the bench included). */
export const ledgerProblems = async (ctx: SiteCtx): Promise<string[]> => {
  const audit = await auditLedger(ctx.db);
  return [
    ...(audit.driftedAccounts.length ? [`${audit.driftedAccounts.length} drifted accounts`] : []),
    ...(audit.negativeMemberAccounts.length ? ['negative member accounts'] : []),
    ...(audit.unbalancedTransactions.length
      ? [`${audit.unbalancedTransactions.length} unbalanced transactions`]
      : []),
    ...(audit.heldNotPending.length ? ['held balances differ from pending withdrawals'] : []),
    ...(audit.lotteryNotPending.length ? ['lottery balances differ from pending orders'] : []),
    ...(audit.sumOfBalances !== 0 ? [`sum of balances ${audit.sumOfBalances}`] : []),
  ];
};

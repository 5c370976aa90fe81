import {
  API,
  teamBetsAnswer,
  teamKpiAnswer,
  teamOverviewAnswer,
  teamPnlAnswer,
} from '@lotto/contract';
import type { Target } from './load.js';

/**
 * The team routes the top agent opens, as the app calls them, each with what its answer must
 * hold before it is worth measuring: an answer of the contract's shape, with the team's figures
 * in it (a bench that measures error envelopes or empty answers measures nothing).
 */

export interface TeamTarget extends Target {
  /** Why the answer's value is not what the route answers a team with bets; null when it is. */
  problem(value: unknown): string | null;
}

interface Shape<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** Parses the value by its contract schema, then asks `empty` what is missing. */
const answered =
  <T>(schema: Shape<T>, empty: (value: T) => string | null) =>
  (value: unknown): string | null => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) return `not the contract's answer: ${String(parsed.error)}`;
    return empty(parsed.data);
  };

export interface TeamDays {
  today: string;
  /** The first of the custom range of `days` site days ending today. */
  from: string;
  days: number;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/** Every measured team route, with the top agent's headers, at `connections`. */
export const teamTargets = (
  app: string,
  headers: Record<string, string>,
  { today, from, days }: TeamDays,
  connections: number,
): TeamTarget[] => {
  const custom = { range: 'custom', from, to: today };
  const get = (label: string, path: string, problem: TeamTarget['problem']): TeamTarget => ({
    label,
    url: `${app}${path}`,
    headers,
    connections,
    problem,
  });
  const kpi = answered(teamKpiAnswer, (v) => (v.teamBetMemberCount > 0 ? null : 'no bettors'));
  const overview = answered(teamOverviewAnswer, (v) =>
    v.teamSize > 0 && v.activeMembers > 0 ? null : `team ${v.teamSize}, active ${v.activeMembers}`,
  );
  const pnl = answered(teamPnlAnswer, (v) => (v.rows.length > 0 ? null : 'no rows'));
  const bets = answered(teamBetsAnswer, (v) => (v.list.length > 0 ? null : 'no bets'));
  return [
    get(
      'GET team KPI, today',
      `${API.agent.kpi}?${query({ startDate: today, endDate: today, size: 0 })}`,
      kpi,
    ),
    get(
      `GET team KPI, ${days} days`,
      `${API.agent.kpi}?${query({ startDate: from, endDate: today, size: 0 })}`,
      kpi,
    ),
    get(
      'GET team overview, this month',
      `${API.agent.overview}?${query({ range: 'thisMonth' })}`,
      overview,
    ),
    get(`GET team overview, ${days} days`, `${API.agent.overview}?${query(custom)}`, overview),
    get(`GET team P&L, ${days} days`, `${API.agent.pnl}?${query(custom)}`, pnl),
    get(`GET team betting, page 1, ${days} days`, `${API.agent.bets}?${query(custom)}`, bets),
  ];
};

const TRIES = 3;

/** One GET of the target: its status, body and time. */
const getOnce = async (target: TeamTarget) => {
  const began = performance.now();
  const answer = await fetch(target.url, { headers: target.headers ?? {} });
  const text = await answer.text();
  return { status: answer.status, text, ms: performance.now() - began };
};

const problemOf = (target: TeamTarget, status: number, text: string): string | null => {
  const body = (() => {
    try {
      return JSON.parse(text) as { success?: boolean; value?: unknown };
    } catch {
      return null;
    }
  })();
  return status !== 200 || body?.success !== true
    ? `answered ${status}: ${text.slice(0, 300)}`
    : target.problem(body.value);
};

export interface TargetCheck {
  /** What is wrong with each answer (none: all worth measuring). */
  problems: string[];
  /** Each target's best time of TRIES requests, one at a time: what a request costs alone. */
  aloneMs: Map<string, number>;
}

/** A few GETs of each target, one at a time: are the answers right, and what does one cost. */
export const checkTargets = async (targets: readonly TeamTarget[]): Promise<TargetCheck> => {
  const problems: string[] = [];
  const aloneMs = new Map<string, number>();
  for (const target of targets) {
    const tries = [];
    for (let i = 0; i < TRIES; i++) tries.push(await getOnce(target));
    const first = tries[0];
    const problem = first && problemOf(target, first.status, first.text);
    if (problem) problems.push(`${target.label} (${target.url}): ${problem}`);
    aloneMs.set(target.label, Math.min(...tries.map((t) => t.ms)));
  }
  return { problems, aloneMs };
};

const IDLE_MS = 100;
const IDLE_LIMIT_MS = 120_000;

/** Waits until a GET of `url` answers within IDLE_MS: the server has worked off its queue. */
export const waitUntilIdle = async (url: string, headers: Record<string, string>) => {
  const until = performance.now() + IDLE_LIMIT_MS;
  while (performance.now() < until) {
    const began = performance.now();
    // A kept-alive socket the busy server closed meanwhile resets: not idle yet, ask again.
    const answered = await fetch(url, { headers })
      .then((r) => r.arrayBuffer())
      .then(
        () => true,
        () => false,
      );
    if (answered && performance.now() - began < IDLE_MS) return;
  }
};

const SETTLED_LIMIT_MS = 10 * 60_000;
const SETTLED_ANSWERS = 3;

/**
 * Waits until the team's figures stop changing: a server that starts on this database first
 * catches up the jobs its days owe (rebates, commission, salaries), each payment a write to the
 * team's figures, for minutes at 1,000,000 bets. The routes are measured once the same answer
 * came back SETTLED_ANSWERS times a second apart (at most SETTLED_LIMIT_MS); answers how long
 * that took, in seconds.
 */
export const waitUntilSettled = async (url: string, headers: Record<string, string>) => {
  const began = performance.now();
  let last = '';
  let same = 0;
  while (same < SETTLED_ANSWERS && performance.now() - began < SETTLED_LIMIT_MS) {
    const answer = await fetch(url, { headers }).then((r) => r.text());
    same = answer === last ? same + 1 : 1;
    last = answer;
    await new Promise((done) => setTimeout(done, 1_000));
  }
  return (performance.now() - began) / 1000;
};

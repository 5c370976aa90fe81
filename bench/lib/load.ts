import autocannon from 'autocannon';

/** One HTTP request shape to hammer. */
export interface Target {
  label: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  /** The same body every time, or a new one for each request (each round its own requestId). */
  body?: string | (() => string);
  /** Concurrent connections; CONNECTIONS unless given. */
  connections?: number;
}

export interface LoadFigures {
  label: string;
  /** Mean requests per second over the run. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers that were not 2xx, and connection errors or timeouts: figures are suspect if > 0. */
  non2xx: number;
  errors: number;
}

export const CONNECTIONS = 50;
export const PIPELINING = 1;
export const WARMUP_SECONDS = 2;
const MAX_SECONDS = 120; // 4 measured runs stay well inside run-all's 15 min limit

/** Run length from BENCH_SECONDS (default 10), clamped so a run always ends. */
export const benchSeconds = (): number => {
  const asked = Number(process.env.BENCH_SECONDS ?? 10);
  return Number.isFinite(asked) && asked > 0 ? Math.min(asked, MAX_SECONDS) : 10;
};

/** The body option of a run: fixed, or made anew before each request. */
const bodyOptions = ({ body }: Target): Partial<autocannon.Options> => {
  if (body === undefined) return {};
  if (typeof body === 'string') return { body };
  return { requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }] };
};

/** One autocannon run against one target. */
export const measure = async (target: Target, seconds: number): Promise<LoadFigures> => {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    ...(target.headers ? { headers: target.headers } : {}),
    ...bodyOptions(target),
    connections: target.connections ?? CONNECTIONS,
    pipelining: PIPELINING,
    duration: seconds,
  });
  return {
    label: target.label,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
};

/**
 * Warms every target up, then measures them in turn, `rounds` times, and keeps each target's
 * best run. Alternating spreads background noise (and the other core's mood) over all
 * targets; the best run is the least disturbed one.
 */
export const compareTargets = async (
  targets: Target[],
  options: {
    seconds?: number;
    rounds?: number;
    log?: (line: string) => void;
    /** Awaited after each run: a slow route's last requests must not eat the next one's time. */
    settle?: () => Promise<void>;
  } = {},
): Promise<LoadFigures[]> => {
  const seconds = options.seconds ?? benchSeconds();
  const rounds = options.rounds ?? 2;
  const log = options.log ?? ((line: string) => console.log(line));
  const settle = options.settle ?? (async () => {});
  for (const target of targets) {
    await measure(target, WARMUP_SECONDS);
    await settle();
  }
  const best = new Map<string, LoadFigures>();
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const figures = await measure(target, seconds);
      await settle();
      log(`  round ${round}: ${target.label}  ${Math.round(figures.rps)} req/s`);
      const previous = best.get(target.label);
      if (!previous || figures.rps > previous.rps) best.set(target.label, figures);
    }
  }
  return targets.map((t) => best.get(t.label) as LoadFigures);
};

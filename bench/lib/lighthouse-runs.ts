/**
 * Lighthouse runs (mobile, simulated slow 4G) on a fresh browser each, and the CPU calibration
 * that makes their figures mean the same device on every host.
 *
 * Lighthouse simulates a phone by dividing the host's speed by `cpuSlowdownMultiplier` (4 by
 * default), so a fast host simulates a fast phone and a slow one a slow phone. Lighthouse also
 * measures the host (`BenchmarkIndex`, a fixed JavaScript workload, unthrottled): dividing it
 * by the index of the phone we want gives the multiplier that simulates that phone anywhere.
 */
import lighthouse, { type Config } from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { connectToPage } from './cdp.js';
import { withChrome } from './chrome.js';

/** The emulated phone's BenchmarkIndex (DevTools: a low-tier phone is 264, a mid-tier 1000). */
export const TARGET_BENCHMARK_INDEX = 400;
const CALIBRATION_SAMPLES = 5;

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Gzipped (transferred) bytes of every script requested until the network was idle. */
  scriptBytes: number;
  /** The host's BenchmarkIndex as this run measured it. */
  hostIndex: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
  environment: { benchmarkIndex: number };
}

const figuresOf = (lhr: Lhr): RunFigures => {
  const score = (id: string) => lhr.categories[id]?.score ?? Number.NaN;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    scriptBytes,
    hostIndex: lhr.environment.benchmarkIndex,
  };
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Each figure's median over the runs (figure by figure: not one run's figures). */
export const medians = (runs: RunFigures[]): RunFigures => {
  const of = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
  const keys = Object.keys(runs[0] ?? {}) as Array<keyof RunFigures>;
  return Object.fromEntries(keys.map((key) => [key, of(key)])) as unknown as RunFigures;
};

/** `cpuSlowdown` undefined: Lighthouse's own default (4x). */
const configFor = (cpuSlowdown: number | undefined): Config => ({
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // Deep-merged into the defaults: only the CPU changes, the network stays slow 4G.
    ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
  },
});

/** `runs` Lighthouse runs of `url`, each in a fresh browser (a first visit, no service worker). */
export const lighthouseRuns = async (
  url: string,
  runs: number,
  cpuSlowdown?: number,
): Promise<RunFigures[]> => {
  const results: RunFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await withChrome((port) =>
      lighthouse(url, { port, output: 'json', logLevel: 'error' }, configFor(cpuSlowdown)),
    );
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    results.push(figuresOf(result.lhr as unknown as Lhr));
  }
  return results;
};

export interface Calibration {
  hostIndex: number;
  multiplier: number;
}

/**
 * The host's BenchmarkIndex, measured as Lighthouse measures it before each page (its own page
 * function, evaluated in a blank page of a fresh browser; a sample lasts about a second), the
 * median of CALIBRATION_SAMPLES, and the multiplier that makes it TARGET_BENCHMARK_INDEX. A host
 * slower than the target is not sped up: the multiplier is at least 1.
 */
export const calibrate = async (): Promise<Calibration> => {
  const expression = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  const indexes = await withChrome(async (port) => {
    const page = await connectToPage(port);
    try {
      const samples: number[] = [];
      for (let i = 0; i < CALIBRATION_SAMPLES; i++) {
        const { result } = await page.send<{ result: { value: number } }>('Runtime.evaluate', {
          expression,
          returnByValue: true,
        });
        samples.push(result.value);
      }
      return samples;
    } finally {
      page.close();
    }
  });
  const hostIndex = median(indexes);
  return { hostIndex, multiplier: Math.max(1, hostIndex / TARGET_BENCHMARK_INDEX) };
};

/**
 * Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU) on the public pages, 5
 * runs per page, medians printed, and the JavaScript /m/home requests until the network is
 * idle, counted by the browser (Lighthouse's network records), not from the Vite manifest.
 *
 * It starts the real server (`src/server.ts`, as `npm start` runs it, without demo mode) on a
 * fresh SQLite file with the built web app (`npm run build -w apps/web` first), and drives
 * Debian's Chromium (`CHROMIUM_PATH` to use another). Measure on an idle machine: the
 * simulated figures still scale with the host's speed.
 *
 *   npx tsx bench/lighthouse.ts [--runs 5] [--page /m/home]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { formatTable, goalLine } from './lib/report.js';
import { DEFAULT_WEB_DIST, MANIFEST_PATH } from './web-size.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = ['/m/home', '/m/gameList?gameType=RNG', '/m/activity'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const GOALS = { performance: 0.95, accessibility: 0.95, bestPractices: 0.95, cls: 0.05 };
const HOME_JS_GOAL_KB = 130;

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Gzipped (transferred) bytes of every script requested until the network was idle. */
  scriptBytes: number;
}

const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const freePort = async () => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
};

const startServer = async (port: number, dataDir: string): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(REPO, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_MODE: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve) => {
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      if (chunk.includes('Platform ready')) resolve();
    });
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`server exited with ${code} before it was ready`);
  });
  await Promise.race([ready, exited]);
  return child;
};

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

const figuresOf = (lhr: {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}): RunFigures => {
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
  };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const medians = (runs: RunFigures[]): RunFigures => {
  const of = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    scriptBytes: of('scriptBytes'),
  };
};

const measurePage = async (url: string, runs: number): Promise<RunFigures[]> => {
  const results: RunFigures[] = [];
  for (let i = 0; i < runs; i++) {
    // A fresh browser (and profile) per run: every run is a first visit, no service worker.
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${url}`);
      results.push(figuresOf(result.lhr as unknown as Parameters<typeof figuresOf>[0]));
    } finally {
      chrome.kill();
    }
  }
  return results;
};

const main = async () => {
  if (!existsSync(path.join(DEFAULT_WEB_DIST, MANIFEST_PATH))) {
    console.log('lighthouse: apps/web/dist not built (run npm run build -w apps/web first)');
    return;
  }
  const runs = Number(argValue('--runs') ?? 5);
  const pages = argValue('--page') ? [argValue('--page') as string] : PAGES;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lotto-lighthouse-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  console.log(
    `\n== lighthouse: mobile defaults, ${runs} runs a page, medians (server on a fresh SQLite)`,
  );
  const rows: Array<[string, RunFigures]> = [];
  try {
    for (const page of pages) {
      rows.push([page, medians(await measurePage(`http://127.0.0.1:${port}${page}`, runs))]);
    }
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const kb = (bytes: number) => Math.round(bytes / 10) / 100;
  console.log(
    formatTable(
      ['page', 'perf', 'a11y', 'best pr.', 'CLS', 'FCP ms', 'LCP ms', 'TBT ms', 'JS KB gz'],
      rows.map(([page, f]) => [
        page,
        // Scores to two decimals: one would show 0.94 as 0.9 and 0.95 as 1.
        f.performance.toFixed(2),
        f.accessibility.toFixed(2),
        f.bestPractices.toFixed(2),
        Math.round(f.cls * 1000) / 1000,
        Math.round(f.fcpMs),
        Math.round(f.lcpMs),
        Math.round(f.tbtMs),
        kb(f.scriptBytes),
      ]),
    ),
  );
  const all = rows.map(([, f]) => f);
  const every = (test: (f: RunFigures) => boolean) => all.length > 0 && all.every(test);
  console.log(
    goalLine(
      `performance >= ${GOALS.performance}`,
      every((f) => f.performance >= GOALS.performance),
    ),
  );
  console.log(
    goalLine(
      `CLS <= ${GOALS.cls}`,
      every((f) => f.cls <= GOALS.cls),
    ),
  );
  console.log(
    goalLine(
      `accessibility and best practices >= ${GOALS.accessibility}`,
      every(
        (f) => f.accessibility >= GOALS.accessibility && f.bestPractices >= GOALS.bestPractices,
      ),
    ),
  );
  const home = rows.find(([page]) => page === '/m/home')?.[1];
  if (home) {
    console.log(
      goalLine(
        `JavaScript /m/home requests until network idle <= ${HOME_JS_GOAL_KB} KB gzipped (${kb(home.scriptBytes)} KB)`,
        kb(home.scriptBytes) <= HOME_JS_GOAL_KB,
        'OVER',
      ),
    );
  }
};

await main();

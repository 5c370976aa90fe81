import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, okEnvelope, siteStatus } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_CHECK_MS } from '../src/cache/caches.js';
import { sportsScheduleJob, UPCOMING_PER_GAME } from '../src/modules/play/index.js';
import { trialCleanupJob } from '../src/modules/signup/index.js';
import {
  HOUR,
  type Player,
  play,
  player,
} from '../src/modules/signup/trial-cleanup.test-support.js';
import { testClock } from './accounts.js';
import { auditLedger } from './ledger-audit.js';
import {
  changeSite,
  createTestAppOn,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from './test-app.js';

/**
 * Two real server processes (`src/server.ts`, as `npm start` runs it) on one database: the
 * SQLite file, or one PostgreSQL schema when DATABASE_URL is set. The test process is a third
 * one on the same database: it makes the old trial members and the site edit.
 */

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STARTUP_MS = 45_000;

interface Server {
  port: number;
  process: ChildProcess;
  /** Its log, one JSON object per line. */
  lines: Array<Record<string, unknown>>;
}

const freePort = async () => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
};

const startServer = async (where: TestDatabase): Promise<Server> => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    PASSWORD_HASH_LOG2: '10',
    WEB_DIST: path.join(SERVER_DIR, 'no-web-dist'),
  };
  if (where.databaseUrl && where.pgSchema) {
    env.DATABASE_URL = where.databaseUrl;
    env.PGOPTIONS = `-c search_path=${where.pgSchema}`; // node-postgres reads it like libpq
  } else {
    env.SQLITE_FILE = where.sqliteFile;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { port, process: child, lines: [] };
  let ready: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  let pending = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const line of parts) {
      if (line.includes('Platform ready')) ready();
      if (line.startsWith('{')) server.lines.push(JSON.parse(line));
    }
  });
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    errors += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`server exited with ${code} before it was ready: ${errors}`);
  });
  await Promise.race([started, exited]);
  return server;
};

const stop = async (server: Server) => {
  if (server.process.exitCode !== null) return server.process.exitCode;
  const exited = once(server.process, 'exit');
  server.process.kill('SIGTERM');
  const [code] = await exited;
  return code as number | null;
};

const statusOf = async (server: Server) => {
  const res = await fetch(`http://127.0.0.1:${server.port}${API.system.status}`);
  return okEnvelope(siteStatus).parse(await res.json()).value;
};

const slotsOf = (server: Server, job: string) =>
  server.lines.filter((line) => line.msg === 'job slot done' && line.job === job);
const slotsDone = (server: Server) => slotsOf(server, trialCleanupJob.name);

describe('two server processes on one database', () => {
  let where: TestDatabase;
  let editor: TestApp;
  let servers: Server[] = [];
  let trials: Player[] = [];
  /** The clean-up's slot when the servers started: the one they run, or a later one. */
  let slotAtStart = 0;

  beforeAll(async () => {
    where = await createTestDatabase(true);
    // Trial members that signed up and played 25 hours ago, made by the test process.
    const clock = testClock(Date.now() - 25 * HOUR);
    editor = await createTestAppOn(where, { config: { now: clock.now } });
    trials = [await player(editor, clock), await player(editor, clock)];
    for (const p of trials) await play(editor, clock, p);
    slotAtStart = trialCleanupJob.schedule.atOrBefore(Date.now());
    servers = await Promise.all([startServer(where), startServer(where)]);
  }, STARTUP_MS * 2);

  afterAll(async () => {
    for (const server of servers) await stop(server);
    await editor?.close();
    await where?.drop();
  });

  it('run the trial clean-up once between them, and it removes the old trial members', async () => {
    const members = () =>
      editor.db
        .selectFrom('members')
        .select('id')
        .where(
          'id',
          'in',
          trials.map((p) => p.id),
        )
        .execute();
    await expect.poll(members, { timeout: 20_000, interval: 100 }).toEqual([]);
    await expect.poll(() => servers.flatMap(slotsDone).length, { timeout: 5_000 }).toBe(1);
    const [done] = servers.flatMap(slotsDone);
    expect(done?.slot).toBeGreaterThanOrEqual(slotAtStart);
    expect(await auditLedger(editor.db)).toMatchObject({
      driftedAccounts: [],
      negativeMemberAccounts: [],
      unbalancedTransactions: [],
    });
    // Both are still serving, and neither logged an error.
    for (const server of servers) {
      expect((await statusOf(server)).siteMode).toBe(0);
      expect(server.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    }
  });

  it('keep one sports schedule between them: each slot run once, each match made once', async () => {
    const schedule = () => servers.flatMap((server) => slotsOf(server, sportsScheduleJob.name));
    await expect.poll(() => schedule().length, { timeout: 10_000 }).toBeGreaterThan(0);
    const slots = schedule().map((line) => line.slot);
    expect(new Set(slots).size).toBe(slots.length);
    const perGame = await editor.db
      .selectFrom('sports_matches')
      .select(['game_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('kickoff_at', '>', Date.now())
      .groupBy('game_id')
      .execute();
    expect(perGame.length).toBeGreaterThan(0);
    // Four ahead from five minutes on (the lead), and one more while a kick-off is that near.
    for (const game of perGame) {
      expect(Number(game.n)).toBeGreaterThanOrEqual(UPCOMING_PER_GAME);
      expect(Number(game.n)).toBeLessThanOrEqual(UPCOMING_PER_GAME + 1);
    }
  });

  it('see a site edit made in another process within 2 seconds', async () => {
    for (const server of servers) expect((await statusOf(server)).siteMode).toBe(0);
    await changeSite(editor.app, { maintenance: true });
    const edited = Date.now();
    const seenAfter = await Promise.all(
      servers.map(async (server) => {
        for (;;) {
          const asked = Date.now();
          if ((await statusOf(server)).siteMode === 1) return asked - edited;
          if (asked - edited > 10_000) throw new Error('edit never seen');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );
    // A copy lives MERCHANT_CACHE_MS (5 s by default); only the version row makes it sooner.
    for (const ms of seenAfter) expect(ms).toBeLessThanOrEqual(2 * VERSION_CHECK_MS);
    await changeSite(editor.app, { maintenance: false });
  });

  it('shut down cleanly on SIGTERM', async () => {
    const codes = await Promise.all(servers.map(stop));
    expect(codes).toEqual([0, 0]);
  });
});

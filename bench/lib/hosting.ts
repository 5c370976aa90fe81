import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_KINDS, type ServerKind, type ServerOptions } from './server-kinds.js';
import type { RunningServer } from './servers.js';

/**
 * Where the servers under test run:
 * - 'child': in one child process (tsx), so the server and the load generator each get their
 *   own event loop and core. This is how the servers run in production (clients elsewhere).
 * - 'inprocess': in this process, sharing one event loop with autocannon. Both the client's
 *   and the server's work land on one thread, which squeezes every route toward the same rate.
 */
export type Hosting = 'child' | 'inprocess';

export const hostingFromEnv = (fallback: Hosting = 'child'): Hosting => {
  const value = process.env.BENCH_HOSTING;
  return value === 'child' || value === 'inprocess' ? value : fallback;
};

export interface HostedServers<K extends ServerKind> {
  urls: Record<K, string>;
  stop(): Promise<void>;
}

const STARTUP_LIMIT_MS = 60_000;

/** BENCH_CPU_PROF=<dir>: each server child writes a V8 CPU profile there when it stops. */
const profileArgs = (): string[] => {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
};
const CHILD_ENTRY = fileURLToPath(new URL('./serve-child.ts', import.meta.url));

const startInProcess = async <K extends ServerKind>(
  kinds: K[],
  options: ServerOptions,
): Promise<HostedServers<K>> => {
  const running: RunningServer[] = [];
  const urls = {} as Record<K, string>;
  for (const kind of kinds) {
    const server = await SERVER_KINDS[kind](options);
    running.push(server);
    urls[kind] = server.url;
  }
  return { urls, stop: async () => void (await Promise.allSettled(running.map((s) => s.close()))) };
};

const startInChild = <K extends ServerKind>(
  kinds: K[],
  options: ServerOptions,
): Promise<HostedServers<K>> =>
  new Promise((resolve, reject) => {
    // The child reads its options first, then the kinds (see serve-child.ts).
    const child = fork(CHILD_ENTRY, [JSON.stringify(options), ...kinds], {
      execArgv: ['--import', import.meta.resolve('tsx'), ...profileArgs()],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    };
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`servers did not start within ${STARTUP_LIMIT_MS} ms`));
    }, STARTUP_LIMIT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server child exited early (code ${code})`));
    });
    child.on('message', (message: { ready?: Record<K, string>; failed?: string }) => {
      clearTimeout(timer);
      if (message.ready) resolve({ urls: message.ready, stop });
      else reject(new Error(`server child failed: ${message.failed}`));
    });
  });

/** Starts the named servers in a child process or in this one; always call stop(). */
export const startServers = <K extends ServerKind>(
  kinds: K[],
  hosting: Hosting,
  options: ServerOptions = {},
): Promise<HostedServers<K>> =>
  hosting === 'child' ? startInChild(kinds, options) : startInProcess(kinds, options);

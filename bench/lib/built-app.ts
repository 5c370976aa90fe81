import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuiltApp {
  url: string;
  stop(): Promise<void>;
}

const freePort = async () => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
};

const spawnServer = async (port: number, dataDir: string): Promise<ChildProcess> => {
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

/**
 * The real server as `npm start` runs it (`src/server.ts`, not in demo mode) with the built web
 * app, on a fresh SQLite file in a temp dir that `stop()` removes.
 */
export const startBuiltApp = async (): Promise<BuiltApp> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lotto-lighthouse-'));
  const port = await freePort();
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const child = await spawnServer(port, dataDir).catch((err: unknown) => {
    removeData();
    throw err;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      removeData();
    },
  };
};

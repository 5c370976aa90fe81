/**
 * Child-process entry (see lib/hosting.ts): starts the servers named in argv (after the first
 * argument, the servers' options as JSON), reports their URLs over IPC, and closes them when
 * the parent says so or goes away.
 */
import { isServerKind, SERVER_KINDS, type ServerOptions } from './server-kinds.js';
import type { RunningServer } from './servers.js';

const send = (message: unknown) => process.send?.(message);
const running: RunningServer[] = [];
let stopping = false;

const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(running.map((s) => s.close()));
  process.exit(0);
};
process.on('disconnect', stop);
process.on('SIGTERM', stop);

try {
  const [optionsJson = '{}', ...kinds] = process.argv.slice(2);
  const options = JSON.parse(optionsJson) as ServerOptions;
  const urls: Record<string, string> = {};
  for (const kind of kinds) {
    if (!isServerKind(kind)) throw new Error(`unknown server kind: ${kind}`);
    const server = await SERVER_KINDS[kind](options);
    running.push(server);
    urls[kind] = server.url;
  }
  send({ ready: urls });
} catch (err) {
  send({ failed: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  await stop();
}

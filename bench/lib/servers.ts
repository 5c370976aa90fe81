import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';

/** A server a benchmark talks to: its base URL (loopback only) and how to stop it. */
export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Only loopback: benchmarks never open a port to the network. */
export const BENCH_HOST = '127.0.0.1';

/** Listens on a random free loopback port and returns the base URL. */
export const listenOnLoopback = async (app: FastifyInstance): Promise<string> => {
  await app.listen({ host: BENCH_HOST, port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://${BENCH_HOST}:${port}`;
};

/**
 * The yardstick: a plain Fastify 5 with one JSON route, no plugins, no database. What the
 * machine can do for "HTTP in, this JSON out"; app routes are read as a fraction of it.
 * Given a payload, the route answers it (serialised anew each time, like any JSON route).
 * POST reads its JSON body as any route does, and answers the same.
 */
export const startBareServer = async (
  payload: unknown = { success: true, value: 'ok' },
): Promise<RunningServer> => {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => payload);
  app.post('/bare', async () => payload);
  const url = await listenOnLoopback(app);
  return { url, close: () => app.close() };
};

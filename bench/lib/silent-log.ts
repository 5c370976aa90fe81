import type { FastifyBaseLogger } from 'fastify';

const quiet = () => {};

/** A logger that writes nothing: the benchmarks' setup runs services that log. */
export const silentLog = {
  level: 'silent',
  ...Object.fromEntries(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace'].map((l) => [l, quiet]),
  ),
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

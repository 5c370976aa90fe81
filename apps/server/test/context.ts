import type { FastifyBaseLogger } from 'fastify';
import type { Ctx, SiteCtx } from '../src/context.js';
import { findSite } from '../src/modules/system/index.js';
import type { TestApp } from './test-app.js';

/** Contexts for calling services directly, as a seed or a job would. */

const quiet = () => {};
/** A logger that writes nothing (tests that call services without a request). */
export const silentLog = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

export const ctxOf = (db: TestApp['db'], now: () => number = Date.now): Ctx => ({
  db,
  now,
  log: silentLog,
});

/** The context of work for a site (the demo site unless named), read from the database now. */
export const siteCtxOf = async (
  db: TestApp['db'],
  code = 'demo',
  now: () => number = Date.now,
): Promise<SiteCtx> => {
  const site = await findSite(db, code);
  if (!site) throw new Error(`no site ${code}`);
  return { ...ctxOf(db, now), site };
};

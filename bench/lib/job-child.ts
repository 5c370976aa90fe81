/**
 * Child-process entry (see lib/team-runs.ts): one server process's job runner with the daily
 * salary and commission jobs, on the database named in argv (options as JSON), at the clock
 * given after it, under the owner name after that. It says `ready` over IPC once the database
 * is open, runs every due slot when the parent says `go` (so two children start together), and
 * answers what the run took and what the runner logged as errors, then exits.
 */

import { createDb, type DbOptions } from '@lotto/server/src/db/create-db.js';
import { JobRunner } from '@lotto/server/src/jobs/index.js';
import { dailySalaryJob } from '@lotto/server/src/modules/contracts/index.js';
import { commissionJob } from '@lotto/server/src/modules/rebates/index.js';
import type { FastifyBaseLogger } from 'fastify';
import { silentLog } from './silent-log.js';

export interface JobChildDone {
  seconds: number;
  errors: string[];
  /** "job slot done" lines: which jobs this process ran. */
  ran: string[];
}

const send = (message: unknown) => process.send?.(message);

const [optionsJson = '{}', clockText = '0', owner = 'bench'] = process.argv.slice(2);
const handle = createDb(JSON.parse(optionsJson) as DbOptions);
const clock = Number(clockText);
const errors: string[] = [];
/** A log line's fields and message as text, an error by its stack. */
const textOf = (args: unknown[]) =>
  args
    .map((a) => {
      const err = (a as { err?: unknown } | null)?.err;
      if (err instanceof Error) return err.stack ?? err.message;
      return typeof a === 'string' ? a : JSON.stringify(a);
    })
    .join(' ');
const ran: string[] = [];
const log = {
  ...silentLog,
  error: (...args: unknown[]) => void errors.push(textOf(args)),
  warn: (...args: unknown[]) => void errors.push(`warning: ${textOf(args)}`),
  info: (fields: { job?: string }) => void (fields.job && ran.push(fields.job)),
} as unknown as FastifyBaseLogger;
const runner = new JobRunner({
  db: handle.db,
  now: () => clock,
  jobs: [dailySalaryJob, commissionJob],
  log,
  owner,
});

process.on('message', async (message: { go?: boolean }) => {
  if (!message.go) return;
  const began = performance.now();
  await runner.runDue();
  const done: JobChildDone = { seconds: (performance.now() - began) / 1000, errors, ran };
  await handle.close();
  send({ done });
  process.disconnect();
});
send({ ready: true });

import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { AppError } from '../../errors.js';
import { inGroupCommit } from './ledger.commit.js';
import type { Db } from './ledger.repository.js';

let app: TestApp;
let db: Db;
beforeEach(async () => {
  app = await createTestApp();
  db = app.db;
  await sql`create table batch_probe (v integer not null)`.execute(db);
});
afterEach(async () => {
  await app.close();
});

const write = (v: number) => (trx: Db) =>
  sql`insert into batch_probe (v) values (${v})`.execute(trx);
const written = async () =>
  (await sql<{ v: number }>`select v from batch_probe order by v`.execute(db)).rows.map((r) =>
    Number(r.v),
  );

describe('group commit', () => {
  it('commits the jobs that arrive together and refuses one that throws AppError', async () => {
    const outcomes = await Promise.allSettled([
      inGroupCommit(db, write(1)),
      inGroupCommit(db, async () => {
        throw new AppError('wallet.insufficient');
      }),
      inGroupCommit(db, write(3)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await written()).toEqual([1, 3]);
  });

  it('undoes a refusal after writing and a failure, each job run once, the others committed', async () => {
    const runs = [0, 0, 0, 0];
    const job = (i: number, v: number, fail?: Error) => async (trx: Db) => {
      runs[i] = (runs[i] ?? 0) + 1;
      await write(v)(trx);
      if (fail) throw fail;
    };
    // Queued in one turn of the event loop: one batch, one commit.
    const outcomes = await Promise.allSettled([
      inGroupCommit(db, job(0, 1)),
      inGroupCommit(db, job(1, 2, new AppError('game.round.open'))),
      inGroupCommit(db, job(2, 3, new Error('vendor down after the debit'))),
      inGroupCommit(db, job(3, 4)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({
      code: 'game.round.open',
    });
    expect(await written()).toEqual([1, 4]);
    expect(runs).toEqual([1, 1, 1, 1]);
  });

  it('keeps no half of a job that failed after writing; the others still commit', async () => {
    const outcomes = await Promise.allSettled([
      inGroupCommit(db, write(1)),
      inGroupCommit(db, async (trx) => {
        await write(2)(trx);
        throw new Error('disk trouble after the first row');
      }),
      inGroupCommit(db, write(3)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await written()).toEqual([1, 3]);
  });
});

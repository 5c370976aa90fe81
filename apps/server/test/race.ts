import type { LedgerTransactionType } from '@lotto/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/**
 * What the race tests share: many requests sent at once, the ledger transactions they made,
 * and the ledger's invariants after them (copies of one request must post once, and nothing
 * racing may leave a balance, a hold or a pending figure out of step).
 */

/** `n` requests started together, answered in the order sent. */
export const atOnce = (n: number, send: (i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));

/** Every answer succeeded with the same value; answers that value. */
export const sameAnswers = (answers: readonly LightMyRequestResponse[]) => {
  for (const res of answers) expect(res.statusCode, res.body).toBe(200);
  const first = answers[0]?.json().value;
  for (const res of answers) expect(res.json().value).toEqual(first);
  return first;
};

/** The ids of the ledger transactions of one type, oldest first. */
export const transactionsOfType = (t: TestApp, type: LedgerTransactionType) =>
  t.db
    .selectFrom('ledger_transactions')
    .select('id')
    .where('type', '=', type)
    .orderBy('id')
    .execute();

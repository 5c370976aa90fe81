import { API } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';
import { atOnce, sameAnswers, transactionsOfType } from '../../../test/race.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Member } from '../play/play.test-support.js';
import { downlineWithSession } from './rebates.test-support.js';

/** Transfers to the superior sent many at once: one per request id, and no false lock. */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const transfer = (m: Member, paymentPassword: string, requestId: string) =>
  t.app.inject({
    method: 'POST',
    url: API.rebates.upLineTransfer,
    headers: m.headers,
    payload: { amount: '1.25', paymentPassword, requestId },
  });

const transfers = () => transactionsOfType(t, 'transfer');

const pair = async () => {
  const agent = await downlineWithSession(t, null, 1);
  return downlineWithSession(t, agent.id);
};

describe('transfers to the superior at once', () => {
  it('moves one request id once and answers every copy with the first result', async () => {
    const m = await pair();
    const first = sameAnswers(await atOnce(10, () => transfer(m, '135790', 'race-transfer-1')));
    expect(await transfers()).toEqual([{ id: first.transactionId }]);
    const audit = await auditLedger(t.db);
    expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
  });

  it('takes 20 right payment passwords at once without locking the account', async () => {
    const m = await pair();
    const answers = await atOnce(20, (i) => transfer(m, '135790', `race-right-${100 + i}`));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(await transfers()).toHaveLength(20);
  });

  it('still locks after wrong ones sent at once, the right one included', async () => {
    const m = await pair();
    const answers = await atOnce(20, (i) => transfer(m, '000000', `race-wrong-${100 + i}`));
    const codes = answers.map((res) => res.json().errorCode);
    expect(codes.filter((c) => c === 'payment.password.wrong')).toHaveLength(4);
    expect(codes.filter((c) => c === 'payment.password.locked')).toHaveLength(16);
    const right = await transfer(m, '135790', 'race-right-0001');
    expect(right.json().errorCode).toBe('payment.password.locked');
    expect(await transfers()).toEqual([]);
  });
});

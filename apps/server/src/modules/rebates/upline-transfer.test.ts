import { API, upLineAnswer, upLineTransferAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, getOk } from '../../../test/http.js';
import { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Member } from '../play/play.test-support.js';
import { getBalances } from '../wallet/index.js';
import { downlineWithSession } from './rebates.test-support.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const transfer = (m: Member | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: API.rebates.upLineTransfer,
    headers: m?.headers ?? {},
    payload,
  });
const cash = async (memberId: number) =>
  (await getBalances({ db: t.db, now: Date.now, log: t.app.log }, memberId)).find(
    (b) => b.kind === 'cash',
  )?.balanceMinor;
const body = (amount: string, paymentPassword = '135790', requestId = 'req-00000001') => ({
  amount,
  paymentPassword,
  requestId,
});

describe('transfer to the superior', () => {
  it('moves cash to the upline in one transfer transaction; a retried request moves it once', async () => {
    const agent = await downlineWithSession(t, null, 1);
    const m = await downlineWithSession(t, agent.id);
    const shown = await getOk(t.app, upLineAnswer, API.rebates.upLine, m.headers);
    expect(shown.balance).toBe('1000.00');
    expect(shown.upline).toMatch(/^d\*\*\*/);
    const first = await transfer(m, body('250.50'));
    expect(first.statusCode, first.body).toBe(200);
    expect(upLineTransferAnswer.parse(first.json().value).balance).toBe('749.50');
    const again = await transfer(m, body('250.50'));
    expect(again.json().value).toEqual(first.json().value);
    expect([await cash(m.id), await cash(agent.id)]).toEqual([74_950, 125_050]);
    const rows = await t.db
      .selectFrom('ledger_transactions')
      .select('reference')
      .where('type', '=', 'transfer')
      .execute();
    expect(rows).toEqual([{ reference: `upline:${agent.id}` }]);
    const audit = await auditLedger(t.db);
    expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
  });

  it('refuses no upline, type 2, a wrong password, too little cash and bad amounts', async () => {
    const agent = await downlineWithSession(t, null, 1);
    const lone = await downlineWithSession(t, null);
    const type2 = await downlineWithSession(t, agent.id, 2);
    const m = await downlineWithSession(t, agent.id);
    const code = async (who: Member, payload: object) => {
      const res = await transfer(who, payload);
      return [res.statusCode, res.json().errorCode];
    };
    expect(await code(lone, body('1.00'))).toEqual([403, 'upline.not.exist']);
    expect(await code(type2, body('1.00'))).toEqual([403, 'upline.transfer.not.allowed']);
    expect(await code(m, body('1.00', '000000'))).toEqual([400, 'payment.password.wrong']);
    expect(await code(m, body('5000.00'))).toEqual([400, 'wallet.insufficient']);
    expect(await code(m, body('0.00'))).toEqual([400, 'transfer.amount.invalid']);
    for (const bad of [body('-1.00'), body('1.5'), { amount: '1.00' }, body('1.00', '', 'x')]) {
      expect(await code(m, bad)).toEqual([400, 'request_param_err']);
    }
    expect(await cash(m.id)).toBe(100_000);
    expect(await failureOf(t.app, { url: API.rebates.upLine, headers: lone.headers })).toEqual({
      status: 403,
      code: 'upline.not.exist',
    });
  });

  it('needs a session, refuses free-trial accounts, and answers function.not.available when off', async () => {
    const agent = await downlineWithSession(t, null, 1);
    const m = await downlineWithSession(t, agent.id);
    const trial = await downlineWithSession(t, agent.id, 4);
    expect((await transfer(null, body('1.00'))).statusCode).toBe(401);
    expect((await transfer(trial, body('1.00'))).json().errorCode).toBe('trial.not.allowed');
    await changeSite(t.app, { whitelabel: { AGETRANSFERUP3: false } });
    expect((await transfer(m, body('1.00'))).json().errorCode).toBe('function.not.available');
    expect(await cash(m.id)).toBe(100_000);
  });
});

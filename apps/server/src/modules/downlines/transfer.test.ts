import { API, teamTransferAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Member } from '../play/play.test-support.js';
import { cashOf, PAYMENT_PASSWORD, teamWithOutsiders } from './downlines.test-support.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const post = (url: string, m: Member | null, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m?.headers ?? { merchant: 'demo' }, payload });
const one = (m: Member | null, memberId: number, amount: string, extra: object = {}) =>
  post(API.agent.transferDownline, m, {
    memberId,
    amount,
    paymentPassword: PAYMENT_PASSWORD,
    requestId: 'req-one-0001',
    ...extra,
  });
const many = (m: Member | null, items: object[], extra: object = {}) =>
  post(API.agent.transferMultipleDownline, m, {
    items,
    paymentPassword: PAYMENT_PASSWORD,
    requestId: 'req-many-0001',
    ...extra,
  });
const codeOf = async (res: Promise<{ statusCode: number; json(): { errorCode?: string } }>) => {
  const r = await res;
  return [r.statusCode, r.json().errorCode];
};
const messagesTo = (memberId: number) =>
  t.db
    .selectFrom('inbox_messages')
    .select('kind')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'agent_transfer')
    .execute();

describe('transfer to a downline', () => {
  it('moves cash to a member at any depth, once per request id, with a message', async () => {
    const team = await teamWithOutsiders(t);
    const first = await one(team.agent, team.deep.id, '120.50');
    expect(first.statusCode, first.body).toBe(200);
    const answer = teamTransferAnswer.parse(first.json().value);
    expect(answer.balance).toBe('879.50');
    const again = await one(team.agent, team.deep.id, '120.50');
    expect(again.json().value).toEqual(first.json().value);
    expect([await cashOf(t, team.agent), await cashOf(t, team.deep)]).toEqual([87_950, 112_050]);
    expect(await messagesTo(team.deep.id)).toHaveLength(1);
    const audit = await auditLedger(t.db);
    expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
  });

  it('refuses outsiders, non-agents, bad input and a wrong payment password, moving nothing', async () => {
    const team = await teamWithOutsiders(t);
    const { agent } = team;
    for (const outsider of [team.top, team.sibling, team.siblingMember, team.otherMember]) {
      expect(await codeOf(one(agent, outsider.id, '1.00'))).toEqual([403, 'team.member.not.found']);
    }
    expect(await codeOf(one(agent, agent.id, '1.00'))).toEqual([403, 'team.member.not.found']);
    expect(await codeOf(one(agent, 999_999, '1.00'))).toEqual([403, 'team.member.not.found']);
    expect(await codeOf(one(null, team.direct.id, '1.00'))).toEqual([401, 'user.or.token.invalid']);
    expect(await codeOf(one(team.player, team.direct.id, '1.00'))).toEqual([403, 'agent.required']);
    expect(await codeOf(one(team.trial, team.direct.id, '1.00'))).toEqual([403, 'agent.required']);
    // Another agent's own member is not the caller's.
    expect(await codeOf(one(team.other, team.direct.id, '1.00'))).toEqual([
      403,
      'team.member.not.found',
    ]);
    const wrong = { paymentPassword: '000000' };
    expect(await codeOf(one(agent, team.direct.id, '1.00', wrong))).toEqual([
      400,
      'payment.password.wrong',
    ]);
    expect(await codeOf(one(agent, team.direct.id, '5000.00'))).toEqual([
      400,
      'wallet.insufficient',
    ]);
    expect(await codeOf(one(agent, team.direct.id, '0.00'))).toEqual([
      400,
      'transfer.amount.invalid',
    ]);
    for (const bad of ['-1.00', '1.5', 'abc']) {
      expect(await codeOf(one(agent, team.direct.id, bad))).toEqual([400, 'request_param_err']);
    }
    expect(await codeOf(one(agent, team.direct.id, '1.00', { requestId: 'x' }))).toEqual([
      400,
      'request_param_err',
    ]);
    expect(await cashOf(t, agent)).toBe(100_000);
    expect(await cashOf(t, team.direct)).toBe(100_000);
  });

  it('answers function.not.available with team management off', async () => {
    const team = await teamWithOutsiders(t);
    await changeSite(t.app, { whitelabel: { AGENTTEAM3: false } });
    expect(await codeOf(one(team.agent, team.direct.id, '1.00'))).toEqual([
      403,
      'function.not.available',
    ]);
  });
});

describe('transfer to several downlines', () => {
  it('pays each member its amount in one go and answers the ids in the order asked', async () => {
    const team = await teamWithOutsiders(t);
    const items = [
      { memberId: team.direct.id, amount: '100.00' },
      { memberId: team.deep.id, amount: '50.25' },
      { memberId: team.sub.id, amount: '10.00' },
    ];
    const res = await many(team.agent, items);
    expect(res.statusCode, res.body).toBe(200);
    const answer = teamTransferAnswer.parse(res.json().value);
    expect(answer.transactionIds).toHaveLength(3);
    expect(answer.balance).toBe('839.75');
    expect(await cashOf(t, team.direct)).toBe(110_000);
    expect(await cashOf(t, team.deep)).toBe(105_025);
    expect(await cashOf(t, team.sub)).toBe(101_000);
    const refs = await t.db
      .selectFrom('ledger_transactions')
      .select(['id', 'reference'])
      .where('type', '=', 'transfer')
      .orderBy('id')
      .execute();
    const byRef = new Map(refs.map((r) => [r.reference, Number(r.id)]));
    expect(answer.transactionIds).toEqual(items.map((i) => byRef.get(`downline:${i.memberId}`)));
  });

  it('pays no one when one payment is refused: too little cash, an outsider, a member twice', async () => {
    const team = await teamWithOutsiders(t);
    const ok = { memberId: team.direct.id, amount: '600.00' };
    expect(
      await codeOf(many(team.agent, [ok, { memberId: team.deep.id, amount: '600.00' }])),
    ).toEqual([400, 'wallet.insufficient']);
    expect(
      await codeOf(many(team.agent, [ok, { memberId: team.siblingMember.id, amount: '1.00' }])),
    ).toEqual([403, 'team.member.not.found']);
    expect(await codeOf(many(team.agent, [ok, ok]))).toEqual([400, 'team.transfer.duplicate']);
    expect(await codeOf(many(team.agent, []))).toEqual([400, 'request_param_err']);
    const tooMany = Array.from({ length: 21 }, (_, i) => ({ memberId: i + 1, amount: '1.00' }));
    expect(await codeOf(many(team.agent, tooMany))).toEqual([400, 'request_param_err']);
    expect(await codeOf(many(team.player, [ok]))).toEqual([403, 'agent.required']);
    expect(await codeOf(many(null, [ok]))).toEqual([401, 'user.or.token.invalid']);
    expect(await codeOf(many(team.agent, [ok], { paymentPassword: '111111' }))).toEqual([
      400,
      'payment.password.wrong',
    ]);
    expect([await cashOf(t, team.agent), await cashOf(t, team.direct)]).toEqual([100_000, 100_000]);
    expect(await messagesTo(team.direct.id)).toEqual([]);
  });
});

import {
  ADMIN_LIMITS,
  API,
  adjustment,
  adjustmentsPage,
  applicationsPage,
  auditPage,
  formatMinor,
  type HttpMethod,
  memberDetail,
  memberLedgerPage,
  memberSearchAnswer,
  promotionApplication,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../test/ledger-audit.js';
import { manualClock, memberWithSession } from '../../../test/members.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { demoScreenshotPng } from '../../seed/demo-png.js';
import { addPromotion, multipartOf, promotionUrl } from '../promotions/promotions.test-support.js';
import { asOperator, type Operator, signIn } from './backoffice.test-support.js';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const demo01Id = async () => {
  const row = await t.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', 'demo01')
    .executeTakeFirstOrThrow();
  return row.id;
};

const ok = <T>(res: { statusCode: number; body: string; json: () => { value: T } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

const cashOf = async (who: Operator, memberId: number) => {
  const detail = memberDetail.parse(
    ok(await asOperator(t.app, who, 'GET', `/admin/api/members/${memberId}`)),
  );
  return detail.balances.find((b) => b.kind === 'cash')?.balance;
};

const requestBody = (memberId: number, amount: string, key: string) => ({
  memberId,
  amount,
  reason: 'Goodwill credit after a game fault',
  requestKey: key,
});

describe('permissions', () => {
  it('refuses each guarded endpoint to a role without its permission (403)', async () => {
    const support = await signIn(t.app, clock, 'demo_support');
    const content = await signIn(t.app, clock, 'demo_content');
    const finance = await signIn(t.app, clock, 'demo_finance');
    const cases: [Operator, HttpMethod, string, unknown?][] = [
      [finance, 'GET', '/admin/api/audit'],
      [content, 'GET', '/admin/api/members?q=demo01'],
      [content, 'GET', '/admin/api/members/1'],
      [content, 'GET', '/admin/api/members/1/ledger'],
      [support, 'POST', '/admin/api/adjustments', requestBody(1, '1.00', 'key-forbidden-1')],
      [support, 'GET', '/admin/api/adjustments'],
      [support, 'POST', '/admin/api/adjustments/1/approve', {}],
      [support, 'POST', '/admin/api/adjustments/1/reject', {}],
      [finance, 'GET', '/admin/api/promotion-applications'],
      [finance, 'POST', '/admin/api/promotion-applications/1/approve', { reason: 'x' }],
      [finance, 'POST', '/admin/api/promotion-applications/1/reject', { reason: 'x' }],
      [finance, 'GET', '/admin/api/promotion-applications/1/images/1'],
    ];
    for (const [who, method, url, body] of cases) {
      const res = await asOperator(t.app, who, method, url, body);
      expect(res.statusCode, `${who.username} ${method} ${url}`).toBe(403);
      expect(res.json().errorCode).toBe('admin.forbidden');
    }
    // No session at all: 401 everywhere.
    for (const [, method, url, body] of cases) {
      const res = await t.app.inject({ method, url, ...(body ? { payload: body as object } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('member lookup', () => {
  it('finds demo01 by account, mobile and id, with profile, balances, sessions and ledger', async () => {
    const support = await signIn(t.app, clock, 'demo_support');
    const id = await demo01Id();
    for (const q of ['demo01', '912345678', '95912345678', String(id)]) {
      const found = memberSearchAnswer.parse(
        ok(await asOperator(t.app, support, 'GET', `/admin/api/members?q=${q}`)),
      );
      expect(
        found.list.map((m) => m.username),
        q,
      ).toContain('demo01');
    }
    const detail = memberDetail.parse(
      ok(await asOperator(t.app, support, 'GET', `/admin/api/members/${id}`)),
    );
    expect(detail.member).toMatchObject({ username: 'demo01', email: 'demo01@example.com' });
    expect(detail.balances.length).toBeGreaterThan(0);
    expect(detail.limits).toMatchObject({ realityCheckMinutes: 0, restriction: null });
    expect(detail.limits.limits.every((l) => l.amount === null)).toBe(true);
    const ledger = memberLedgerPage.parse(
      ok(await asOperator(t.app, support, 'GET', `/admin/api/members/${id}/ledger?pageSize=5`)),
    );
    expect(ledger.list[0]?.type).toBe('welcome_credit');
    const bad = await asOperator(t.app, support, 'GET', '/admin/api/members?q=');
    expect(bad.statusCode).toBe(400);
    const missing = await asOperator(t.app, support, 'GET', '/admin/api/members/99999');
    expect(missing.json().errorCode).toBe('admin.member.not.found');
  });

  it('shows the member’s responsible-play limits and break as they set them', async () => {
    const m = await memberWithSession(t.db);
    const set = await t.app.inject({
      method: 'PUT',
      url: API.limits.setLimit,
      headers: m.headers,
      payload: { kind: 'loss', period: 'week', amount: '300.00' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const support = await signIn(t.app, clock, 'demo_support');
    const detail = memberDetail.parse(
      ok(await asOperator(t.app, support, 'GET', `/admin/api/members/${m.id}`)),
    );
    expect(
      detail.limits.limits.find((l) => l.kind === 'loss' && l.period === 'week'),
    ).toMatchObject({ amount: '300.00', used: '0.00', pending: null });
  });

  it('never shows another site’s member', async () => {
    await addSite(t.app, 'other');
    const stranger = await memberWithSession(t.db, 'other');
    const support = await signIn(t.app, clock, 'demo_support');
    const res = await asOperator(t.app, support, 'GET', `/admin/api/members/${stranger.id}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('manual adjustments', () => {
  it('posts one at or below the threshold at once, once per request key, audited', async () => {
    const finance = await signIn(t.app, clock, 'demo_finance');
    const id = await demo01Id();
    const before = await cashOf(finance, id);
    const body = requestBody(id, '12.50', 'adjust-small-0001');
    const first = adjustment.parse(
      ok(await asOperator(t.app, finance, 'POST', '/admin/api/adjustments', body)),
    );
    expect(first).toMatchObject({ status: 'posted', amount: '12.50', decidedBy: 'demo_finance' });
    expect(first.transactionId).not.toBeNull();
    const again = adjustment.parse(
      ok(await asOperator(t.app, finance, 'POST', '/admin/api/adjustments', body)),
    );
    expect(again).toEqual(first);
    const reused = await asOperator(t.app, finance, 'POST', '/admin/api/adjustments', {
      ...body,
      amount: '13.00',
    });
    expect(reused.json().errorCode).toBe('admin.request.key.reused');
    expect(await cashOf(finance, id)).toBe(formatMinor(Math.round(Number(before) * 100) + 1250));

    const ledger = memberLedgerPage.parse(
      ok(await asOperator(t.app, finance, 'GET', `/admin/api/members/${id}/ledger`)),
    );
    expect(ledger.list[0]).toMatchObject({ type: 'adjustment', amount: '12.50' });

    const owner = await signIn(t.app, clock, 'demo_owner');
    const audit = auditPage.parse(
      ok(await asOperator(t.app, owner, 'GET', '/admin/api/audit?action=adjustment.post')),
    );
    expect(audit.list).toHaveLength(1);
    expect(audit.list[0]).toMatchObject({
      operator: 'demo_finance',
      targetType: 'member',
      targetId: String(id),
      before: null,
      after: { amount: '12.50', status: 'posted', transactionId: first.transactionId },
      ip: '10.9.0.2',
      userAgent: 'vitest-admin',
    });
    expect(await auditLedger(t.db)).toMatchObject({
      driftedAccounts: [],
      negativeMemberAccounts: [],
      unbalancedTransactions: [],
      sumOfBalances: 0,
    });
  });

  it('refuses bad input and a debit below the balance, changing nothing', async () => {
    const finance = await signIn(t.app, clock, 'demo_finance');
    const id = await demo01Id();
    const before = await cashOf(finance, id);
    for (const bad of [
      requestBody(id, '0.00', 'adjust-bad-00001'),
      requestBody(id, '1.234', 'adjust-bad-00002'),
      { ...requestBody(id, '1.00', 'adjust-bad-00003'), reason: '' },
      requestBody(id, '1.00', 'no'),
    ]) {
      const res = await asOperator(t.app, finance, 'POST', '/admin/api/adjustments', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // A new member holds the welcome credit (K 1,000.00): take 999.00, then 5.00 is too much.
    const poor = await memberWithSession(t.db);
    const take = requestBody(poor.id, '-999.00', 'adjust-overdraw-0');
    ok(await asOperator(t.app, finance, 'POST', '/admin/api/adjustments', take));
    const poorBefore = await cashOf(finance, poor.id);
    expect(poorBefore).toBe('1.00');
    const overdraw = await asOperator(
      t.app,
      finance,
      'POST',
      '/admin/api/adjustments',
      requestBody(poor.id, '-5.00', 'adjust-overdraw-1'),
    );
    expect(overdraw.json().errorCode, overdraw.body).toBe('wallet.insufficient');
    expect(await cashOf(finance, poor.id)).toBe(poorBefore);
    expect(await cashOf(finance, id)).toBe(before);
    const rows = await t.db.selectFrom('member_adjustments').select('request_key').execute();
    expect(rows.map((r) => r.request_key)).toEqual(['adjust-overdraw-0']);
  });

  it('holds one above the threshold for a different operator, who posts it once', async () => {
    const finance = await signIn(t.app, clock, 'demo_finance');
    const finance2 = await signIn(t.app, clock, 'demo_finance2');
    const owner = await signIn(t.app, clock, 'demo_owner');
    const id = await demo01Id();
    const before = await cashOf(finance, id);
    const above = formatMinor(ADMIN_LIMITS.adjustmentApprovalAboveMinor + 1);
    const pending = adjustment.parse(
      ok(
        await asOperator(
          t.app,
          finance,
          'POST',
          '/admin/api/adjustments',
          requestBody(id, above, 'adjust-big-00001'),
        ),
      ),
    );
    expect(pending).toMatchObject({ status: 'pending', transactionId: null });
    expect(await cashOf(finance, id)).toBe(before);

    const self = await asOperator(
      t.app,
      finance,
      'POST',
      `/admin/api/adjustments/${pending.id}/approve`,
      {},
    );
    expect(self.statusCode).toBe(403);
    expect(self.json().errorCode).toBe('admin.approval.self');

    const list = adjustmentsPage.parse(
      ok(await asOperator(t.app, finance2, 'GET', '/admin/api/adjustments?status=pending')),
    );
    expect(list.list.map((a) => a.id)).toEqual([pending.id]);

    // Two approvers at once: one posts it, the other finds it decided.
    const answers = await Promise.all([
      asOperator(t.app, finance2, 'POST', `/admin/api/adjustments/${pending.id}/approve`, {}),
      asOperator(t.app, owner, 'POST', `/admin/api/adjustments/${pending.id}/approve`, {}),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const posted = adjustment.parse(answers.find((r) => r.statusCode === 200)?.json().value);
    expect(posted.status).toBe('posted');
    expect(posted.transactionId).not.toBeNull();
    const cents = Math.round(Number(before) * 100) + ADMIN_LIMITS.adjustmentApprovalAboveMinor + 1;
    expect(await cashOf(finance, id)).toBe(formatMinor(cents));
    const adjustments = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('type', '=', 'adjustment')
      .execute();
    expect(adjustments).toHaveLength(1);

    const audit = auditPage.parse(
      ok(await asOperator(t.app, owner, 'GET', '/admin/api/audit?action=adjustment.approve')),
    );
    expect(audit.list).toHaveLength(1);
    expect(audit.list[0]?.before).toMatchObject({ status: 'pending', transactionId: null });
    expect(audit.list[0]?.after).toMatchObject({
      status: 'posted',
      transactionId: posted.transactionId,
    });

    // A rejected one never moves money.
    const second = adjustment.parse(
      ok(
        await asOperator(
          t.app,
          finance,
          'POST',
          '/admin/api/adjustments',
          requestBody(id, above, 'adjust-big-00002'),
        ),
      ),
    );
    const rejected = adjustment.parse(
      ok(
        await asOperator(t.app, finance2, 'POST', `/admin/api/adjustments/${second.id}/reject`, {
          reason: 'No proof',
        }),
      ),
    );
    expect(rejected).toMatchObject({ status: 'rejected', decidedBy: 'demo_finance2' });
    const late = await asOperator(
      t.app,
      owner,
      'POST',
      `/admin/api/adjustments/${second.id}/approve`,
      {},
    );
    expect(late.json().errorCode).toBe('admin.adjustment.decided');
    expect(await cashOf(finance, id)).toBe(formatMinor(cents));
    expect(await auditLedger(t.db)).toMatchObject({
      driftedAccounts: [],
      negativeMemberAccounts: [],
      unbalancedTransactions: [],
      sumOfBalances: 0,
    });
  });
});

describe('promotion applications review', () => {
  it('lists pending applications with their images; approve and reject are audited', async () => {
    const promotionId = await addPromotion(t, clock.now(), {
      kind: 'manual',
      frequency: 'once',
      reward_minor: 2000,
    });
    const applicants = [await memberWithSession(t.db), await memberWithSession(t.db)];
    for (const m of applicants) {
      const body = multipartOf({ comment: 'Won big, see screenshot' }, [
        { name: 'a.png', type: 'image/png', bytes: demoScreenshotPng() },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: promotionUrl(API.promotions.apply, promotionId),
        headers: { ...m.headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const content = await signIn(t.app, clock, 'demo_content');
    const page = applicationsPage.parse(
      ok(await asOperator(t.app, content, 'GET', '/admin/api/promotion-applications')),
    );
    expect(page.list).toHaveLength(2);
    const [first, second] = page.list;
    if (!first || !second) throw new Error('two applications');
    expect(first).toMatchObject({ promotionTitle: 'Test promotion', reward: '20.00', images: [1] });
    const image = await asOperator(
      t.app,
      content,
      'GET',
      `/admin/api/promotion-applications/${first.id}/images/1`,
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const approved = promotionApplication.parse(
      ok(
        await asOperator(
          t.app,
          content,
          'POST',
          `/admin/api/promotion-applications/${first.id}/approve`,
          {
            reason: 'Screenshot checked',
          },
        ),
      ),
    );
    expect(approved.status).toBe('issued');
    const again = await asOperator(
      t.app,
      content,
      'POST',
      `/admin/api/promotion-applications/${first.id}/reject`,
      {
        reason: 'late',
      },
    );
    expect(again.json().errorCode).toBe('admin.application.decided');
    const rejected = promotionApplication.parse(
      ok(
        await asOperator(
          t.app,
          content,
          'POST',
          `/admin/api/promotion-applications/${second.id}/reject`,
          {
            reason: 'Not eligible',
          },
        ),
      ),
    );
    expect(rejected.status).toBe('rejected');
    const noReason = await asOperator(
      t.app,
      content,
      'POST',
      `/admin/api/promotion-applications/${second.id}/reject`,
      {},
    );
    expect(noReason.statusCode).toBe(400);

    const left = applicationsPage.parse(
      ok(await asOperator(t.app, content, 'GET', '/admin/api/promotion-applications')),
    );
    expect(left.list).toHaveLength(0);
    // The member's reward centre now offers the approved reward.
    const detail = await t.app.inject({
      method: 'GET',
      url: promotionUrl(API.promotions.detail, promotionId),
      headers: applicants[0]?.headers ?? {},
    });
    expect(detail.json().value.status).toBe('issued');

    const owner = await signIn(t.app, clock, 'demo_owner');
    const audit = auditPage.parse(
      ok(
        await asOperator(t.app, owner, 'GET', '/admin/api/audit?targetType=promotion_application'),
      ),
    );
    expect(audit.list.map((e) => e.action)).toEqual([
      'promotion.application.reject',
      'promotion.application.approve',
    ]);
    expect(audit.list[1]).toMatchObject({
      before: { status: 'process' },
      after: { status: 'issued', reason: 'Screenshot checked' },
    });
  });
});

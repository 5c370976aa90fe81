import { ADMIN_CSRF_HEADER } from '@lotto/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, signIn } from '../backoffice/backoffice.test-support.js';
import {
  ALERTS_URL,
  alertUrl,
  listAs,
  registerOn,
  reopenUrl,
  reviewUrl,
  scan,
} from './risk.test-support.js';

/** The back office's risk alerts: who may read and change them, review with a note, reopen. */

let t: TestApp;
const clock = manualClock(Date.now());
beforeEach(async () => {
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const failure = (res: LightMyRequestResponse) => [res.statusCode, res.json().errorCode];

/** Two pairs of members on shared devices, and one pair on a shared address: three alerts. */
const raiseAlerts = async () => {
  const a = await registerOn(t, 'shared-tablet-1', '198.51.100.1');
  const b = await registerOn(t, 'shared-tablet-1', '198.51.100.2');
  await scan(t, clock);
  await registerOn(t, 'shared-tablet-2', '203.0.113.5');
  await registerOn(t, 'shared-tablet-2', '203.0.113.5');
  await scan(t, clock);
  return { a, b };
};

const alertRows = () => t.db.selectFrom('risk_alerts').selectAll().orderBy('id').execute();
const auditRows = () =>
  t.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'risk_alert').execute();

describe('the risk alert list and detail', () => {
  it('lists newest first by kind and status, pages, and opens an alert with its members', async () => {
    const { a, b } = await raiseAlerts();
    const risk = await signIn(t.app, clock, 'demo_risk');
    const all = await listAs(t, risk);
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json().value.list as { id: number; kind: string }[];
    expect(list.map((x) => x.kind)).toEqual(['shared_address', 'shared_device', 'shared_device']);
    expect(list.map((x) => x.id)).toEqual([...list.map((x) => x.id)].sort((x, y) => y - x));
    const devices = (await listAs(t, risk, '?kind=shared_device&pageSize=1&pageNo=2')).json();
    expect(devices.value).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 2 });
    expect(devices.value.list[0]).toMatchObject({
      kind: 'shared_device',
      subject: 'shared-tablet-1',
    });
    const reviewed = await listAs(t, risk, '?status=reviewed');
    expect(reviewed.json().value).toMatchObject({ list: [], totalCount: 0 });

    const id = devices.value.list[0].id as number;
    const detail = await asOperator(t.app, risk, 'GET', alertUrl(id));
    expect(detail.statusCode, detail.body).toBe(200);
    const sorted = [a, b].sort((x, y) => x.id - y.id);
    expect(detail.json().value).toMatchObject({
      id,
      kind: 'shared_device',
      status: 'open',
      subject: 'shared-tablet-1',
      members: sorted.map((m) => ({
        id: m.id,
        username: m.username,
        detailPath: `/admin/api/members/${m.id}`,
      })),
      figures: [
        { name: 'members', value: '2' },
        { name: 'signIns', value: '2' },
      ],
      note: null,
      reviewedBy: null,
    });
    // The member link opens the member's page for the same operator.
    const member = await asOperator(t.app, risk, 'GET', `/admin/api/members/${sorted[0]?.id}`);
    expect(member.statusCode, member.body).toBe(200);
  });

  it('refuses no session, a player token, a role without risk.review, bad input and unknown ids', async () => {
    await raiseAlerts();
    const none = await t.app.inject({ method: 'GET', url: ALERTS_URL });
    expect(failure(none)).toEqual([401, 'admin.session.required']);
    const player = await memberWithSession(t.db);
    const asPlayer = await t.app.inject({
      method: 'GET',
      url: ALERTS_URL,
      headers: player.headers,
    });
    expect(failure(asPlayer)).toEqual([401, 'admin.session.required']);
    const finance = await signIn(t.app, clock, 'demo_finance');
    expect(failure(await listAs(t, finance))).toEqual([403, 'admin.forbidden']);
    expect(failure(await asOperator(t.app, finance, 'GET', alertUrl(1)))).toEqual([
      403,
      'admin.forbidden',
    ]);
    const risk = await signIn(t.app, clock, 'demo_risk');
    expect((await listAs(t, risk, '?kind=stolen_cards')).statusCode).toBe(400);
    expect((await listAs(t, risk, '?status=closed')).statusCode).toBe(400);
    expect((await asOperator(t.app, risk, 'GET', alertUrl(0))).statusCode).toBe(400);
    expect(failure(await asOperator(t.app, risk, 'GET', alertUrl(999)))).toEqual([
      404,
      'admin.risk.alert.not.found',
    ]);
  });
});

describe('reviewing an alert', () => {
  it('marks it reviewed with a note, audited; refuses a second review; reopens it', async () => {
    await raiseAlerts();
    const [first] = await alertRows();
    const id = first?.id ?? 0;
    const risk = await signIn(t.app, clock, 'demo_risk');
    const reviewed = await asOperator(t.app, risk, 'POST', reviewUrl(id), {
      note: '  Brothers sharing a tablet; confirmed by phone.  ',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().value).toMatchObject({
      status: 'reviewed',
      note: 'Brothers sharing a tablet; confirmed by phone.',
      reviewedBy: 'demo_risk',
      reviewedAt: clock.now(),
    });
    expect((await listAs(t, risk, '?status=open')).json().value.totalCount).toBe(2);
    const again = await asOperator(t.app, risk, 'POST', reviewUrl(id), { note: 'Twice' });
    expect(failure(again)).toEqual([409, 'admin.risk.alert.reviewed']);
    const reopened = await asOperator(t.app, risk, 'POST', reopenUrl(id));
    expect(reopened.json().value).toMatchObject({ status: 'open', reviewedBy: 'demo_risk' });
    expect(failure(await asOperator(t.app, risk, 'POST', reopenUrl(id)))).toEqual([
      409,
      'admin.risk.alert.open',
    ]);
    const audit = await auditRows();
    expect(audit.map((r) => [r.action, r.target_id, r.operator_username])).toEqual([
      ['risk.alert.review', String(id), 'demo_risk'],
      ['risk.alert.reopen', String(id), 'demo_risk'],
    ]);
    expect(JSON.parse(audit[0]?.after_json ?? 'null')).toEqual({
      status: 'reviewed',
      note: 'Brothers sharing a tablet; confirmed by phone.',
    });
  });

  it('changes nothing without a note, without or with a wrong CSRF token, or for another role', async () => {
    await raiseAlerts();
    const [first] = await alertRows();
    const id = first?.id ?? 0;
    const before = await alertRows();
    const risk = await signIn(t.app, clock, 'demo_risk');
    for (const body of [{}, { note: '' }, { note: '   ' }, { note: 'x'.repeat(501) }]) {
      const res = await asOperator(t.app, risk, 'POST', reviewUrl(id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const body = { note: 'Looks fine' };
    const noCsrf = await asOperator(t.app, risk, 'POST', reviewUrl(id), body, { csrf: false });
    expect(failure(noCsrf)).toEqual([403, 'admin.csrf.invalid']);
    const wrong = await t.app.inject({
      method: 'POST',
      url: reviewUrl(id),
      payload: body,
      headers: { cookie: risk.cookie, [ADMIN_CSRF_HEADER]: 'not-the-token' },
    });
    expect(failure(wrong)).toEqual([403, 'admin.csrf.invalid']);
    const none = await t.app.inject({ method: 'POST', url: reviewUrl(id), payload: body });
    expect(failure(none)).toEqual([401, 'admin.session.required']);
    const player = await memberWithSession(t.db);
    const asPlayer = await t.app.inject({
      method: 'POST',
      url: reviewUrl(id),
      payload: body,
      headers: player.headers,
    });
    expect(failure(asPlayer)).toEqual([401, 'admin.session.required']);
    const finance = await signIn(t.app, clock, 'demo_finance');
    expect(failure(await asOperator(t.app, finance, 'POST', reviewUrl(id), body))).toEqual([
      403,
      'admin.forbidden',
    ]);
    expect(failure(await asOperator(t.app, finance, 'POST', reopenUrl(id)))).toEqual([
      403,
      'admin.forbidden',
    ]);
    const noCsrfReopen = await asOperator(t.app, risk, 'POST', reopenUrl(id), undefined, {
      csrf: false,
    });
    expect(failure(noCsrfReopen)).toEqual([403, 'admin.csrf.invalid']);
    expect(failure(await asOperator(t.app, risk, 'POST', reviewUrl(999), body))).toEqual([
      404,
      'admin.risk.alert.not.found',
    ]);
    expect(await alertRows()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });
});

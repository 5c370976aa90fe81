import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLogin } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_LOCKED } from './demo-locked-member.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedHistory: true });
});
afterAll(() => t.close());

describe('the back office’s demo work on members', () => {
  it('has locked01 locked by demo_risk with its reason, and sign-in refused', async () => {
    const row = await t.db
      .selectFrom('members')
      .select(['id', 'status', 'lock_reason'])
      .where('username', '=', DEMO_LOCKED.username)
      .executeTakeFirstOrThrow();
    expect([row.status, row.lock_reason]).toEqual(['disabled', DEMO_LOCKED.reason]);
    const res = await postLogin(t.app, DEMO_LOCKED.username, DEMO_LOCKED.password);
    expect(res.json().success).toBe(false);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['operator_username', 'action', 'target_id'])
      .where('action', 'in', ['member.lock', 'feedback.reply'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.operator_username, a.action])).toEqual([
      ['demo_support', 'feedback.reply'],
      ['demo_risk', 'member.lock'],
    ]);
  });
});

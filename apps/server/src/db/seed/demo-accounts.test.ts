import { afterEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { DEMO_MERCHANT } from './demo-site.js';

const opened: TestApp[] = [];
const fresh = async () => {
  const t = await createTestApp();
  opened.push(t);
  return t;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

const members = (db: TestApp['db']) =>
  db
    .selectFrom('members')
    .select([
      'username',
      'password_hash',
      'type',
      'upline_id',
      'affiliate_code',
      'referred_by_code',
      'dialing_code',
      'mobile',
      'email',
      'created_at',
    ])
    .orderBy('username')
    .execute();

describe('seedDemoAccounts', () => {
  it('creates the documented demo logins', async () => {
    const { app } = await fresh();
    expect(await loginAs(app, 'demo01', 'Demo1234')).toMatchObject({ customerType: 0 });
    expect(await loginAs(app, 'agent01', 'Agent1234')).toMatchObject({ customerType: 1 });
    expect(await loginAs(app, 'demo02', 'Demo1234')).toMatchObject({ customerType: 0 });
  });

  it('puts demo02 under agent01 and gives demo01 its mobile and e-mail', async () => {
    const { db } = await fresh();
    const rows = await db.selectFrom('members').selectAll().execute();
    const by = (name: string) => rows.find((r) => r.username === name);
    expect(by('agent01')?.affiliate_code).toBe('AGENT01');
    expect(by('demo02')).toMatchObject({
      upline_id: by('agent01')?.id,
      referred_by_code: 'AGENT01',
    });
    expect(by('demo01')).toMatchObject({
      dialing_code: '95',
      mobile: '912345678',
      email: 'demo01@example.com',
      upline_id: null,
    });
  });

  it('changes nothing when it runs again, and writes the same rows on every database', async () => {
    const [a, b] = await Promise.all([fresh(), fresh()]);
    const before = await members(a.db);
    await seedDemoAccounts(a.db, DEMO_MERCHANT.code);
    expect(await members(a.db)).toEqual(before);
    const withoutUplines = (rows: typeof before) => rows.map(({ upline_id: _u, ...r }) => r);
    expect(withoutUplines(await members(b.db))).toEqual(withoutUplines(before));
    expect(before).toHaveLength(3);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { hashPassword, upgradePasswordHash } from '../member/index.js';
import { verifyPaymentPassword } from './index.js';

/**
 * A payment password hashed at a lower cost than the configured one (the demo seed's, or one
 * from before the cost was raised) is hashed again at a right check, the one moment its plain
 * text is at hand.
 */

const PAYMENT = '135790';
let t: TestApp;
beforeEach(async () => {
  // Two steps above the floor, the cost the demo seed hashes its published passwords at.
  t = await createTestApp({ config: { passwordHashLog2: 12 } });
});
afterEach(() => t.close());

const demo02 = () =>
  t.db
    .selectFrom('members')
    .select(['id', 'payment_password_hash'])
    .where('username', '=', 'demo02')
    .executeTakeFirstOrThrow();
const costOf = (stored: string | null) => Math.log2(Number(stored?.split('$')[1]));
const withCheapPaymentPassword = async () => {
  const cheap = await hashPassword(PAYMENT, 10);
  await t.db
    .updateTable('members')
    .set({ payment_password_hash: cheap })
    .where('username', '=', 'demo02')
    .execute();
  return { id: (await demo02()).id, cheap };
};

describe('a cheaper payment password hash', () => {
  it('is made again at the configured cost after a right check, never after a wrong one', async () => {
    const { id, cheap } = await withCheapPaymentPassword();
    const ctx = await siteCtxOf(t.db, 'demo');
    await expect(verifyPaymentPassword(ctx, id, '000000')).rejects.toMatchObject({
      code: 'payment.password.wrong',
    });
    expect((await demo02()).payment_password_hash).toBe(cheap);
    await expect(verifyPaymentPassword(ctx, id, PAYMENT)).resolves.toBeUndefined();
    const upgraded = (await demo02()).payment_password_hash;
    expect(costOf(upgraded)).toBe(12);
    await expect(verifyPaymentPassword(ctx, id, PAYMENT)).resolves.toBeUndefined();
    expect((await demo02()).payment_password_hash).toBe(upgraded);
  });

  it('keeps a hash that changed since it was read (a reset racing the check)', async () => {
    const { id, cheap } = await withCheapPaymentPassword();
    const newer = await hashPassword('246800', 12);
    await t.db
      .updateTable('members')
      .set({ payment_password_hash: newer })
      .where('id', '=', id)
      .execute();
    const ctx = await siteCtxOf(t.db, 'demo');
    await upgradePasswordHash(ctx, id, 'payment_password_hash', cheap, PAYMENT);
    expect((await demo02()).payment_password_hash).toBe(newer);
  });
});

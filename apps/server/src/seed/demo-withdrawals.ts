import type { MemberCtx, SiteCtx } from '../context.js';
import { findOperator } from '../modules/backoffice/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { endMemberSessions } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import { setWelcomeMultiplier } from '../modules/turnover/index.js';
import {
  addWithdrawalAccount,
  approveWithdrawal,
  type NewBank,
  requestWithdrawal,
  saveWithdrawalBank,
  saveWithdrawalSettings,
  withdrawalAccountsOf,
  withdrawalBanksOf,
} from '../modules/withdrawals/index.js';
import { signIn } from './demo-history.js';
import { DEMO_FINANCE } from './demo-operators.js';
import { DEMO01_PROFILE } from './demo-profile.js';
import { DEMO01_PAYMENT_PASSWORD } from './demo-security.js';
import type { SeedCtx } from './seed-steps.js';

const K = 100;
const HOUR = 3_600_000;

/** The demo site's banks and e-wallets (Myanmar's): account numbers of so many digits. */
export const DEMO_BANKS: readonly Omit<NewBank, 'merchant_id'>[] = [
  { code: 'KBZ', name: 'KBZ Bank', kind: 'bank', min_digits: 17, max_digits: 17, sort: 1 },
  { code: 'CB', name: 'CB Bank', kind: 'bank', min_digits: 16, max_digits: 16, sort: 2 },
  { code: 'AYA', name: 'AYA Bank', kind: 'bank', min_digits: 10, max_digits: 20, sort: 3 },
  { code: 'YOMA', name: 'Yoma Bank', kind: 'bank', min_digits: 12, max_digits: 14, sort: 4 },
  { code: 'KBZPAY', name: 'KBZPay', kind: 'ewallet', min_digits: 9, max_digits: 11, sort: 5 },
  { code: 'WAVE', name: 'Wave Money', kind: 'ewallet', min_digits: 9, max_digits: 11, sort: 6 },
];

/** K 100 to K 50,000 a withdrawal; two operators approve from K 5,000 on. */
export const DEMO_WITHDRAWAL_SETTINGS = {
  min_minor: 100 * K,
  max_minor: 50_000 * K,
  second_approval_minor: 5_000 * K,
};

/** Members who sign up from now on must play their welcome credit through once. */
export const DEMO_WELCOME_TURNOVER_MULTIPLIER = 1;

/** The site's withdrawal data: banks, limits and the welcome credit's turnover (operator data). */
export const seedDemoWithdrawalSetup = async (ctx: SeedCtx, merchantCode: string) => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  for (const bank of DEMO_BANKS) await saveWithdrawalBank(ctx, { ...bank, merchant_id: site.id });
  await saveWithdrawalSettings(ctx, site.id, DEMO_WITHDRAWAL_SETTINGS);
  await setWelcomeMultiplier(ctx, site.id, DEMO_WELCOME_TURNOVER_MULTIPLIER);
};

/** demo01's KBZ card, and its two withdrawals: one paid out, one waiting (held). */
export const DEMO01_CARD = { bank: 'KBZ', accountNumber: '09912345678901234' } as const;
export const DEMO01_WITHDRAWALS = { paid: '200.00', pending: '150.00' } as const;

const at = (member: MemberCtx, ms: number): MemberCtx => ({ ...member, now: () => ms });

/**
 * demo01 adds a card and withdraws through the withdrawal services, as /m/withdraw does: a
 * withdrawal three hours before the seed ran, approved by demo_finance and paid, and one an hour before, still pending, so its amount
 * is held. They are dated before the seed's own bonus claims, whose turnover demo01 has not
 * played yet (a requirement binds only withdrawals made after it). A demo01 with withdrawals
 * or cards already is left alone.
 */
export const seedDemoWithdrawals = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  if (!demo01) return;
  if ((await withdrawalAccountsOf(ctx, demo01.id)).length > 0) return;
  const finance = await findOperator(ctx, DEMO_FINANCE);
  if (!finance) return;
  const member = await signIn(siteCtx, demo01.id);
  const banks = await withdrawalBanksOf(ctx, site.id);
  const bank = banks.find((b) => b.code === DEMO01_CARD.bank) ?? { id: 0 };
  const now = ctx.now();
  const card = await addWithdrawalAccount(at(member, now - 4 * HOUR), {
    bankId: bank.id,
    accountNumber: DEMO01_CARD.accountNumber,
    payeeName: demo01.payee_name ?? DEMO01_PROFILE.payeeName,
  });
  const request = (amount: string, when: number) =>
    requestWithdrawal(at(member, when), {
      accountId: card.id,
      amount,
      paymentPassword: DEMO01_PAYMENT_PASSWORD,
      requestId: `demo-withdrawal-${when}`,
    });
  const paid = await request(DEMO01_WITHDRAWALS.paid, now - 3 * HOUR);
  await approveWithdrawal(
    { ...siteCtx, now: () => now - 2 * HOUR },
    { id: paid.id, operatorId: finance.id },
  );
  await request(DEMO01_WITHDRAWALS.pending, now - HOUR);
  await endMemberSessions(siteCtx, demo01.id); // the seed's device signs out again
};

import { randomBytes } from 'node:crypto';
import { ROLE_PERMISSIONS } from '@lotto/contract';
import type { MemberCtx, RequestCtx, SiteCtx } from '../context.js';
import { findOperator, type OperatorCtx } from '../modules/backoffice/index.js';
import { CAPTCHA, createCaptcha } from '../modules/captcha/index.js';
import { setUpDepositChannels } from '../modules/deposits/index.js';
import { findGameIdByCode } from '../modules/games/index.js';
import { findMemberByUsername, setPaymentPasswordHash } from '../modules/member/index.js';
import { launchGame, playRound, settlePlayRound } from '../modules/play/index.js';
import { claimPromotion, findPromotionIdByTitle } from '../modules/promotions/index.js';
import { register } from '../modules/registration/index.js';
import { reviewRiskAlert, riskAlertPage, runRiskScan } from '../modules/risk/index.js';
import { endMemberSessions, login } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import {
  addWithdrawalAccount,
  requestWithdrawal,
  withdrawalBanksOf,
} from '../modules/withdrawals/index.js';
import { paidAtGateway } from './demo-deposits.js';
import { signIn } from './demo-history.js';
import { DEMO_PROMOTIONS } from './demo-promotions-data.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * The risk list's demo, through the services players and operators use: two linked accounts
 * (registered on one tablet, one signing in from the other's home address, both claiming the
 * daily check-in bonus) and a member who withdraws most of a deposit after a few spins.
 * The risk scan raises their alerts; demo_risk reviews the shared address with a note, so the
 * list shows open alerts and a reviewed one. Addresses are 192.0.2.0/24, which the demo's
 * address table places in Myanmar.
 */

const HOUR = 3_600_000;
const PASSWORD = 'Demo1234';
const TABLET = 'demo-twin-tablet-01';
export const DEMO_TWINS = [
  { username: 'twin01', ip: '192.0.2.71' },
  { username: 'twin02', ip: '192.0.2.72' },
] as const;
export const DEMO_QUICK_CASH = {
  username: 'quickcash01',
  device: 'demo-quickcash-phone-01',
  ip: '192.0.2.80',
  deposit: '6000.00',
  spins: 20,
  stake: '50.00',
  withdrawal: '5500.00',
  paymentPassword: '246810',
  card: { bank: 'KBZ', accountNumber: '09988776655443322', payee: 'Kyaw Kyaw' },
} as const;
export const DEMO_RISK_NOTE =
  'Twins in one household share the tablet and home Wi-Fi; confirmed by phone.';

const visitorAt = (site: SiteCtx, ms: number, ip: string): RequestCtx => ({
  ...site,
  now: () => ms,
  language: 'EN',
  ip,
  member: null,
  cookies: {},
});
const fresh = (ms: number) => ({ timestamp: ms, nonce: randomBytes(12).toString('hex') });

const registerAt = async (
  site: SiteCtx,
  ms: number,
  who: { username: string; ip: string },
  device: string,
) => {
  const visitor = visitorAt(site, ms, who.ip);
  const captcha = await createCaptcha(visitor);
  const { session } = await register(
    { ...visitor, cookies: { [CAPTCHA.cookie]: captcha.id } },
    {
      ...fresh(ms),
      loginDeviceId: device,
      type: 0,
      registerUrl: 'localhost',
      registerMethod: 'H5',
      normalRegistration: true,
      ageConfirmed: true,
      username: who.username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      captcha: captcha.code,
    },
  );
  return session.id;
};

const at = (member: MemberCtx, ms: number): MemberCtx => ({ ...member, now: () => ms });

/** The twins: one tablet, then twin01 at twin02's address, each claiming the check-in bonus. */
const seedTwins = async (site: SiteCtx, now: number) => {
  const [first, second] = DEMO_TWINS;
  const a = await registerAt(site, now - 6 * HOUR, first, TABLET);
  const b = await registerAt(site, now - 6 * HOUR + 10 * 60_000, second, TABLET);
  await login(visitorAt(site, now - 5 * HOUR, second.ip), {
    ...fresh(now - 5 * HOUR),
    type: 'username',
    username: first.username,
    password: PASSWORD,
    loginDeviceId: TABLET,
  });
  const title = DEMO_PROMOTIONS[0]?.EN.title ?? '';
  const bonus = await findPromotionIdByTitle(site, site.site.id, title);
  if (bonus === undefined) throw new Error('demo risk: the check-in bonus comes first');
  await claimPromotion(at(await signIn(site, a), now - 4 * HOUR), bonus);
  await claimPromotion(at(await signIn(site, b), now - 4 * HOUR + 15 * 60_000), bonus);
  for (const id of [a, b]) await endMemberSessions(site, id);
};

/**
 * quickcash01 deposits, spins a little of it (its welcome credit's turnover) and withdraws most
 * of it two days later: the spins are two site days old, off today's slot mission board.
 */
const seedQuickCash = async (site: SiteCtx, now: number) => {
  const q = DEMO_QUICK_CASH;
  const id = await registerAt(site, now - 50 * HOUR, q, q.device);
  const member = await signIn(site, id);
  const [, gateway] = await setUpDepositChannels(site);
  if (gateway === undefined) throw new Error('demo risk: no gateway channel');
  await paidAtGateway(at(member, now - 49 * HOUR), gateway, q.deposit);
  const slot = await findGameIdByCode(site.db, 'PG', 'RNG001');
  if (slot === undefined) throw new Error('demo risk: no slot game');
  const player = at(member, now - 48 * HOUR);
  const launched = await launchGame(player, { nodeId: String(slot) });
  const ticket = new URL(launched.url, 'http://localhost').searchParams.get('ticket') ?? '';
  for (let i = 0; i < q.spins; i++) {
    const requestId = `demo-risk-spin-${i}`;
    const placed = await playRound(player, {
      ticket,
      requestId,
      stake: q.stake,
      choice: { kind: 'slot' },
    });
    if (placed.round.status === 'open') {
      await settlePlayRound(player, { ticket, roundId: placed.round.roundId });
    }
  }
  await setPaymentPasswordHash(site, id, q.paymentPassword);
  const bank = (await withdrawalBanksOf(site, site.site.id)).find((b) => b.code === q.card.bank);
  if (!bank) throw new Error('demo risk: the withdrawal banks come first');
  const later = at(member, now - 2 * HOUR);
  const card = await addWithdrawalAccount(later, {
    bankId: bank.id,
    accountNumber: q.card.accountNumber,
    payeeName: q.card.payee,
  });
  await requestWithdrawal(later, {
    accountId: card.id,
    amount: q.withdrawal,
    paymentPassword: q.paymentPassword,
    requestId: 'demo-risk-withdrawal',
  });
  await endMemberSessions(site, id);
};

/** demo_risk reviews the shared address: the household is known. */
const reviewSharedAddress = async (site: SiteCtx) => {
  const risk = await findOperator(site, 'demo_risk');
  if (!risk) throw new Error('demo risk: the operators come first');
  const operatorCtx: OperatorCtx = {
    ...site,
    language: 'EN',
    ip: '127.0.0.1',
    userAgent: 'demo seed',
    operator: {
      id: risk.id,
      username: risk.username,
      role: risk.role,
      permissions: ROLE_PERMISSIONS[risk.role],
      sessionId: 0,
    },
  };
  const page = await riskAlertPage(site, {
    pageNo: 1,
    pageSize: 10,
    kind: 'shared_address',
    status: 'open',
  });
  const twins = page.list.find((a) => a.members.every((m) => m.username.startsWith('twin')));
  if (twins) await reviewRiskAlert(operatorCtx, { id: twins.id, note: DEMO_RISK_NOTE });
};

/** The demo's risk activity and alerts; a site whose twins exist already is left alone. */
export const seedDemoRisk = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  if (await findMemberByUsername(siteCtx, DEMO_TWINS[0].username)) return;
  const now = ctx.now();
  await seedTwins(siteCtx, now);
  await seedQuickCash(siteCtx, now);
  await runRiskScan(siteCtx, now);
  await reviewSharedAddress(siteCtx);
};

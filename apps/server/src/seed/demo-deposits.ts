import type { MemberCtx, SiteCtx } from '../context.js';
import { findOperator } from '../modules/backoffice/index.js';
import { callbackOf, closePayment } from '../modules/demo-gateway/index.js';
import {
  approveBankDeposit,
  createBankDeposit,
  createGatewayDeposit,
  handleCallback,
  hasDepositOrders,
  rejectBankDeposit,
  setUpDepositChannels,
} from '../modules/deposits/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { endMemberSessions } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import { signIn } from './demo-history.js';
import { DEMO_FINANCE } from './demo-operators.js';
import { demoScreenshotPng } from './demo-png.js';
import type { SeedCtx } from './seed-steps.js';

const HOUR = 3_600_000;
/** The origin the demo gateway calls back in the seed: its callbacks are handed over directly. */
const SEED_ORIGIN = 'http://localhost:8080';

/** The demo site's deposit channels and the operator's receiving bank accounts. */
export const seedDemoDepositChannels = async (ctx: SeedCtx, merchantCode: string) => {
  const site = await findSite(ctx.db, merchantCode);
  if (site) await setUpDepositChannels({ ...ctx, site });
};

const at = (member: MemberCtx, hoursAgo: number): MemberCtx => ({
  ...member,
  now: () => member.now() - hoursAgo * HOUR,
});

/** A gateway deposit paid at the demo gateway; its signed callback goes through the verify path. */
export const paidAtGateway = async (member: MemberCtx, channelId: number, amount: string) => {
  const { order, payUrl } = await createGatewayDeposit(member, {
    channelId,
    amount,
    origin: SEED_ORIGIN,
  });
  const paymentId = payUrl?.split('/').pop()?.split('?')[0] ?? '';
  const payment = await closePayment(member, paymentId, 'paid');
  if (!payment) throw new Error('demo deposits: the gateway payment was not found');
  const { body, signature } = callbackOf(payment, member.now());
  await handleCallback(member, { gateway: 'demo', rawBody: Buffer.from(body), signature });
  return order;
};

/**
 * demo01's deposits, through the services players and operators use: two paid at the demo
 * gateway (online and e-wallet QR, their callbacks verified), a bank transfer the operator
 * approved, one rejected and one still waiting. A demo01 with deposits is left alone.
 */
export const seedDemoDeposits = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  if (!demo01) return;
  const [bank, gateway, ewallet] = await setUpDepositChannels(siteCtx);
  if (bank === undefined || gateway === undefined || ewallet === undefined) return;
  if (await hasDepositOrders(ctx.db, demo01.id)) return;
  const finance = await findOperator(ctx, DEMO_FINANCE);
  if (!finance) return;
  const member = await signIn(siteCtx, demo01.id);
  const uploadDir = ctx.options.uploadDir;
  await paidAtGateway(at(member, 70), gateway, '50000.00');
  await paidAtGateway(at(member, 26), ewallet, '20000.00');
  const make = (hoursAgo: number, amount: string, reference: string) =>
    createBankDeposit(at(member, hoursAgo), {
      channelId: bank,
      amount,
      depositorName: 'Aung Aung',
      reference,
      files: [
        { field: 'receipt', fileName: 'receipt.png', bytes: demoScreenshotPng(), truncated: false },
      ],
      uploadDir,
    });
  const approved = await make(48, '100000.00', 'KBZ-7781204');
  await approveBankDeposit(
    { ...siteCtx, now: () => ctx.now() - 47 * HOUR },
    { orderId: approved.order.id, operatorId: finance.id },
  );
  const rejected = await make(20, '30000.00', 'AYA-5530981');
  await rejectBankDeposit(
    { ...siteCtx, now: () => ctx.now() - 19 * HOUR },
    {
      orderId: rejected.order.id,
      operatorId: finance.id,
      reason: 'The receipt does not show the transfer to our account.',
      reasons: {
        EN: 'The receipt does not show the transfer to our account.',
        MY: 'ပြေစာတွင် ကျွန်ုပ်တို့၏ အကောင့်သို့ လွှဲငွေ မပါပါ။',
      },
    },
  );
  await make(2, '75000.00', 'KBZ-7790433');
  await endMemberSessions(siteCtx, demo01.id); // the seed's device signs out again
};

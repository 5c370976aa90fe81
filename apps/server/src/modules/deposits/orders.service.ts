import { randomBytes } from 'node:crypto';
import {
  DEPOSIT_RECEIPT,
  type DepositChannelsAnswer,
  type DepositCreatedAnswer,
  type DepositOrder,
  type DepositOrdersAnswer,
  type DepositOrdersQuery,
  formatMinor,
  parseMinor,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import type { UploadedFile } from '../../routing/multipart-body.js';
import { assertMayDeposit } from '../limits/index.js';
import { firstDepositOffers, takeFirstDepositOffer } from '../promotions/index.js';
import { resolveRange } from '../records/index.js';
import { siteDay } from '../system/index.js';
import { checkImages, readStoredImage, storeImages } from '../uploads/index.js';
import { moneyTransaction } from '../wallet/index.js';
import { clockText, isOpen, quickAmounts } from './channel-rules.js';
import { reasonsIn } from './deposit-reasons.js';
import {
  type ChannelRow,
  countOrders,
  findBankAccounts,
  findChannel,
  findChannelNames,
  findChannels,
  findOwnOrder,
  hasPaidDeposit,
  insertOrder,
  type OrderRow,
  pageOrders,
  setProviderRef,
  sumOfDay,
} from './deposits.repository.js';
import { gatewayOf } from './gateways.js';
import { noticeOf } from './settle.js';

/**
 * Deposits a member makes (/m/voucherCenter) and reads back (/m/vouReport). The DEPRECM3
 * switch and the refusal of free-trial accounts are the endpoints' (contract: feature,
 * realMember); only the member's own orders are ever read.
 */

export const RECEIPT_FOLDER = 'deposit-receipts';

const nameOf = (c: { name_en: string; name_my: string }, language: string) =>
  language === 'MY' ? c.name_my : c.name_en;

export const listChannels = async (ctx: MemberCtx): Promise<DepositChannelsAnswer> => {
  const { db, site, member } = ctx;
  const channels = await findChannels(db, site.id);
  const accounts = await findBankAccounts(
    db,
    channels.filter((c) => c.kind === 'bank').map((c) => c.id),
  );
  const today = siteDay(site.timeZone, ctx.now());
  const list = [];
  for (const c of channels) {
    const used = await sumOfDay(db, member.id, c.id, today);
    list.push({
      id: c.id,
      kind: c.kind,
      name: nameOf(c, ctx.language),
      currency: c.currency,
      minAmount: formatMinor(c.min_minor),
      maxAmount: formatMinor(c.max_minor),
      dailyLimit: formatMinor(c.daily_minor),
      leftToday: formatMinor(Math.max(0, c.daily_minor - used)),
      opensAt: clockText(c.opens_minute),
      closesAt: clockText(Math.min(c.closes_minute, 1440)),
      open: isOpen(site, c, ctx.now()),
      bankAccounts: accounts
        .filter((a) => a.channel_id === c.id)
        .map((a) => ({
          bankName: a.bank_name,
          accountName: a.account_name,
          accountNumber: a.account_number,
        })),
    });
  }
  return {
    channels: list,
    quickAmounts: channels.length > 0 ? quickAmounts(channels) : [],
    // A first-deposit bonus goes with the first credited deposit only.
    promotions: (await hasPaidDeposit(db, member.id)) ? [] : await firstDepositOffers(ctx),
  };
};

/** The channel, its hours, the amount's range and the day's limit, or the refusal. */
const checkDeposit = async (
  ctx: MemberCtx,
  input: { channelId: number; amount: string },
  kinds: readonly ChannelRow['kind'][],
): Promise<{ channel: ChannelRow; amountMinor: number; day: string }> => {
  const channel = await findChannel(ctx.db, ctx.site.id, input.channelId);
  if (!channel?.enabled || !kinds.includes(channel.kind)) {
    throw new AppError('deposit.channel.not.found');
  }
  const amountMinor = parseMinor(input.amount);
  if (amountMinor === null || amountMinor < channel.min_minor || amountMinor > channel.max_minor) {
    throw new AppError('deposit.amount.range', {
      min: formatMinor(channel.min_minor),
      max: formatMinor(channel.max_minor),
    });
  }
  if (!isOpen(ctx.site, channel, ctx.now())) throw new AppError('deposit.channel.closed');
  // Responsible play (DESIGN "Restrictions"): a timed-out or self-excluded member, or one past
  // the deposit limit they set, is refused with the reason.
  await assertMayDeposit(ctx, ctx.member.id, amountMinor);
  const day = siteDay(ctx.site.timeZone, ctx.now());
  const used = await sumOfDay(ctx.db, ctx.member.id, channel.id, day);
  if (used + amountMinor > channel.daily_minor) {
    throw new AppError('deposit.daily.limit', {
      left: formatMinor(Math.max(0, channel.daily_minor - used)),
    });
  }
  return { channel, amountMinor, day };
};

/** A named first-deposit bonus: only with a first deposit, and only one on offer (joined now). */
const takeOffer = async (ctx: MemberCtx, promotionId: number) => {
  if (await hasPaidDeposit(ctx.db, ctx.member.id)) {
    throw new AppError('deposit.promotion.not.available');
  }
  await takeFirstDepositOffer(ctx, promotionId);
};

/** D + site date + 10 random hex: unique, and tells its day at a glance. */
const newOrderNo = (day: string) =>
  `D${day.replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;

/** The member's view of an order; `reason` in the member's language (new orders have none). */
export const orderView = (
  order: OrderRow,
  channelName: string,
  reason: string | null = order.reason,
): DepositOrder => ({
  id: order.id,
  orderNo: order.order_no,
  kind: order.kind,
  channelName,
  amount: formatMinor(order.amount_minor),
  currency: order.currency,
  status: order.status,
  depositorName: order.depositor_name,
  reference: order.reference,
  hasReceipt: order.receipt_file !== null,
  bonus: formatMinor(order.bonus_minor),
  turnover: formatMinor(order.turnover_minor),
  reason,
  createdAt: order.created_at,
  settledAt: order.settled_at,
});

const newOrder = (
  ctx: MemberCtx,
  checked: { channel: ChannelRow; amountMinor: number; day: string },
  promotionId: number | undefined,
) => ({
  merchant_id: ctx.site.id,
  member_id: ctx.member.id,
  order_no: newOrderNo(checked.day),
  channel_id: checked.channel.id,
  kind: checked.channel.kind,
  gateway: checked.channel.gateway,
  provider_ref: null,
  amount_minor: checked.amountMinor,
  currency: checked.channel.currency,
  site_day: checked.day,
  status: 'pending' as const,
  depositor_name: null,
  reference: null,
  receipt_file: null,
  receipt_mime: null,
  promotion_id: promotionId ?? null,
  reason: null,
  operator_id: null,
  provider_txn_id: null,
  transaction_id: null,
  created_at: ctx.now(),
  updated_at: ctx.now(),
  settled_at: null,
});

/**
 * A gateway or e-wallet deposit: the order, then the payment opened at the gateway, whose page
 * the member is sent to. `origin` is the site's public origin the gateway calls back and
 * returns to.
 */
export const createGatewayDeposit = async (
  ctx: MemberCtx,
  input: { channelId: number; amount: string; promotionId?: number | undefined; origin: string },
): Promise<DepositCreatedAnswer> => {
  const checked = await checkDeposit(ctx, input, ['gateway', 'ewallet']);
  if (input.promotionId !== undefined) await takeOffer(ctx, input.promotionId);
  const gateway = gatewayOf(checked.channel.gateway);
  if (!gateway) throw new AppError('deposit.channel.not.found');
  const order = await moneyTransaction(ctx, async (trx) => {
    const created = await insertOrder(trx.db, newOrder(trx, checked, input.promotionId));
    await noticeOf(trx, created, 'received');
    return created;
  });
  const opened = await gateway.createPayment(ctx, {
    orderNo: order.order_no,
    amountMinor: order.amount_minor,
    currency: order.currency,
    method: checked.channel.kind === 'ewallet' ? 'qr' : 'card',
    callbackUrl: `${input.origin}/wps/deposit/callback/${gateway.code}`,
    returnUrl: `${input.origin}/m/voucherCenter/result?order=${order.id}`,
  });
  await setProviderRef(ctx.db, order.id, opened.providerRef);
  const language = ctx.language === 'MY' ? 'MY' : 'EN';
  return {
    order: orderView(order, nameOf(checked.channel, ctx.language)),
    payUrl: `${opened.payPath}?lang=${language}`,
  };
};

const RECEIPT_ERRORS = {
  tooMany: 'deposit.receipt.type',
  tooLarge: 'deposit.receipt.too.large',
  type: 'deposit.receipt.type',
} as const;

/** A bank transfer: the declared amount, depositor name, reference and receipt; it waits. */
export const createBankDeposit = async (
  ctx: MemberCtx,
  input: {
    channelId: number;
    amount: string;
    depositorName: string;
    reference: string;
    promotionId?: number | undefined;
    files: readonly UploadedFile[];
    uploadDir: string;
  },
): Promise<DepositCreatedAnswer> => {
  const receipts = input.files.filter((f) => f.field === 'receipt');
  if (receipts.length === 0 || input.files.length !== receipts.length) {
    throw new AppError('deposit.receipt.missing');
  }
  const checked = await checkDeposit(ctx, input, ['bank']);
  if (input.promotionId !== undefined) await takeOffer(ctx, input.promotionId);
  const images = await checkImages(
    receipts,
    {
      imagesMax: 1,
      imageMaxBytes: DEPOSIT_RECEIPT.imageMaxBytes,
      imageTypes: DEPOSIT_RECEIPT.imageTypes,
    },
    RECEIPT_ERRORS,
  );
  const order = await storeImages(input.uploadDir, RECEIPT_FOLDER, images, ([stored]) =>
    moneyTransaction(ctx, async (trx) => {
      const created = await insertOrder(trx.db, {
        ...newOrder(trx, checked, input.promotionId),
        depositor_name: input.depositorName,
        reference: input.reference,
        receipt_file: stored?.fileName ?? null,
        receipt_mime: stored?.mime ?? null,
      });
      await noticeOf(trx, created, 'received');
      return created;
    }),
  );
  return { order: orderView(order, nameOf(checked.channel, ctx.language)), payUrl: null };
};

const channelNames = async (ctx: MemberCtx, orders: readonly OrderRow[]) => {
  const ids = [...new Set(orders.map((o) => o.channel_id))];
  const rows = await findChannelNames(ctx.db, ids);
  return new Map(rows.map((r) => [r.id, nameOf(r, ctx.language)]));
};

export const listOrders = async (
  ctx: MemberCtx,
  query: DepositOrdersQuery,
): Promise<DepositOrdersAnswer> => {
  const range = resolveRange(ctx.site.timeZone, ctx.now(), query);
  const filter = {
    merchantId: ctx.site.id,
    memberId: ctx.member.id,
    start: range.start,
    end: range.end,
    status: query.status,
  };
  const totalCount = await countOrders(ctx.db, filter);
  const totalPages = Math.max(1, Math.ceil(totalCount / query.pageSize));
  const rows = await pageOrders(ctx.db, filter, {
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const names = await channelNames(ctx, rows);
  const reasons = await reasonsIn(ctx.db, rows, ctx.language);
  return {
    from: range.from,
    to: range.to,
    list: rows.map((o) =>
      orderView(o, names.get(o.channel_id) ?? '', reasons.get(o.id) ?? o.reason),
    ),
    pageNum: query.pageNo,
    totalPages,
    totalCount,
  };
};

const ownOrder = async (ctx: MemberCtx, id: number) => {
  const order = await findOwnOrder(
    ctx.db,
    { merchantId: ctx.site.id, memberId: ctx.member.id },
    id,
  );
  if (!order) throw new AppError('deposit.order.not.found');
  return order;
};

export const orderDetail = async (ctx: MemberCtx, id: number): Promise<DepositOrder> => {
  const order = await ownOrder(ctx, id);
  const names = await channelNames(ctx, [order]);
  const reasons = await reasonsIn(ctx.db, [order], ctx.language);
  return orderView(order, names.get(order.channel_id) ?? '', reasons.get(order.id) ?? order.reason);
};

/** The receipt of the member's own bank transfer. */
export const memberReceipt = async (ctx: MemberCtx, id: number, uploadDir: string) => {
  const order = await ownOrder(ctx, id);
  return receiptOf(order, uploadDir);
};

/**
 * The receipt's bytes of an order, for a caller that has already decided who may see it
 * (the member's own order above; an operator with deposits.review in the back office).
 */
export const receiptOf = async (order: OrderRow, uploadDir: string) => {
  if (!order.receipt_file || !order.receipt_mime) throw new AppError('deposit.order.not.found');
  const bytes = await readStoredImage(uploadDir, RECEIPT_FOLDER, order.receipt_file);
  return { bytes, mime: order.receipt_mime };
};

import {
  formatMinor,
  LIMIT_INCREASE_DELAY_MS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type PlayLimit,
  parseMinor,
  type RealitySessionAnswer,
  type ResponsibleAnswer,
  type RestrictBody,
  type Restriction,
  type SetLimitBody,
} from '@lotto/contract';
import { type Ctx, type MemberCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import { endMemberSessions, sessionStartedAt } from '../session/index.js';
import { cashNetSince } from '../wallet/index.js';
import * as stored from './limits.repository.js';
import {
  insertRestriction,
  limitRowsOf,
  realityMinutesOf,
  writeLimit,
  writeRealityMinutes,
} from './limits.repository.js';
import { addMonths } from './periods.js';
import { inForce, restrictionOf, usageOf, waiting } from './usage.js';

/** The member's side of responsible play (/m/responsibleGaming). */

const DAY_MS = 24 * 60 * 60_000;
const money = (minor: number | null) => (minor === null ? null : formatMinor(minor));

/** GET responsible: every limit (set or not) with its use, the reality check, the restriction. */
export const responsibleSettings = (ctx: MemberCtx): Promise<ResponsibleAnswer> =>
  responsibleOf(ctx, { memberId: ctx.member.id, merchantId: ctx.site.id });

/** The same figures of any member of the site: the back office's member view reads them. */
export const responsibleOf = async (
  ctx: Ctx,
  { memberId, merchantId }: { memberId: number; merchantId: number },
): Promise<ResponsibleAnswer> => {
  const now = ctx.now();
  const [rows, usage, minutes, restriction] = await Promise.all([
    limitRowsOf(ctx, memberId),
    usageOf(ctx, memberId, merchantId),
    realityMinutesOf(ctx, memberId),
    restrictionOf(ctx, memberId),
  ]);
  const limits: PlayLimit[] = LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const pending = row ? waiting(row, now) : null;
      return {
        kind,
        period,
        amount: money(row ? inForce(row, now) : null),
        used: formatMinor(usage[kind][period]),
        pending: pending ? { amount: money(pending.amountMinor), from: pending.from } : null,
      };
    }),
  );
  return { limits, realityCheckMinutes: minutes, restriction };
};

/**
 * PUT limit: a lower limit (or a first one) applies at once and drops any waiting increase;
 * a higher one, or a removal, waits LIMIT_INCREASE_DELAY_MS while the current one stays.
 */
export const setPlayLimit = async (
  ctx: MemberCtx,
  body: SetLimitBody,
): Promise<ResponsibleAnswer> => {
  const amountMinor = body.amount === null ? null : parseMinor(body.amount);
  if (body.amount !== null && (amountMinor === null || amountMinor <= 0)) {
    throw new AppError('request_param_err', {
      fields: [{ field: 'amount', message: 'more than 0' }],
    });
  }
  await transaction(ctx, async (trx) => {
    const now = trx.now();
    const row = (await limitRowsOf(trx, trx.member.id)).find(
      (r) => r.kind === body.kind && r.period === body.period,
    );
    const current = row ? inForce(row, now) : null;
    const tighter = amountMinor !== null && (current === null || amountMinor <= current);
    await writeLimit(trx, {
      memberId: trx.member.id,
      kind: body.kind,
      period: body.period,
      amountMinor: tighter ? amountMinor : current,
      pending: tighter ? null : { amountMinor, from: now + LIMIT_INCREASE_DELAY_MS },
    });
  });
  return responsibleSettings(ctx);
};

/** PUT realityCheck: minutes between reality checks (0: off). */
export const setRealityCheck = async (
  ctx: MemberCtx,
  minutes: number,
): Promise<ResponsibleAnswer> => {
  await writeRealityMinutes(ctx, ctx.member.id, minutes);
  return responsibleSettings(ctx);
};

/**
 * What other modules must undo when a member restricts themselves, inside the restriction's
 * transaction (the lottery stops running chases and refunds them: DESIGN "Restrictions").
 * The app composes it (app.ts): limits cannot import the modules that ask its guards.
 */
export type OnRestricted = (trx: Ctx, memberId: number) => Promise<unknown>;

/**
 * POST restrict: a time-out or self-exclusion from now; every session of the member ends at
 * once, this one included, and `onRestricted` undoes what runs on (running lottery chases). It
 * cannot be shortened: one that would end before the restriction in force is refused (a
 * longer one replaces it in effect).
 */
export const restrictSelf = async (
  ctx: MemberCtx,
  body: RestrictBody,
  onRestricted: OnRestricted,
): Promise<Restriction> => {
  const now = ctx.now();
  const until = body.kind === 'timeout' ? now + body.days * DAY_MS : addMonths(now, body.months);
  return transaction(ctx, async (trx) => {
    const current = await restrictionOf(trx, trx.member.id);
    if (current && until < current.until) throw new AppError('restriction.cannot.shorten', current);
    await insertRestriction(trx, {
      merchantId: trx.site.id,
      memberId: trx.member.id,
      kind: body.kind,
      startsAt: now,
      endsAt: until,
    });
    await endMemberSessions(trx, trx.member.id);
    await onRestricted(trx, trx.member.id);
    return { kind: body.kind, until };
  });
};

/** GET session: the reality check's figures for this session. */
export const realitySession = async (ctx: MemberCtx): Promise<RealitySessionAnswer> => {
  const now = ctx.now();
  const startedAt = (await sessionStartedAt(ctx, ctx.member.sessionId)) ?? now;
  const [net, minutes] = await Promise.all([
    cashNetSince(ctx, ctx.member.id, startedAt, ['bet', 'win', 'jackpot']),
    realityMinutesOf(ctx, ctx.member.id),
  ]);
  return { startedAt, now, net: formatMinor(net), realityCheckMinutes: minutes };
};

/**
 * What other modules and the demo seed read or write of this module's stored facts, as its
 * services: callers name these, never the statements behind them, so those can change alone.
 */
export const hasPlayLimits = (...args: Parameters<typeof stored.hasPlayLimits>) =>
  stored.hasPlayLimits(...args);

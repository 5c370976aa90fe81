import {
  COMMISSION_MAX_RANGE_DAYS,
  type CommissionAnswer,
  type CommissionQuery,
  formatMinor,
  type GameCategory,
  isAgentType,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { usernamesOf } from '../member/index.js';
import { addDays, siteDateBounds } from '../system/index.js';
import { commissionDaysOf, commissionLinesBy } from './commission.repository.js';

/** Agent rebate income: what the commission job paid the caller, by day, category and member. */

const invalid = (field: 'startDate' | 'endDate', message: string) =>
  new AppError('request_param_err', { fields: [{ field, message }] });

const checkRange = (timeZone: string, { startDate, endDate }: CommissionQuery) => {
  if (!siteDateBounds(timeZone, startDate)) throw invalid('startDate', 'not a date');
  if (!siteDateBounds(timeZone, endDate)) throw invalid('endDate', 'not a date');
  if (endDate < startDate) throw invalid('endDate', 'before startDate');
  if (addDays(startDate, COMMISSION_MAX_RANGE_DAYS - 1) < endDate) {
    throw invalid('endDate', `more than ${COMMISSION_MAX_RANGE_DAYS} days from startDate`);
  }
};

/** A part's amount: its exact ten-thousandths rounded down. */
const partOf = (e4: number | string) => formatMinor(Number(BigInt(e4) / 10_000n));

export const agentCommission = async (
  ctx: MemberCtx,
  query: CommissionQuery,
): Promise<CommissionAnswer> => {
  if (!isAgentType(ctx.member.type)) throw new AppError('agent.required');
  checkRange(ctx.site.timeZone, query);
  const range = { agentId: ctx.member.id, from: query.startDate, to: query.endDate };
  const [days, categories, downlines] = await Promise.all([
    commissionDaysOf(ctx, range),
    commissionLinesBy(ctx, 'category', range),
    commissionLinesBy(ctx, 'downline_id', range),
  ]);
  const names = await usernamesOf(
    ctx,
    downlines.map((d) => Number(d.downline_id)),
  );
  const sum = (k: 'amount_minor' | 'valid_stake_minor') =>
    days.reduce((s, d) => s + Number(d[k]), 0);
  return {
    total: formatMinor(sum('amount_minor')),
    validStake: formatMinor(sum('valid_stake_minor')),
    days: days.map((d) => ({
      day: d.day,
      amount: formatMinor(Number(d.amount_minor)),
      validStake: formatMinor(Number(d.valid_stake_minor)),
    })),
    categories: categories.map((c) => ({
      category: c.category as GameCategory,
      amount: partOf(c.e4),
      validStake: formatMinor(Number(c.stake)),
    })),
    downlines: downlines.map((d) => ({
      memberId: Number(d.downline_id),
      username: names.get(Number(d.downline_id)) ?? '',
      amount: partOf(d.e4),
      validStake: formatMinor(Number(d.stake)),
    })),
  };
};

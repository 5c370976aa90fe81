import type { ContractTerms } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { usernamesOf } from '../member/index.js';
import { teamDayFigures, teamSpanFigures } from '../play/index.js';
import { teamMemberIds } from '../team/index.js';
import { getBalances, payAgent } from '../wallet/index.js';
import { hasRun, insertRun, lastRunBefore } from './contracts.repository.js';
import type { ContractRow } from './contracts.tables.js';
import { dueOf, statusOf } from './due.js';
import { notifyRun } from './messages.js';
import type { Period } from './periods.js';

/**
 * Runs one period of one accepted contract, inside the caller's transaction: the team's
 * figures, what the terms make of them, the payment from the upline's cash (the site's for a
 * top agent) and the inbox messages. A payer short of cash pays what it has (partial) or
 * nothing (insufficient); what it could not pay is not owed later. The run row, unique per
 * contract and period, and the ledger key of the same pair make a second run write nothing.
 */
export const settlePeriod = async (
  ctx: SiteCtx,
  contract: ContractRow,
  period: Period,
): Promise<void> => {
  if (await hasRun(ctx.db, contract.id, period.key)) return;
  const terms = JSON.parse(contract.terms) as ContractTerms;
  const team = teamMemberIds(ctx, contract.member_id);
  const figures =
    contract.kind === 'hourly'
      ? await teamSpanFigures(ctx, ctx.site.id, team, period.span)
      : await teamDayFigures(ctx, ctx.site.id, team, period.days);
  const carryIn =
    contract.kind === 'dividend'
      ? ((await lastRunBefore(ctx.db, contract.id, period.key))?.carry_out_minor ?? 0)
      : 0;
  const { dueMinor, carryOutMinor } = dueOf(terms, figures, carryIn);
  const { paidMinor, transactionId } = await pay(ctx, contract, period, dueMinor);
  const status = statusOf(dueMinor, paidMinor);
  const inserted = await insertRun(ctx.db, {
    contract_id: contract.id,
    period: period.key,
    status,
    valid_stake_minor: figures.validStakeMinor,
    active_members: figures.activeMembers,
    net_loss_minor: figures.netLossMinor,
    carry_in_minor: carryIn,
    carry_out_minor: carryOutMinor,
    due_minor: dueMinor,
    paid_minor: paidMinor,
    transaction_id: transactionId,
    created_at: ctx.now(),
  });
  // Another process ran the period meanwhile: its transaction holds the run, so fail ours
  // (the payment with it) rather than keep a second one.
  if (!inserted) throw new Error(`contract ${contract.id} period ${period.key} already run`);
  const names = await usernamesOf(
    ctx,
    contract.offered_by === null ? [contract.member_id] : [contract.member_id, contract.offered_by],
  );
  await notifyRun(ctx, {
    contractId: contract.id,
    kind: contract.kind,
    period: period.key,
    status,
    dueMinor,
    paidMinor,
    member: { id: contract.member_id, username: names.get(contract.member_id) ?? '' },
    payer:
      contract.offered_by === null
        ? null
        : { id: contract.offered_by, username: names.get(contract.offered_by) ?? '' },
  });
};

const cashOfPayer = async (ctx: SiteCtx, payerId: number) =>
  (await getBalances(ctx, payerId)).find((b) => b.kind === 'cash')?.balanceMinor ?? 0;

/** Pays what is due, or as much of it as the payer has. */
const pay = async (ctx: SiteCtx, contract: ContractRow, period: Period, dueMinor: number) => {
  const payer = contract.offered_by;
  const available = payer === null ? dueMinor : Number(await cashOfPayer(ctx, payer));
  const amountMinor = Math.min(dueMinor, Math.max(0, available));
  if (amountMinor <= 0) return { paidMinor: 0, transactionId: null };
  try {
    const posted = await payAgent(ctx, {
      merchantId: ctx.site.id,
      memberId: contract.member_id,
      amountMinor,
      key: `contract:${contract.id}:${period.key}`,
      reference: `contract:${contract.id}`,
      type: contract.kind === 'dividend' ? 'dividend' : 'salary',
      payerMemberId: payer,
    });
    return { paidMinor: amountMinor, transactionId: posted.transactionId };
  } catch (err) {
    // The payer spent the cash between the read and the payment: nothing was moved.
    if (err instanceof AppError && err.code === 'wallet.insufficient')
      return { paidMinor: 0, transactionId: null };
    throw err;
  }
};

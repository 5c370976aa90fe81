import { isAgentType } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Ctx } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { findMember } from '../member/index.js';
import { siteDayOf } from '../system/index.js';
import { payAgent } from '../wallet/index.js';
import { type AgentDay, commissionOfDay, totalMinorOf } from './commission.js';
import './agent-rates.tables.js';

/**
 * Pays each agent's commission of a site day once: the payout row's primary key (agent, day)
 * and the ledger key `commission:<agent>:<day>` each let only one payment through, whichever
 * process gets there first; the site pays (payAgent with no payer). A day is paid once it has
 * been over for a while at the agent's site (GRACE_MS), so rounds and draws that end just after
 * midnight are in the day's summaries first.
 */

export const GRACE_MS = 2 * 60 * 60_000;

/** Runs one agent's payment in a transaction of its own (the job's step, or a plain one). */
export type StepRunner = (
  key: string,
  work: (trx: Kysely<Database>) => Promise<void>,
) => Promise<void>;

const paidAlready = async (ctx: Ctx, agentId: number, day: string) =>
  (await ctx.db
    .selectFrom('agent_commission_payouts')
    .select('agent_id')
    .where('agent_id', '=', agentId)
    .where('day', '=', day)
    .executeTakeFirst()) !== undefined;

const payOne = async (ctx: Ctx, day: string, agentDay: AgentDay) => {
  const { agentId, merchantId, lines } = agentDay;
  if (await paidAlready(ctx, agentId, day)) return;
  const agent = await findMember(ctx, agentId);
  if (!agent || !isAgentType(agent.type)) return;
  const amountMinor = totalMinorOf(lines);
  const validStakeMinor = lines.reduce((s, l) => s + l.validStakeMinor, 0);
  await ctx.db
    .insertInto('agent_commission_payouts')
    .values({
      agent_id: agentId,
      day,
      merchant_id: merchantId,
      valid_stake_minor: validStakeMinor,
      amount_minor: amountMinor,
      transaction_id: null,
      created_at: ctx.now(),
    })
    .execute();
  await ctx.db
    .insertInto('agent_commission_lines')
    .values(
      lines.map((l) => ({
        agent_id: agentId,
        day,
        category: l.category,
        downline_id: l.downlineId,
        merchant_id: merchantId,
        valid_stake_minor: l.validStakeMinor,
        amount_e4: Number(l.amountE4),
      })),
    )
    .execute();
  if (amountMinor <= 0) return;
  const move = await payAgent(ctx, {
    merchantId,
    memberId: agentId,
    amountMinor,
    key: `commission:${agentId}:${day}`,
    reference: `commission:${day}`,
    type: 'commission',
    payerMemberId: null,
  });
  await ctx.db
    .updateTable('agent_commission_payouts')
    .set({ transaction_id: move.transactionId })
    .where('agent_id', '=', agentId)
    .where('day', '=', day)
    .execute();
};

/** Pays the day's commission to every agent owed some whose site has finished the day. */
export const payCommissionsOf = async (ctx: Ctx, day: string, step: StepRunner) => {
  for (const agentDay of await commissionOfDay(ctx, day)) {
    const siteDay = await siteDayOf(ctx.db, agentDay.merchantId, ctx.now() - GRACE_MS);
    if (siteDay <= day || (await paidAlready(ctx, agentDay.agentId, day))) continue;
    await step(`commission:${agentDay.agentId}:${day}`, (trx) =>
      payOne({ ...ctx, db: trx }, day, agentDay),
    );
  }
};

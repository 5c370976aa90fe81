import { type ContractRun, type ContractView, formatMinor } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { usernamesOf } from '../member/index.js';
import type { ContractRow, RunRow } from './contracts.tables.js';

/** Contracts as the wire shows them, with the usernames of holder and offerer. */
export const viewsOf = async (ctx: Ctx, rows: readonly ContractRow[]): Promise<ContractView[]> => {
  const ids = rows.flatMap((r) =>
    r.offered_by === null ? [r.member_id] : [r.member_id, r.offered_by],
  );
  const names = await usernamesOf(ctx, ids);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    state: r.state,
    memberId: r.member_id,
    username: names.get(r.member_id) ?? '',
    offeredBy: r.offered_by === null ? null : (names.get(r.offered_by) ?? ''),
    terms: JSON.parse(r.terms),
    createdAt: r.created_at,
    decidedAt: r.decided_at,
  }));
};

export const viewOf = async (ctx: Ctx, row: ContractRow): Promise<ContractView> => {
  const [view] = await viewsOf(ctx, [row]);
  if (!view) throw new Error('no view');
  return view;
};

export const runViewOf = (r: RunRow, kind: ContractRun['kind']): ContractRun => ({
  id: r.id,
  contractId: r.contract_id,
  kind,
  period: r.period,
  status: r.status,
  validStake: formatMinor(r.valid_stake_minor),
  activeMembers: r.active_members,
  netLoss: formatMinor(r.net_loss_minor),
  carryIn: formatMinor(r.carry_in_minor),
  due: formatMinor(r.due_minor),
  paid: formatMinor(r.paid_minor),
  createdAt: r.created_at,
});

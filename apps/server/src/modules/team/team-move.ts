import type { Ctx } from '../../context.js';
import { betDaysOfMembers } from '../play/index.js';
import {
  moveInTeam as moveInTree,
  noOwnSums,
  type OwnSums,
  removeFromTeams as removeFromTree,
  TEAM_LEDGER_TYPES,
} from '../team-tree/index.js';
import { ledgerDaysOfMembers } from '../wallet/index.js';

/**
 * Changes of the tree's shape that carry the team sums along: the tree moves a sub-team's sums
 * between ancestors, and the root's own rows (its bets, its entries) come from play and the
 * wallet, which own them.
 */

/** Each member's own bet and ledger rows, every day, as the tree adds them to its teams. */
export const ownSumsOf = async (
  ctx: Ctx,
  memberIds: readonly number[],
): Promise<Map<number, OwnSums>> => {
  const own = new Map<number, OwnSums>(memberIds.map((id) => [id, noOwnSums()]));
  const [bets, ledger] = await Promise.all([
    betDaysOfMembers(ctx, memberIds),
    ledgerDaysOfMembers(ctx, memberIds, TEAM_LEDGER_TYPES),
  ]);
  for (const { memberId, ...row } of bets) own.get(memberId)?.bets.push(row);
  for (const { memberId, ...row } of ledger) own.get(memberId)?.ledger.push(row);
  return own;
};

/** Moves the member with its whole team under `uplineId`; see the tree's moveInTeam. */
export const moveInTeam = (ctx: Ctx, memberId: number, uplineId: number) =>
  moveInTree(
    ctx,
    memberId,
    uplineId,
    async () => (await ownSumsOf(ctx, [memberId])).get(memberId) ?? noOwnSums(),
  );

/** Takes members out of every team, their sums with them; see the tree's removeFromTeams. */
export const removeFromTeams = async (ctx: Ctx, memberIds: readonly number[]) => {
  if (memberIds.length === 0) return;
  const own = await ownSumsOf(ctx, memberIds);
  await removeFromTree(
    ctx,
    memberIds.map((memberId) => ({ memberId, own: own.get(memberId) ?? noOwnSums() })),
  );
};

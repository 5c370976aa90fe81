import type { Ctx } from '../../context.js';
import { removeMemberGamesOf } from '../games/index.js';
import { removeTrialMembers } from '../member/index.js';
import { removePlayOf } from '../play/index.js';
import { removeSessionsOf } from '../session/index.js';
import { removePlayMoneyOf } from '../wallet/index.js';

/**
 * Removes free-trial members and everything of theirs, each module its own rows through its
 * door, inside the caller's transaction: their play money (whole transactions, see the
 * wallet), rounds, tickets and seeds, favourites and launches, sessions, then the members.
 * A module that comes to hold rows of members adds its removal here.
 */
export const removeTrials = async (ctx: Ctx, memberIds: readonly number[]): Promise<void> => {
  await removePlayMoneyOf(ctx, memberIds);
  await removePlayOf(ctx, memberIds);
  await removeMemberGamesOf(ctx, memberIds);
  await removeSessionsOf(ctx, memberIds);
  await removeTrialMembers(ctx, memberIds);
};

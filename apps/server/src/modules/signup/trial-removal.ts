import type { Ctx } from '../../context.js';
import { removeNoticeReadsOf } from '../announcements/index.js';
import { removeMemberGamesOf } from '../games/index.js';
import { removeInboxOf } from '../inbox/index.js';
import { removeTrialMembers } from '../member/index.js';
import { removePlayOf } from '../play/index.js';
import { removeSessionsOf } from '../session/index.js';
import { removeFromTeams } from '../team/index.js';
import { removePlayBooksOf } from '../wallet/index.js';

/**
 * Removes free-trial members and everything of theirs, each module its own rows through its
 * door, inside the caller's transaction: their play money (their closed play books, see the
 * wallet), team paths and sums, rounds, tickets and seeds, favourites and launches, sessions,
 * then the members.
 * A member whose money is not a closed play book (cash, or play money from before books were
 * closed) keeps every row and is logged: nothing of theirs can go without changing others'.
 * A module that comes to hold rows of members adds its removal here.
 */
export const removeTrials = async (ctx: Ctx, memberIds: readonly number[]): Promise<void> => {
  const { removed, kept } = await removePlayBooksOf(ctx, memberIds);
  for (const { memberId, reason } of kept) {
    ctx.log.warn({ memberId, reason }, 'free-trial member kept: its money is not a closed book');
  }
  // Before their bets go: the teams above them give back what they added.
  await removeFromTeams(ctx, removed);
  await removePlayOf(ctx, removed);
  await removeMemberGamesOf(ctx, removed);
  await removeNoticeReadsOf(ctx, removed);
  await removeInboxOf(ctx, removed);
  await removeSessionsOf(ctx, removed);
  await removeTrialMembers(ctx, removed);
};

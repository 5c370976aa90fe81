import { createHash, randomBytes } from 'node:crypto';
import { playTicket } from '@lotto/contract';
import type { MemberCtx, RequestCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { type AuthMember, authenticateSession } from '../session/index.js';
import { deleteExpiredTickets, findTicketByHash, insertTicket } from './play.repository.js';

/**
 * Launch tickets: the vendor page's credential, bound to one member, site and game. 256 random
 * bits shown once (in the launch URL), stored as their sha256 like session tokens.
 *
 * A ticket lives at most TICKET_LIFETIME_MS and never outlives the member session that launched
 * the game: logout, a password change that ends sessions, a disabled member or an expired
 * session end the ticket too, so no money moves on a session the member has left. Playing on
 * the page counts as using that session (it renews the idle expiry as the app's calls do).
 */
export const TICKET_LIFETIME_MS = 12 * 60 * 60_000;
/** Expired tickets removed per launch: enough to keep up, never a long delete. */
const SWEEP_LIMIT = 50;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Issues a ticket for the member's session and game; answers the ticket itself. */
export const issueTicket = async ({ db, member, now: clock }: MemberCtx, gameId: number) => {
  const now = clock();
  const ticket = randomBytes(32).toString('base64url');
  await insertTicket(db, {
    token_hash: hashOf(ticket),
    merchant_id: member.merchantId,
    member_id: member.id,
    game_id: gameId,
    session_id: member.sessionId,
    created_at: now,
    expires_at: now + TICKET_LIFETIME_MS,
  });
  await deleteExpiredTickets(db, now, SWEEP_LIMIT);
  return ticket;
};

export interface TicketHolder {
  member: AuthMember;
  gameId: number;
}

/** The member and game of a live ticket on this site; `game.ticket.invalid` otherwise. */
export const openTicket = async (ctx: RequestCtx, ticket: string): Promise<TicketHolder> => {
  const siteId = ctx.site.id;
  // Made only when refused: an error's stack trace costs more than the rest of the check.
  const invalid = () => new AppError('game.ticket.invalid');
  if (!playTicket.safeParse(ticket).success) throw invalid();
  const row = await findTicketByHash(ctx.db, hashOf(ticket));
  if (!row || row.merchant_id !== siteId || row.expires_at <= ctx.now()) throw invalid();
  const member = await authenticateSession(ctx, row.session_id, siteId);
  if (!member || member.id !== row.member_id) throw invalid();
  return { member, gameId: row.game_id };
};

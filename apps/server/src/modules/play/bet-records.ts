import {
  formatMinor,
  type GameCategory,
  type LanguageCode,
  type RecordBet,
  type RoundView,
} from '@lotto/contract';
import { sql } from 'kysely';
import type { Ctx } from '../../context.js';
import type { MemberIdSet, MemberTest } from '../../db/member-ids.js';
import { type GameLabel, gameIdsOfCategory, gameLabelsOf } from '../games/index.js';
import { roundViewOf } from './round-view.js';
import type { RoundRow } from './rounds.repository.js';

/**
 * The member's bets for their records (README "Records and summaries"): a page of bets placed
 * within a time window, newest first, read along the (member_id, created_at) index with a
 * keyset cursor (the last bet's time and id), and one bet in full.
 */

export interface BetPageQuery {
  memberId: number;
  /** Placed within [from, to), epoch ms. */
  from: number;
  to: number;
  vendor?: string | undefined;
  category?: GameCategory | undefined;
  /** The last bet of the page before: its time and id. */
  before?: { createdAt: number; id: number } | undefined;
  limit: number;
  language: LanguageCode;
}

const betOf = (row: RoundRow, game: GameLabel): RecordBet => {
  const open = row.settled_at === null;
  const stake = Number(row.stake);
  const win = Number(row.win);
  return {
    roundId: row.round_id,
    nodeId: String(row.game_id),
    gameName: game.name,
    gameType: game.category,
    vassalage: row.vendor,
    vendorName: game.vendorName,
    stake: formatMinor(stake),
    payout: open ? null : formatMinor(win),
    winLoss: open ? null : formatMinor(win - stake),
    status: open ? 'open' : 'settled',
    createdAt: Number(row.created_at),
    settledAt: row.settled_at === null ? null : Number(row.settled_at),
  };
};

const labelled = async (ctx: Ctx, rows: RoundRow[], language: LanguageCode) => {
  const labels = await gameLabelsOf(ctx, [...new Set(rows.map((r) => r.game_id))], language);
  return rows.map((row) => {
    const game = labels.get(row.game_id);
    if (!game) throw new Error(`round ${row.round_id} names no catalogue game`);
    return { row, bet: betOf(row, game) };
  });
};

/**
 * Bets of one member, or of the members of a set (an agent's team). A set's bets are read
 * along each member's (member_id, created_at) index, or, when the set bets a lot (`site`),
 * along the site's (merchant_id, created_at) index newest first, each bet checked against the
 * set: a page of a large team is then found in its last few dozen bets, where the member walk
 * would read and sort every bet the team placed in the window.
 */
type Whose =
  | { memberId: number }
  | { members: MemberIdSet }
  | { site: number; isMember: MemberTest };

/** The bets of the member or set: the site's, each tested, or along the member index. */
const whoseBets = (db: Ctx['db'], whose: Whose) => {
  const bets = db.selectFrom('bet_records').selectAll();
  if ('site' in whose) {
    return bets
      .where('merchant_id', '=', whose.site)
      .where(whose.isMember(sql.ref('bet_records.member_id')));
  }
  return bets.where('member_id', 'in', 'members' in whose ? whose.members : [whose.memberId]);
};

/** A page of the bets, newest first, with whose each is, and the next page's cursor. */
const betPage = async (
  ctx: Ctx,
  whose: Whose,
  query: Omit<BetPageQuery, 'memberId'>,
): Promise<{ list: { memberId: number; bet: RecordBet }[]; next: string | null }> => {
  const { before } = query;
  const rows = await whoseBets(ctx.db, whose)
    .where('created_at', '>=', query.from)
    .where('created_at', '<', before ? Math.min(query.to, before.createdAt + 1) : query.to)
    .$if(before !== undefined, (q) =>
      q.where((eb) =>
        eb.or([eb('created_at', '<', before?.createdAt ?? 0), eb('id', '<', before?.id ?? 0)]),
      ),
    )
    .$if(query.vendor !== undefined, (q) => q.where('vendor', '=', query.vendor ?? ''))
    .$if(query.category !== undefined, (q) =>
      q.where('game_id', 'in', gameIdsOfCategory(ctx.db, query.category ?? '')),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next = rows.length > query.limit && last ? `${last.created_at}_${last.id}` : null;
  const list = (await labelled(ctx, page, query.language)).map(({ row, bet }) => ({
    memberId: Number(row.member_id),
    bet,
  }));
  return { list, next };
};

/** A page of the member's bets and, when there are more, the cursor of the next page. */
export const memberBetPage = async (
  ctx: Ctx,
  query: BetPageQuery,
): Promise<{ list: RecordBet[]; next: string | null }> => {
  const page = await betPage(ctx, { memberId: query.memberId }, query);
  return { list: page.list.map((b) => b.bet), next: page.next };
};

/**
 * A page of the bets of the members of a set (an agent's team), newest first, each with its
 * member: read along each member's (member_id, created_at) index, or, when the set bets a lot,
 * along the site's bets by time, each tested against the set (`busy`).
 */
export const membersBetPage = (
  ctx: Ctx,
  set: { members: MemberIdSet } | { site: number; isMember: MemberTest },
  query: Omit<BetPageQuery, 'memberId'>,
) => betPage(ctx, set, query);

/**
 * One of the member's bets with its round; null when the member has no bet of that round id.
 * A lottery order's bet (lottery-records.ts) has no round here (round null): its detail is the
 * lottery's own order detail, which the records module asks the lottery for.
 */
export const memberBetDetail = async (
  ctx: Ctx,
  memberId: number,
  roundId: string,
  language: LanguageCode,
): Promise<{ bet: RecordBet; round: RoundView | null } | null> => {
  const row = await ctx.db
    .selectFrom('bet_records')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
  if (!row) return null;
  const [found] = await labelled(ctx, [row], language);
  if (!found) return null;
  return { bet: found.bet, round: row.choice === null ? null : roundViewOf(row) };
};

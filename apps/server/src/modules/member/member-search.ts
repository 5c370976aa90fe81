import { sql } from 'kysely';
import type { SiteCtx } from '../../context.js';
import { hotQuery } from '../../db/hot-query.js';
import { isPostgres } from '../../db/migration-helpers.js';
import type { MemberRow } from './member.tables.js';

/**
 * The back office's member search by one kind, each read along an index (migration 0045): an
 * account name's beginning, a mobile number, an e-mail, a member id. A page of the matches and
 * whether more follow: the page is read one row longer instead of counting every match, so a
 * name's beginning shared by thousands costs what a narrow one does.
 */

export type MemberField = 'name' | 'mobile' | 'email' | 'id';
export interface Paging {
  limit: number;
  offset: number;
}

/**
 * What a list of found members shows: a search reads only these, not the member's whole row (on
 * PostgreSQL, parsing 26 wide rows cost as much as the indexed read itself).
 */
export const LISTED_COLUMNS = [
  'id',
  'username',
  'mobile',
  'dialing_code',
  'unverified_mobile',
  'unverified_dialing_code',
  'type',
  'status',
  'created_at',
] as const;
export type ListedMember = Pick<MemberRow, (typeof LISTED_COLUMNS)[number]>;

export interface MembersPage {
  hasMore: boolean;
  rows: ListedMember[];
}

/** A page read one row longer: that row only says whether more follow. */
export const pageFrom = <T>(rows: readonly T[], page: Paging): { hasMore: boolean; rows: T[] } => ({
  hasMore: rows.length > page.limit,
  rows: rows.slice(0, page.limit),
});

// Each kind's SQL is compiled once (hotQuery): a search is a short indexed read, and Kysely's
// building of it would cost about as much as the read.
const byIdQuery = hotQuery((db, merchantId: number, id: number, limit: number, offset: number) =>
  db
    .selectFrom('members')
    .select(LISTED_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .orderBy('id')
    .limit(limit)
    .offset(offset),
);

const byEmailQuery = hotQuery(
  (db, merchantId: number, email: string, limit: number, offset: number) =>
    db
      .selectFrom('members')
      .select(LISTED_COLUMNS)
      .where('merchant_id', '=', merchantId)
      .where(sql`lower(email)`, '=', email)
      .orderBy('id')
      .limit(limit)
      .offset(offset),
);

/** PostgreSQL's LIKE reads the C-collated index (and its order) whatever the database's. */
const byNameLikeQuery = hotQuery(
  (db, merchantId: number, pattern: string, limit: number, offset: number) =>
    db
      .selectFrom('members')
      .select(LISTED_COLUMNS)
      .where('merchant_id', '=', merchantId)
      .where(sql`username collate "C"`, 'like', pattern)
      .orderBy(sql`username collate "C"`)
      .limit(limit)
      .offset(offset),
);

/** SQLite's GLOB 'x*' reads the (merchant_id, username) index, in its order. */
const byNameGlobQuery = hotQuery(
  (db, merchantId: number, pattern: string, limit: number, offset: number) =>
    db
      .selectFrom('members')
      .select(LISTED_COLUMNS)
      .where('merchant_id', '=', merchantId)
      .where(sql<boolean>`username glob ${pattern}`)
      .orderBy('username')
      .limit(limit)
      .offset(offset),
);

/**
 * Usernames are stored lower-cased; a pattern's wildcards are taken as text. The page is in
 * name order, along the index, so a short prefix matching thousands reads one page of them.
 */
const byNamePrefix = async (ctx: SiteCtx, q: string, page: Paging): Promise<MembersPage> => {
  const args = [ctx.site.id, page.limit + 1, page.offset] as const;
  if (isPostgres(ctx.db)) {
    const name = q.toLowerCase().replace(/[%_\\]/g, '\\$&'); // backslash: LIKE's escape
    const rows = await byNameLikeQuery(ctx.db, args[0], `${name}%`, args[1], args[2]);
    return pageFrom(rows, page);
  }
  // GLOB's wildcards are no username's characters: dropped.
  const name = q.toLowerCase().replace(/[*?[\]]/g, '');
  return pageFrom(await byNameGlobQuery(ctx.db, args[0], `${name}*`, args[1], args[2]), page);
};

type Endings = [string, string, string, string, string];
/**
 * Both number columns in one statement (one round trip), each half read along its own index
 * (an OR of the two would read the site's rows instead). Each half binds its own copy of the
 * site and the endings: a hot query binds every argument once, in order.
 */
const byNumberQuery = hotQuery(
  (
    db,
    site1: number,
    a1: string,
    b1: string,
    c1: string,
    d1: string,
    e1: string,
    site2: number,
    a2: string,
    b2: string,
    c2: string,
    d2: string,
    e2: string,
    n: number,
  ) =>
    db
      .selectFrom('members')
      .select(LISTED_COLUMNS)
      .where('merchant_id', '=', site1)
      .where('mobile', 'in', [a1, b1, c1, d1, e1])
      .unionAll(
        db
          .selectFrom('members')
          .select(LISTED_COLUMNS)
          .where('merchant_id', '=', site2)
          .where('unverified_mobile', 'in', [a2, b2, c2, d2, e2]),
      )
      .limit(n),
);
const NUMBER_MATCHES_READ = 500;

/**
 * A number with or without its dialing code: the national part is one of its endings, read
 * along the number indexes, and kept when the whole number or the national part matches.
 */
const byMobile = async (ctx: SiteCtx, q: string, page: Paging): Promise<MembersPage> => {
  const digits = q.replace(/[\s+()-]/g, '');
  if (!/^\d{4,20}$/.test(digits)) return { hasMore: false, rows: [] };
  // Always ENDINGS of them (a short number's shortest repeated), so each query keeps its SQL.
  const endings = [0, 1, 2, 3, 4].map((cut) => digits.slice(Math.min(cut, digits.length - 4)));
  const site = ctx.site.id;
  const found = [site, ...(endings as Endings)] as const;
  const both = await byNumberQuery(ctx.db, ...found, ...found, NUMBER_MATCHES_READ);
  const rows = [...new Map(both.map((m) => [m.id, m])).values()];
  rows.sort((a, b) => a.id - b.id);
  const whole = (code: string | null, national: string | null) =>
    national !== null &&
    (national === digits || `${(code ?? '').replace(/\D/g, '')}${national}` === digits);
  const matches = rows.filter(
    (m) => whole(m.dialing_code, m.mobile) || whole(m.unverified_dialing_code, m.unverified_mobile),
  );
  return pageFrom(matches.slice(page.offset, page.offset + page.limit + 1), page);
};

/** A page of the site's members whose field matches `q`. */
export const searchMembersBy = async (
  ctx: SiteCtx,
  by: MemberField,
  q: string,
  page: Paging,
): Promise<MembersPage> => {
  const longer = [page.limit + 1, page.offset] as const;
  switch (by) {
    case 'name':
      return byNamePrefix(ctx, q.trim(), page);
    case 'mobile':
      return byMobile(ctx, q, page);
    case 'email': {
      const email = q.trim().toLowerCase();
      return pageFrom(await byEmailQuery(ctx.db, ctx.site.id, email, ...longer), page);
    }
    case 'id': {
      const id = /^\d{1,9}$/.test(q.trim()) ? Number(q.trim()) : 0;
      return pageFrom(await byIdQuery(ctx.db, ctx.site.id, id, ...longer), page);
    }
  }
};

/** Whether any member has this one as upline (an agent with a team). */
export const hasDownlines = async ({ db }: SiteCtx, memberId: number): Promise<boolean> =>
  (await db
    .selectFrom('members')
    .select('id')
    .where('upline_id', '=', memberId)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** The listed columns of the members of the ids, in the order asked; ids with no member left out. */
export const listedMembersByIds = async (
  { db }: SiteCtx,
  ids: readonly number[],
): Promise<ListedMember[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('members')
    .select(LISTED_COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

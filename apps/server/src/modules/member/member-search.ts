import type { SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import type { SiteCtx } from '../../context.js';
import { isPostgres } from '../../db/migration-helpers.js';
import type { Database } from '../../db/schema.js';
import type { MemberRow } from './member.tables.js';

/**
 * The back office's member search by one kind, each read along an index (migration 0045): an
 * account name's beginning, a mobile number, an e-mail, a member id. A page of the matches by
 * id and their count.
 */

export type MemberField = 'name' | 'mobile' | 'email' | 'id';
export interface Paging {
  limit: number;
  offset: number;
}
export interface MembersPage {
  totalCount: number;
  rows: MemberRow[];
}

type Query = SelectQueryBuilder<Database, 'members', object>;

const pageOf = async (
  base: Query,
  page: Paging,
  order: ReturnType<typeof sql> | 'id' = 'id',
): Promise<MembersPage> => {
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy(order).limit(page.limit).offset(page.offset).execute(),
  ]);
  return { totalCount: Number(count.n), rows };
};

/**
 * Usernames are stored lower-cased; a pattern's wildcards are taken as text. The page is in
 * name order, along the index, so a short prefix matching thousands reads one page of them.
 */
const byNamePrefix = (ctx: SiteCtx, q: string, page: Paging): Promise<MembersPage> => {
  const base = ctx.db.selectFrom('members').where('merchant_id', '=', ctx.site.id);
  if (isPostgres(ctx.db)) {
    const name = q.toLowerCase().replace(/[%_\\]/g, '\\$&'); // backslash: LIKE's escape
    const column = sql`username collate "C"`;
    return pageOf(base.where(column, 'like', `${name}%`), page, column);
  }
  // GLOB's wildcards are no username's characters: dropped.
  const name = q.toLowerCase().replace(/[*?[\]]/g, '');
  return pageOf(base.where(sql<boolean>`username glob ${`${name}*`}`), page, sql`username`);
};

/**
 * A number with or without its dialing code: the national part is one of its endings, read
 * along the number indexes, and kept when the whole number or the national part matches.
 */
const byMobile = async (ctx: SiteCtx, q: string, page: Paging): Promise<MembersPage> => {
  const digits = q.replace(/[\s+()-]/g, '');
  if (!/^\d{4,20}$/.test(digits)) return { totalCount: 0, rows: [] };
  const endings = [0, 1, 2, 3, 4].map((cut) => digits.slice(cut)).filter((d) => d.length >= 4);
  // One query per column: each reads its own index (an OR of both would read the site's rows).
  const [proved, typed] = await Promise.all(
    (['mobile', 'unverified_mobile'] as const).map((column) =>
      ctx.db
        .selectFrom('members')
        .selectAll()
        .where('merchant_id', '=', ctx.site.id)
        .where(column, 'in', endings)
        .limit(500)
        .execute(),
    ),
  );
  const rows = [...new Map([...(proved ?? []), ...(typed ?? [])].map((m) => [m.id, m])).values()];
  rows.sort((a, b) => a.id - b.id);
  const whole = (code: string | null, national: string | null) =>
    national !== null &&
    (national === digits || `${(code ?? '').replace(/\D/g, '')}${national}` === digits);
  const found = rows.filter(
    (m) => whole(m.dialing_code, m.mobile) || whole(m.unverified_dialing_code, m.unverified_mobile),
  );
  return {
    totalCount: found.length,
    rows: found.slice(page.offset, page.offset + page.limit),
  };
};

/** A page of the site's members whose field matches `q`. */
export const searchMembersBy = (
  ctx: SiteCtx,
  by: MemberField,
  q: string,
  page: Paging,
): Promise<MembersPage> => {
  const site = ctx.db.selectFrom('members').where('merchant_id', '=', ctx.site.id);
  switch (by) {
    case 'name':
      return byNamePrefix(ctx, q.trim(), page);
    case 'mobile':
      return byMobile(ctx, q, page);
    case 'email':
      return pageOf(site.where(sql`lower(email)`, '=', q.trim().toLowerCase()), page);
    case 'id': {
      const id = /^\d{1,9}$/.test(q.trim()) ? Number(q.trim()) : 0;
      return pageOf(site.where('id', '=', id), page);
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

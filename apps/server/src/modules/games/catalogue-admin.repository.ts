import type { adminGamesEndpoints } from '@lotto/contract';
import type { Updateable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { GamesTable } from './catalogue-tables.js';

/** SQL of the back office's catalogue pages: vendors per site, categories, games, icons. */

type Db = Kysely<Database>;

/** Every vendor with the site's switch (no row: on) and its number of games. */
export const findSiteVendors = (db: Db, siteId: number, vendorId?: number) =>
  db
    .selectFrom('vendors as v')
    .leftJoin('merchant_vendors as mv', (j) =>
      j.onRef('mv.vendor_id', '=', 'v.id').on('mv.merchant_id', '=', siteId),
    )
    .select(['v.id', 'v.code', 'v.name', 'v.enabled', 'v.rtp_bp', 'mv.enabled as site_enabled'])
    .select((eb) =>
      eb
        .selectFrom('games as g')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('g.vendor_id', '=', 'v.id')
        .as('game_count'),
    )
    .$if(vendorId !== undefined, (q) => q.where('v.id', '=', vendorId as number))
    .orderBy('v.sort')
    .orderBy('v.id')
    .execute();

export const setVendorRtp = (db: Db, vendorId: number, rtpBp: number) =>
  db.updateTable('vendors').set({ rtp_bp: rtpBp }).where('id', '=', vendorId).execute();

/** Categories in display order with their names and numbers of games. */
export const findAdminCategories = async (db: Db) => {
  const [rows, names, counts] = await Promise.all([
    db.selectFrom('categories').selectAll().orderBy('sort').orderBy('code').execute(),
    db.selectFrom('category_translations').selectAll().execute(),
    db
      .selectFrom('games')
      .select((eb) => ['category', eb.fn.countAll<number>().as('n')])
      .groupBy('category')
      .execute(),
  ]);
  return { rows, names, counts };
};

export const setCategoryEnabled = (db: Db, code: string, on: boolean) =>
  db
    .updateTable('categories')
    .set({ enabled: on ? 1 : 0 })
    .where('code', '=', code)
    .execute();

export const setCategorySort = (db: Db, code: string, sort: number) =>
  db.updateTable('categories').set({ sort }).where('code', '=', code).execute();

export const setCategoryName = (db: Db, code: string, language: string, name: string) =>
  db
    .insertInto('category_translations')
    .values({ category_code: code, language, name })
    .onConflict((oc) => oc.columns(['category_code', 'language']).doUpdateSet({ name }))
    .execute();

export interface GameSearch {
  /** Lower-cased, NFC (searchText). */
  term?: string | undefined;
  vendor?: string | undefined;
  category?: string | undefined;
  sort: adminGamesEndpoints.GameSort;
}

// LIKE's wildcards in an operator's search are plain characters (ESCAPE works on both dialects).
const likeOf = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const gameRows = (db: Db, siteId: number) =>
  db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .leftJoin('merchant_vendors as mv', (j) =>
      j.onRef('mv.vendor_id', '=', 'v.id').on('mv.merchant_id', '=', siteId),
    )
    .leftJoin('game_translations as te', (j) =>
      j.onRef('te.game_id', '=', 'g.id').on('te.language', '=', 'EN'),
    )
    .leftJoin('game_icons as gi', 'gi.game_id', 'g.id')
    .leftJoin('site_games as sg', (j) =>
      j.onRef('sg.game_id', '=', 'g.id').on('sg.merchant_id', '=', siteId),
    );

const filtered = (db: Db, siteId: number, f: GameSearch) =>
  gameRows(db, siteId)
    .$if(f.vendor !== undefined, (q) => q.where('v.code', '=', f.vendor as string))
    .$if(f.category !== undefined, (q) => q.where('g.category', '=', f.category as string))
    .$if(f.term !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('game_translations as t')
              .select('t.game_id')
              .whereRef('t.game_id', '=', 'g.id')
              .where(sql<boolean>`t.search_name like ${likeOf(f.term as string)} escape '\\'`),
          ),
          eb(sql`lower(g.code)`, 'like', sql`${likeOf(f.term as string)} escape '\\'`),
        ]),
      ),
    );

const columns = (db: Db, siteId: number, f: GameSearch) =>
  filtered(db, siteId, f)
    .select(['g.id', 'g.code', 'g.category', 'g.icon'])
    // As the site shows it: its own choice, else the catalogue's.
    .select(sql<number>`coalesce(sg.is_hot, g.is_hot)`.as('is_hot'))
    .select(sql<number>`coalesce(sg.is_new, g.is_new)`.as('is_new'))
    .select(sql<number>`coalesce(sg.hidden, 1 - g.enabled)`.as('hidden'))
    .select(sql<number>`coalesce(sg.sort, g.sort)`.as('sort'))
    .select(['g.rtp_bp as own_rtp_bp', 'g.created_at', 'gi.version as icon_version'])
    .select(['v.code as vendor', 'v.name as vendor_name'])
    .select(sql<number>`coalesce(g.rtp_bp, v.rtp_bp)`.as('rtp_bp'))
    .select((eb) =>
      eb
        .selectFrom('game_launches as l')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('l.game_id', '=', 'g.id')
        .as('launches'),
    );

/** One page of the catalogue as the back office searches and sorts it. */
export const searchGames = async (
  db: Db,
  siteId: number,
  f: GameSearch,
  page: { limit: number; offset: number },
) => {
  let rows = columns(db, siteId, f);
  if (f.sort === 'newest') rows = rows.orderBy('g.created_at', 'desc').orderBy('g.id', 'desc');
  else if (f.sort === 'popular') rows = rows.orderBy('launches', 'desc').orderBy('g.id');
  else if (f.sort === 'rtp')
    rows = rows.orderBy(sql`coalesce(g.rtp_bp, v.rtp_bp)`, 'desc').orderBy('g.id');
  else rows = rows.orderBy('te.search_name').orderBy('g.id');
  const [list, counted] = await Promise.all([
    rows.limit(page.limit).offset(page.offset).execute(),
    filtered(db, siteId, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { list, total: Number(counted?.n ?? 0) };
};

export const findAdminGame = (db: Db, siteId: number, gameId: number) =>
  columns(db, siteId, { sort: 'name' }).where('g.id', '=', gameId).executeTakeFirst();

/** The names of these games in every language. */
export const findNamesOf = async (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .selectFrom('game_translations')
        .select(['game_id', 'language', 'name'])
        .where('game_id', 'in', ids)
        .execute();

export const updateGameColumns = (
  db: Db,
  gameId: number,
  set: Pick<Updateable<GamesTable>, 'rtp_bp' | 'icon'>,
) => db.updateTable('games').set(set).where('id', '=', gameId).execute();

export const saveIcon = (
  db: Db,
  row: { game_id: number; mime: string; bytes: Uint8Array; version: string; updated_at: number },
) =>
  db
    .insertInto('game_icons')
    .values(row)
    .onConflict((oc) =>
      oc.column('game_id').doUpdateSet({
        mime: row.mime,
        bytes: row.bytes,
        version: row.version,
        updated_at: row.updated_at,
      }),
    )
    .execute();

export const deleteIcon = (db: Db, gameId: number) =>
  db.deleteFrom('game_icons').where('game_id', '=', gameId).execute();

/** An uploaded icon by its game and version (an old version's address finds nothing). */
export const findIcon = (db: Db, gameId: number, version: string) =>
  db
    .selectFrom('game_icons')
    .select(['mime', 'bytes'])
    .where('game_id', '=', gameId)
    .where('version', '=', version)
    .executeTakeFirst();

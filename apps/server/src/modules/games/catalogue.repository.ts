import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  CategoryTranslationsTable,
  GameTranslationsTable,
  GameTypeTranslationsTable,
  NewGame,
  SiteGamesTable,
} from './catalogue-tables.js';

/** Catalogue writes (seed, operators' data loads) and small reads; game lists are in games.repository. */

type Db = Kysely<Database>;

/** How names are stored for search and how a search term is prepared: NFC, lower case. */
export const searchText = (text: string): string => text.normalize('NFC').toLowerCase();

// Both dialects: SQLite's max variables (32766) and PostgreSQL's (65535) stay far away.
const BATCH_ROWS = 1000;
const inBatches = async <T>(rows: T[], write: (batch: T[]) => Promise<unknown>) => {
  for (let at = 0; at < rows.length; at += BATCH_ROWS) await write(rows.slice(at, at + BATCH_ROWS));
};

export const hasCatalogue = async (db: Db): Promise<boolean> =>
  (await db.selectFrom('vendors').select('id').limit(1).executeTakeFirst()) !== undefined;

export const insertCategories = async (
  db: Db,
  rows: Array<{ code: string; sort: number }>,
  names: CategoryTranslationsTable[],
) => {
  await db.insertInto('categories').values(rows).execute();
  await db.insertInto('category_translations').values(names).execute();
};

/** Inserts vendors and answers their ids by code. */
export const insertVendors = async (
  db: Db,
  rows: Array<{ code: string; name: string; sort: number; rtp_bp?: number }>,
): Promise<Map<string, number>> => {
  const ids = await db.insertInto('vendors').values(rows).returning(['id', 'code']).execute();
  return new Map(ids.map((r) => [r.code, r.id]));
};

/** Inserts game types and answers their ids by `category:code`. */
export const insertGameTypes = async (
  db: Db,
  rows: Array<{ code: string; category: string; sort: number }>,
): Promise<Map<string, number>> => {
  const ids = await db
    .insertInto('game_types')
    .values(rows)
    .returning(['id', 'category', 'code'])
    .execute();
  return new Map(ids.map((r) => [`${r.category}:${r.code}`, r.id]));
};

export const insertGameTypeNames = (db: Db, rows: GameTypeTranslationsTable[]) =>
  db.insertInto('game_type_translations').values(rows).execute();

/** Inserts games and answers their ids by `vendorId:code`. */
export const insertGames = async (db: Db, rows: NewGame[]): Promise<Map<string, number>> => {
  const ids = new Map<string, number>();
  await inBatches(rows, async (batch) => {
    const made = await db
      .insertInto('games')
      .values(batch)
      .returning(['id', 'vendor_id', 'code'])
      .execute();
    for (const r of made) ids.set(`${r.vendor_id}:${r.code}`, r.id);
  });
  return ids;
};

/** Game names per language; the search column is derived here, never by the caller. */
export const insertGameNames = (
  db: Db,
  rows: Array<Omit<Insertable<GameTranslationsTable>, 'search_name'>>,
) =>
  inBatches(rows, (batch) =>
    db
      .insertInto('game_translations')
      .values(batch.map((r) => ({ ...r, search_name: searchText(r.name) })))
      .execute(),
  );

/** The site's own hot, new, hidden or place of a game; a column left out keeps its value. */
export const saveSiteGameChoice = async (
  db: Db,
  merchantId: number,
  gameId: number,
  set: Partial<Pick<SiteGamesTable, 'is_hot' | 'is_new' | 'hidden' | 'sort'>>,
) => {
  await db
    .insertInto('site_games')
    .values({ merchant_id: merchantId, game_id: gameId, ...set })
    .onConflict((oc) => oc.columns(['merchant_id', 'game_id']).doUpdateSet(set))
    .execute();
};

/** Switches a vendor off (or on again) for one site. */
export const setSiteVendor = async (db: Db, merchantId: number, vendorId: number, on: boolean) => {
  await db
    .insertInto('merchant_vendors')
    .values({ merchant_id: merchantId, vendor_id: vendorId, enabled: on ? 1 : 0 })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'vendor_id']).doUpdateSet({ enabled: on ? 1 : 0 }),
    )
    .execute();
};

export const findVendorByCode = (db: Db, code: string) =>
  db.selectFrom('vendors').selectAll().where('code', '=', code).executeTakeFirst();

/** A game's id by its vendor's code and its own (the catalogue's natural key). */
export const findGameIdByCode = async (db: Db, vendor: string, code: string) =>
  (
    await db
      .selectFrom('games as g')
      .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
      .select('g.id')
      .where('v.code', '=', vendor)
      .where('g.code', '=', code)
      .executeTakeFirst()
  )?.id;

/** What an icon shows: the vendor and the English name. */
export const findIconFacts = (db: Db, gameId: number) =>
  db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .leftJoin('game_translations as t', (j) =>
      j.onRef('t.game_id', '=', 'g.id').on('t.language', '=', 'EN'),
    )
    .select(['g.code', 'g.category', 'v.code as vendor', 't.name'])
    .where('g.id', '=', gameId)
    .executeTakeFirst();

/** A page of game types (classifications), optionally of one category. */
export const findGameTypePage = async (
  db: Db,
  category: string | undefined,
  language: string,
  page: { limit: number; offset: number },
) => {
  const base = db
    .selectFrom('game_types as gt')
    .innerJoin('categories as c', 'c.code', 'gt.category')
    .where('c.enabled', '=', 1)
    .$if(category !== undefined, (q) => q.where('gt.category', '=', category as string));
  const rows = await base
    .leftJoin('game_type_translations as tl', (j) =>
      j.onRef('tl.game_type_id', '=', 'gt.id').on('tl.language', '=', language),
    )
    .leftJoin('game_type_translations as te', (j) =>
      j.onRef('te.game_type_id', '=', 'gt.id').on('te.language', '=', 'EN'),
    )
    .select(['gt.code', 'gt.category', sql<string | null>`coalesce(tl.name, te.name)`.as('name')])
    .orderBy('c.sort')
    .orderBy('gt.sort')
    .orderBy('gt.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return { rows, total: Number(counted?.n ?? 0) };
};

/**
 * Every game whose vendor and category are on, with the catalogue's own flags and place, in
 * that order, for the snapshot: a game the catalogue hides may be shown by one site's choice.
 */
export const findCatalogueGames = (db: Db) =>
  db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .innerJoin('categories as c', 'c.code', 'g.category')
    .leftJoin('game_types as gt', 'gt.id', 'g.game_type_id')
    .select(['g.id', 'g.category', 'g.code', 'g.room_id', 'g.icon', 'g.support_play'])
    .select(['g.is_new', 'g.is_hot', 'g.enabled', 'g.sort', 'g.min_bet', 'g.lines'])
    .select('gt.code as classify')
    .select([
      'v.id as vendor_id',
      'v.code as vendor',
      'v.name as vendor_name',
      'v.sort as vendor_sort',
    ])
    .where('v.enabled', '=', 1)
    .where('c.enabled', '=', 1)
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute();

/** What each site changed of games (hot, new, hidden, place). */
export const findSiteGameChoices = (db: Db) => db.selectFrom('site_games').selectAll().execute();

export const findAllGameNames = (db: Db) =>
  db
    .selectFrom('game_translations')
    .select(['game_id', 'language', 'name', 'search_name'])
    .execute();

/** Vendors a site switched off. */
export const findSwitchedOffVendors = (db: Db) =>
  db
    .selectFrom('merchant_vendors')
    .select(['merchant_id', 'vendor_id'])
    .where('enabled', '=', 0)
    .execute();

/** Enabled categories in display order with their names in every language. */
export const findCategoryNames = (db: Db) =>
  db
    .selectFrom('categories as c')
    .leftJoin('category_translations as t', 't.category_code', 'c.code')
    .select(['c.code', 't.language', 't.name'])
    .where('c.enabled', '=', 1)
    .orderBy('c.sort')
    .orderBy('c.code')
    .execute();

/** A game with every switch that decides whether it may be played on a site now. */
export const findPlayGameRow = (db: Db, gameId: number, siteId: number, language: string) =>
  db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .innerJoin('categories as c', 'c.code', 'g.category')
    .leftJoin('merchant_vendors as mv', (j) =>
      j.onRef('mv.vendor_id', '=', 'v.id').on('mv.merchant_id', '=', siteId),
    )
    .leftJoin('site_games as sg', (j) =>
      j.onRef('sg.game_id', '=', 'g.id').on('sg.merchant_id', '=', siteId),
    )
    .leftJoin('game_translations as tl', (j) =>
      j.onRef('tl.game_id', '=', 'g.id').on('tl.language', '=', language),
    )
    .leftJoin('game_translations as te', (j) =>
      j.onRef('te.game_id', '=', 'g.id').on('te.language', '=', 'EN'),
    )
    .select(['g.id', 'g.code', 'g.category', 'g.min_bet', 'g.support_play'])
    // On unless the site hid it, or it is hidden in the catalogue and the site did not show it.
    .select(
      sql<number>`case when sg.hidden is null then g.enabled else 1 - sg.hidden end`.as('enabled'),
    )
    .select(['v.code as vendor', 'v.enabled as vendor_enabled'])
    // A game's own RTP (set in the back office) wins over its vendor's.
    .select(sql<number>`coalesce(g.rtp_bp, v.rtp_bp)`.as('rtp_bp'))
    .select(['c.enabled as category_enabled', 'mv.enabled as site_vendor_enabled'])
    .select(sql<string>`coalesce(tl.name, te.name, g.code)`.as('name'))
    .where('g.id', '=', gameId)
    .executeTakeFirst();

/** Names (in the language, else English, else the code) and categories of games by id. */
export const findGameLabels = async (db: Db, ids: readonly number[], language: string) => {
  if (ids.length === 0) return [];
  return db
    .selectFrom('games as g')
    .leftJoin('game_translations as tl', (j) =>
      j.onRef('tl.game_id', '=', 'g.id').on('tl.language', '=', language),
    )
    .leftJoin('game_translations as te', (j) =>
      j.onRef('te.game_id', '=', 'g.id').on('te.language', '=', 'EN'),
    )
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .select(['g.id', 'g.code', 'g.category', 'tl.name as name', 'te.name as english'])
    .select('v.name as vendor_name')
    .where('g.id', 'in', [...new Set(ids)])
    .execute();
};

/** Vendors' display names by code. */
export const findVendorNames = async (db: Db, codes: readonly string[]) => {
  if (codes.length === 0) return [];
  return db.selectFrom('vendors').select(['code', 'name']).where('code', 'in', codes).execute();
};

/** The ids of a category's games, as a subquery other modules filter their rows with. */
export const gameIdsOfCategory = (db: Db, category: string) =>
  db.selectFrom('games').select('id').where('category', '=', category);

import {
  type GameCategory,
  type GameItem,
  gameIconPath,
  gameItem,
  type LanguageCode,
  SUPPORTED_LANGUAGES,
} from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { TtlCache } from '../../cache/ttl-cache.js';
import type { Database } from '../../db/schema.js';
import {
  findAllGameNames,
  findCatalogueGames,
  findCategoryNames,
  findSiteGameChoices,
  findSwitchedOffVendors,
} from './catalogue.repository.js';
import type { SiteGamesTable } from './catalogue-tables.js';
import { amountOf } from './game-item.js';

/**
 * The playable catalogue as one in-memory snapshot per process. Game lists are the hottest
 * read of the app and the catalogue is small and changes rarely, so lists filter and page it
 * in memory; an operator's change bumps 'catalogue', so every process shows it within 2 s
 * (the same rule as site records). Member rows (favourites, launches) stay in the database
 * and only name games of the snapshot.
 *
 * Each site sees the catalogue through its own choices (hot, new, hidden, place) and vendor
 * switches. A site's list is worked out once per snapshot, on its first request, and kept
 * until the next load: requests filter and page a ready list as before sites had choices.
 */

export interface CatalogueEntry {
  id: number;
  category: GameCategory;
  vendorId: number;
  vendor: string;
  vendorName: string;
  vendorSort: number;
  classify: string | null;
  isNew: boolean;
  isHot: boolean;
  /** Left out of the site's lists (launches check it too: findPlayGameRow). */
  hidden: boolean;
  /** Its place in the lists: (sort, id). */
  sort: number;
  minBet: number;
  lines: number | null;
  /** The stored search names (lower-cased), by language. */
  search: Partial<Record<string, string>>;
  /** The item in every language, validated against the contract once, when loaded. */
  items: Record<LanguageCode, GameItem>;
}

/** The games one site shows: its choices applied, its switched-off vendors' games left out. */
export interface SiteGames {
  /** In the site's display order: (sort, id). */
  games: CatalogueEntry[];
  byId: Map<number, CatalogueEntry>;
}

export interface CatalogueSnapshot {
  /** Enabled categories in display order, named in every language (English as fallback). */
  categories: Array<{ code: GameCategory; names: Record<LanguageCode, string> }>;
  /** The site's games, worked out on first use and kept with this snapshot. */
  site(siteId: number): SiteGames;
}

/** A site's row: each column it left null keeps the catalogue's value. */
type SiteChoice = SiteGamesTable;

type GameRowOf = Awaited<ReturnType<typeof findCatalogueGames>>[number];

const itemsOf = (row: GameRowOf, names: Map<string, string>): Record<LanguageCode, GameItem> => {
  const icon = row.icon ?? gameIconPath(row.id);
  const base = {
    nodeId: String(row.id),
    gameType: row.category as GameCategory,
    vassalage: row.vendor,
    gameId: row.code,
    roomId: row.room_id,
    showIcon: icon,
    mobileLargeIcon: icon,
    mobileSmallIcon: icon,
    supportPlay: row.support_play === 1,
    isNew: row.is_new === 1,
    isHot: row.is_hot === 1,
    minBet: amountOf(row.min_bet),
    lines: row.lines,
    classify: row.classify,
  };
  const english = names.get('EN') ?? row.code;
  const items = {} as Record<LanguageCode, GameItem>;
  for (const language of SUPPORTED_LANGUAGES) {
    items[language] = gameItem.parse({ ...base, gameName: names.get(language) ?? english });
  }
  return items;
};

const entryOf = (
  row: GameRowOf,
  names: Map<string, string>,
  search: Partial<Record<string, string>>,
): CatalogueEntry => ({
  id: row.id,
  category: row.category as GameCategory,
  vendorId: row.vendor_id,
  vendor: row.vendor,
  vendorName: row.vendor_name,
  vendorSort: row.vendor_sort,
  classify: row.classify,
  isNew: row.is_new === 1,
  isHot: row.is_hot === 1,
  hidden: row.enabled !== 1,
  sort: row.sort,
  minBet: row.min_bet,
  lines: row.lines,
  search,
  items: itemsOf(row, names),
});

/** The entry as a site chose it; items are copied only when a flag they carry changes. */
const chosen = (g: CatalogueEntry, choice: SiteChoice): CatalogueEntry => {
  const isHot = choice.is_hot === null ? g.isHot : choice.is_hot === 1;
  const isNew = choice.is_new === null ? g.isNew : choice.is_new === 1;
  const hidden = choice.hidden === null ? g.hidden : choice.hidden === 1;
  const sort = choice.sort ?? g.sort;
  if (isHot === g.isHot && isNew === g.isNew) return { ...g, hidden, sort };
  const items = {} as Record<LanguageCode, GameItem>;
  for (const language of SUPPORTED_LANGUAGES) {
    items[language] = { ...g.items[language], isHot, isNew };
  }
  return { ...g, isHot, isNew, hidden, sort, items };
};

/** A site's shown games from the catalogue (in catalogue order), its choices and switches. */
const siteGamesOf = (
  catalogue: readonly CatalogueEntry[],
  choices: ReadonlyMap<number, SiteChoice> | undefined,
  switchedOff: ReadonlySet<number> | undefined,
): SiteGames => {
  const games: CatalogueEntry[] = [];
  let moved = false;
  for (const g of catalogue) {
    if (switchedOff?.has(g.vendorId)) continue;
    const choice = choices?.get(g.id);
    const entry = choice ? chosen(g, choice) : g;
    moved ||= entry.sort !== g.sort;
    if (!entry.hidden) games.push(entry);
  }
  if (moved) games.sort((a, b) => a.sort - b.sort || a.id - b.id);
  return { games, byId: new Map(games.map((g) => [g.id, g])) };
};

const bySite = <T, V>(
  rows: readonly T[],
  siteOf: (r: T) => number,
  add: (to: V | undefined, r: T) => V,
) => {
  const map = new Map<number, V>();
  for (const r of rows) map.set(siteOf(r), add(map.get(siteOf(r)), r));
  return map;
};

/** Reads the snapshot; a game whose data breaks the contract is left out and reported. */
export const loadSnapshot = async (
  db: Kysely<Database>,
  onInvalid: (gameId: number, err: unknown) => void,
): Promise<CatalogueSnapshot> => {
  const [rows, nameRows, off, choiceRows, categoryRows] = await Promise.all([
    findCatalogueGames(db),
    findAllGameNames(db),
    findSwitchedOffVendors(db),
    findSiteGameChoices(db),
    findCategoryNames(db),
  ]);
  const names = new Map<number, Map<string, string>>();
  const searchNames = new Map<number, Partial<Record<string, string>>>();
  for (const n of nameRows) {
    const of = names.get(n.game_id) ?? new Map<string, string>();
    names.set(n.game_id, of.set(n.language, n.name));
    searchNames.set(n.game_id, { ...searchNames.get(n.game_id), [n.language]: n.search_name });
  }
  const catalogue: CatalogueEntry[] = [];
  for (const row of rows) {
    try {
      catalogue.push(entryOf(row, names.get(row.id) ?? new Map(), searchNames.get(row.id) ?? {}));
    } catch (err) {
      onInvalid(row.id, err);
    }
  }
  const switchedOff = bySite(
    off,
    (o) => o.merchant_id,
    (to: Set<number> | undefined, o) => (to ?? new Set<number>()).add(o.vendor_id),
  );
  const choices = bySite(
    choiceRows,
    (c) => c.merchant_id,
    (to: Map<number, SiteChoice> | undefined, c) =>
      (to ?? new Map<number, SiteChoice>()).set(c.game_id, c),
  );
  const sites = new Map<number, SiteGames>();
  return {
    categories: categoriesOf(categoryRows),
    site: (siteId) => {
      let games = sites.get(siteId);
      if (!games) {
        games = siteGamesOf(catalogue, choices.get(siteId), switchedOff.get(siteId));
        sites.set(siteId, games);
      }
      return games;
    },
  };
};

const categoriesOf = (rows: Awaited<ReturnType<typeof findCategoryNames>>) => {
  const byCode = new Map<string, Map<string, string>>();
  for (const r of rows) {
    const names = byCode.get(r.code) ?? new Map<string, string>();
    if (r.language && r.name) names.set(r.language, r.name);
    byCode.set(r.code, names);
  }
  return [...byCode].map(([code, names]) => ({
    code: code as GameCategory,
    names: Object.fromEntries(
      SUPPORTED_LANGUAGES.map((l) => [l, names.get(l) ?? names.get('EN') ?? code]),
    ) as Record<LanguageCode, string>,
  }));
};

/** The snapshot, shared by the process until it ages out or an edit bumps 'catalogue'. */
export class CatalogueCache {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: TtlCache<CatalogueSnapshot>,
    private readonly onInvalid: (gameId: number, err: unknown) => void = () => {},
  ) {}

  snapshot(): Promise<CatalogueSnapshot> {
    return this.cache.get('', () => loadSnapshot(this.db, this.onInvalid));
  }
}

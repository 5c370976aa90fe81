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
  findCategoryNames,
  findSwitchedOffVendors,
  findVisibleGames,
} from './catalogue.repository.js';
import { amountOf } from './game-item.js';

/**
 * The playable catalogue as one in-memory snapshot per process. Game lists are the hottest
 * read of the app and the catalogue is small and changes rarely, so lists filter and page it
 * in memory; an operator's change bumps 'catalogue', so every process shows it within 2 s
 * (the same rule as site records). Member rows (favourites, launches) stay in the database
 * and only name games of the snapshot.
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
  minBet: number;
  lines: number | null;
  /** The stored search names (lower-cased), by language. */
  search: Partial<Record<string, string>>;
  /** The item in every language, validated against the contract once, when loaded. */
  items: Record<LanguageCode, GameItem>;
}

export interface CatalogueSnapshot {
  /** In display order: (sort, id). */
  games: CatalogueEntry[];
  byId: Map<number, CatalogueEntry>;
  /** Vendor ids each site switched off. */
  switchedOff: Map<number, Set<number>>;
  /** Enabled categories in display order, named in every language (English as fallback). */
  categories: Array<{ code: GameCategory; names: Record<LanguageCode, string> }>;
}

type GameRowOf = Awaited<ReturnType<typeof findVisibleGames>>[number];

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
  minBet: row.min_bet,
  lines: row.lines,
  search,
  items: itemsOf(row, names),
});

/** Reads the snapshot; a game whose data breaks the contract is left out and reported. */
export const loadSnapshot = async (
  db: Kysely<Database>,
  onInvalid: (gameId: number, err: unknown) => void,
): Promise<CatalogueSnapshot> => {
  const [rows, nameRows, off, categoryRows] = await Promise.all([
    findVisibleGames(db),
    findAllGameNames(db),
    findSwitchedOffVendors(db),
    findCategoryNames(db),
  ]);
  const names = new Map<number, Map<string, string>>();
  const searchNames = new Map<number, Partial<Record<string, string>>>();
  for (const n of nameRows) {
    const of = names.get(n.game_id) ?? new Map<string, string>();
    names.set(n.game_id, of.set(n.language, n.name));
    searchNames.set(n.game_id, { ...searchNames.get(n.game_id), [n.language]: n.search_name });
  }
  const games: CatalogueEntry[] = [];
  for (const row of rows) {
    try {
      games.push(entryOf(row, names.get(row.id) ?? new Map(), searchNames.get(row.id) ?? {}));
    } catch (err) {
      onInvalid(row.id, err);
    }
  }
  const switchedOff = new Map<number, Set<number>>();
  for (const o of off)
    switchedOff.set(o.merchant_id, (switchedOff.get(o.merchant_id) ?? new Set()).add(o.vendor_id));
  return {
    games,
    byId: new Map(games.map((g) => [g.id, g])),
    switchedOff,
    categories: categoriesOf(categoryRows),
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

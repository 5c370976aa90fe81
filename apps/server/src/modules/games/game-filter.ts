import type { GameCategory, GameItem, LanguageCode } from '@lotto/contract';
import { searchText } from './catalogue.repository.js';
import type { CatalogueEntry, SiteGames } from './catalogue-snapshot.js';
import { pageFieldsOf } from './game-item.js';

/** Filters of a game list (spec/02 section 7); undefined means "no filter". */
export interface GameFilter {
  category?: GameCategory | undefined;
  /** HOT: the hot games of every category. */
  hotOnly?: boolean | undefined;
  vendor?: string | undefined;
  classify?: string | undefined;
  newOnly?: boolean | undefined;
  /** Games whose minimum bet is at most this (minor units): the ones it can start. */
  maxMinBet?: number | undefined;
  minLines?: number | undefined;
  /** Part of a name, matched case-insensitively in any of these languages. */
  search?: { term: string; languages: string[] } | undefined;
}

/** HOT groups the hot games of every category; any other type is a category. */
export const categoryFilter = (gameType: GameCategory | undefined): GameFilter =>
  gameType === undefined || gameType === 'HOT'
    ? { hotOnly: gameType === 'HOT' }
    : { category: gameType };

/** A name search in the asked language and in English. */
export const nameSearch = (term: string | undefined, language: LanguageCode) =>
  term === undefined
    ? undefined
    : { term: searchText(term), languages: [...new Set([language, 'EN'])] };

const matches = (g: CatalogueEntry, f: GameFilter): boolean =>
  (f.category === undefined || g.category === f.category) &&
  (f.hotOnly !== true || g.isHot) &&
  (f.vendor === undefined || g.vendor === f.vendor) &&
  (f.classify === undefined || g.classify === f.classify) &&
  (f.newOnly !== true || g.isNew) &&
  (f.maxMinBet === undefined || g.minBet <= f.maxMinBet) &&
  (f.minLines === undefined || (g.lines !== null && g.lines >= f.minLines)) &&
  (f.search === undefined || matchesName(g, f.search));

const matchesName = (g: CatalogueEntry, search: NonNullable<GameFilter['search']>) =>
  search.languages.some((language) => g.search[language]?.includes(search.term) === true);

/** The games, in the given order, that the filter keeps (the site's games: see SiteGames). */
export const filterGames = (
  games: Iterable<CatalogueEntry>,
  filter: GameFilter,
): CatalogueEntry[] => {
  const kept: CatalogueEntry[] = [];
  for (const g of games) if (matches(g, filter)) kept.push(g);
  return kept;
};

/** One page of filtered games in a language; past the end it is empty with the right totals. */
export const pageOfGames = (
  games: CatalogueEntry[],
  pageNo: number,
  pageSize: number,
  language: LanguageCode,
): { items: GameItem[]; pageNum: number; totalPages: number; totalCount: number } => {
  const start = (pageNo - 1) * pageSize;
  const items = games.slice(start, start + pageSize).map((g) => g.items[language]);
  return { items, ...pageFieldsOf(games.length, pageNo, pageSize) };
};

/** The site's games with these ids, in the ids' order (unknown or hidden ids drop out). */
export const entriesOf = (site: SiteGames, ids: number[]): CatalogueEntry[] =>
  ids.map((id) => site.byId.get(id)).filter((g): g is CatalogueEntry => g !== undefined);

import type {
  GameCategory,
  GameListAnswer,
  GameVendorsAnswer,
  gameListQuery,
  gameTypesAnswer,
  gameTypesQuery,
  gameVendorsQuery,
  HotGamesAnswer,
  hotGamesQuery,
  LanguageCode,
  VendorEntry,
} from '@lotto/contract';
import type { z } from 'zod/mini';
import type { Ctx, RequestCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import type { Site } from '../system/index.js';
import {
  findCategoryNames,
  findGameLabels,
  findGameTypePage,
  findIconFacts,
  findVendorNames,
} from './catalogue.repository.js';
import type { CatalogueCache } from './catalogue-snapshot.js';
import {
  categoryFilter,
  filterGames,
  type GameFilter,
  nameSearch,
  pageOfGames,
} from './game-filter.js';
import { gameIconSvg } from './game-icon.js';
import { minorOf, pageFieldsOf, pageOf } from './game-item.js';

type Out<T extends z.ZodMiniType> = z.output<T>;

/** A merchant named in the query must be the request's own site. */
export const checkSiteCode = (site: Site, code: string | undefined): void => {
  if (code !== undefined && code !== site.code) {
    throw new AppError('request_param_err', {
      fields: [{ field: 'merchant', message: 'not this site' }],
    });
  }
};

/** The game list's filters (spec/02 section 7) as a catalogue filter. */
const listFilter = (q: Out<typeof gameListQuery>, language: LanguageCode): GameFilter => ({
  ...categoryFilter(q.gameType),
  vendor: q.vassalage,
  classify: q.gameClassify?.toUpperCase(),
  newOnly: q.isNew === 1,
  maxMinBet: q.minBet === undefined ? undefined : minorOf(q.minBet),
  minLines: q.minLine,
  search: nameSearch(q.gameName, language),
});

/** GET game list: one page of the site's playable games in display order. */
export const listGames = async (
  { site, language }: RequestCtx,
  catalogue: CatalogueCache,
  q: Out<typeof gameListQuery>,
): Promise<GameListAnswer> => {
  checkSiteCode(site, q.merchant);
  const lang = q.language ?? language;
  const { games: shown } = (await catalogue.snapshot()).site(site.id);
  const games = filterGames(shown, listFilter(q, lang));
  const { items, ...page } = pageOfGames(games, q.pageNo, q.pageSize, lang);
  return { games: items, ...page };
};

/** GET hot games: of one category, or of every category for HOT or none. */
export const listHotGames = async (
  { site, language }: RequestCtx,
  catalogue: CatalogueCache,
  q: Out<typeof hotGamesQuery>,
): Promise<HotGamesAnswer> => {
  checkSiteCode(site, q.merchantCode);
  const { games: shown } = (await catalogue.snapshot()).site(site.id);
  const games = filterGames(shown, { ...categoryFilter(q.gameType), hotOnly: true });
  const { items, ...page } = pageOfGames(games, q.pageNo, q.pageSize, q.language ?? language);
  return { list: items, ...page };
};

/** GET vendors per category: the vendors with playable games, HOT those with hot games. */
export const listVendors = async (
  { site, language }: RequestCtx,
  catalogue: CatalogueCache,
  q: Out<typeof gameVendorsQuery>,
): Promise<GameVendorsAnswer> => {
  checkSiteCode(site, q.merchant);
  const snapshot = await catalogue.snapshot();
  const { games } = snapshot.site(site.id);
  // Vendors in their own order in every category, HOT included.
  const byVendor = [...games].sort(
    (a, b) => a.vendorSort - b.vendorSort || a.vendorId - b.vendorId,
  );
  const byCategory = new Map<GameCategory, Map<string, VendorEntry>>();
  const count = (category: GameCategory, vendor: string, name: string) => {
    const vendors = byCategory.get(category) ?? new Map<string, VendorEntry>();
    byCategory.set(category, vendors);
    const entry = vendors.get(vendor) ?? {
      vassalage: vendor,
      accountTypeName: name,
      gameType: category,
      gameCount: 0,
    };
    vendors.set(vendor, { ...entry, gameCount: entry.gameCount + 1 });
  };
  for (const g of byVendor) {
    count(g.category, g.vendor, g.vendorName);
    if (g.isHot) count('HOT', g.vendor, g.vendorName);
  }
  const content: GameVendorsAnswer['content'] = {};
  const sorting: GameVendorsAnswer['sorting'] = [];
  for (const category of snapshot.categories) {
    const vendors = byCategory.get(category.code);
    if (!vendors || (q.gameType !== undefined && q.gameType !== category.code)) continue;
    const entries = [...vendors.values()];
    content[category.code] = Object.fromEntries(entries.map((v) => [v.vassalage, [v]]));
    const name = category.names[q.language ?? language];
    sorting.push({ gameCategory: category.code, name, vendorNames: entries });
  }
  return { content, sorting };
};

/** GET game types (typeId 1): the classifications the slot filter offers. */
export const listGameTypes = async (
  { db, site, language }: RequestCtx,
  q: Out<typeof gameTypesQuery>,
): Promise<Out<typeof gameTypesAnswer>> => {
  checkSiteCode(site, q.merchant);
  const category = q.gameType === 'HOT' ? undefined : q.gameType;
  const lang = q.language ?? language;
  const { rows, total } = await findGameTypePage(db, category, lang, pageOf(q.pageNo, q.pageSize));
  return {
    list: rows.map((r) => ({
      classify: r.code,
      name: r.name ?? r.code,
      gameType: r.category as GameCategory,
    })),
    ...pageFieldsOf(total, q.pageNo, q.pageSize),
  };
};

/** The generated icon of a catalogue game (404 for an unknown one). */
export const gameIconOf = async ({ db }: Ctx, nodeId: string): Promise<string> => {
  const facts = await findIconFacts(db, Number(nodeId));
  if (!facts) throw new AppError('request.url.empty');
  return gameIconSvg(facts);
};

/** A game as other modules name it: its name, category and vendor's name. */
export interface GameLabel {
  name: string;
  category: GameCategory;
  vendorName: string;
}

/** How other modules name games: in the language (else English, else the code), by id. */
export const gameLabelsOf = async (
  { db }: Ctx,
  ids: readonly number[],
  language: LanguageCode,
): Promise<Map<number, GameLabel>> => {
  const rows = await findGameLabels(db, ids, language);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        name: r.name ?? r.english ?? r.code,
        category: r.category as GameCategory,
        vendorName: r.vendor_name,
      },
    ]),
  );
};

/** Vendors' display names by code; codes of no catalogue vendor are left out. */
export const vendorNamesOf = async ({ db }: Ctx, codes: readonly string[]) =>
  new Map((await findVendorNames(db, codes)).map((v) => [v.code, v.name]));

/** A category's name in the language (else English, else its code). */
export const categoryNameOf = async ({ db }: Ctx, code: GameCategory, language: LanguageCode) => {
  const rows = (await findCategoryNames(db)).filter((r) => r.code === code);
  return (
    rows.find((r) => r.language === language)?.name ??
    rows.find((r) => r.language === 'EN')?.name ??
    code
  );
};

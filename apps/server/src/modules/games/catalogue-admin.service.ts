import type { AdminCategory, AdminGame, AdminVendor, adminGamesEndpoints } from '@lotto/contract';
import type { z } from 'zod/mini';
import type { SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { saveSiteGameChoice, searchText, setSiteVendor } from './catalogue.repository.js';
import * as stored from './catalogue-admin.repository.js';
import { findAdminGame, findNamesOf, searchGames } from './catalogue-admin.repository.js';
import { pageFieldsOf, pageOf } from './game-item.js';
import { gameIconAddress } from './icon-address.js';

/**
 * The back office's catalogue rules: vendors and games' flags per site, categories, RTP. Each
 * change answers the state before and after, so its caller audits it in the same transaction;
 * the caller bumps 'catalogue' once it commits (every process shows it within 2 s).
 */

type Out<T extends z.ZodMiniType> = z.output<T>;
export interface Change<T> {
  before: T;
  after: T;
}
export type AdminGameChange = Change<AdminGame>;

type VendorRow = Awaited<ReturnType<typeof stored.findSiteVendors>>[number];
const vendorOf = (r: VendorRow): AdminVendor => ({
  id: r.id,
  code: r.code,
  name: r.name,
  // No row for the site: the vendor is on (sites only switch vendors off).
  siteEnabled: r.site_enabled !== 0,
  globallyEnabled: r.enabled === 1,
  rtpBp: r.rtp_bp,
  gameCount: Number(r.game_count ?? 0),
});

/** Every vendor with its switch for the request's site. */
export const siteVendors = async ({ db, site }: SiteCtx): Promise<AdminVendor[]> =>
  (await stored.findSiteVendors(db, site.id)).map(vendorOf);

const vendorById = async ({ db, site }: SiteCtx, id: number): Promise<AdminVendor> => {
  const [row] = await stored.findSiteVendors(db, site.id, id);
  if (!row) throw new AppError('admin.vendor.not.found');
  return vendorOf(row);
};

/** Switches a vendor on or off for the site, and sets its default RTP. */
export const changeVendor = async (
  ctx: SiteCtx,
  id: number,
  change: Out<typeof adminGamesEndpoints.vendorChange>,
): Promise<Change<AdminVendor>> => {
  const before = await vendorById(ctx, id);
  if (change.siteEnabled !== undefined) {
    await setSiteVendor(ctx.db, ctx.site.id, id, change.siteEnabled);
  }
  if (change.rtpBp !== undefined) await stored.setVendorRtp(ctx.db, id, change.rtpBp);
  return { before, after: await vendorById(ctx, id) };
};

/** Categories in display order with their names (EN, MY) and numbers of games. */
export const adminCategories = async ({ db }: SiteCtx): Promise<AdminCategory[]> => {
  const { rows, names, counts } = await stored.findAdminCategories(db);
  const nameOf = (code: string, language: string) =>
    names.find((n) => n.category_code === code && n.language === language)?.name;
  return rows.map((r) => ({
    code: r.code as AdminCategory['code'],
    enabled: r.enabled === 1,
    sort: r.sort,
    names: { EN: nameOf(r.code, 'EN') ?? r.code, MY: nameOf(r.code, 'MY') ?? r.code },
    gameCount: Number(counts.find((c) => c.category === r.code)?.n ?? 0),
  }));
};

const categoryOf = async (ctx: SiteCtx, code: string): Promise<AdminCategory> => {
  const found = (await adminCategories(ctx)).find((c) => c.code === code);
  if (!found) throw new AppError('admin.category.not.found');
  return found;
};

/** Renames a category (every language at once) or switches it on or off. */
export const changeCategory = async (
  ctx: SiteCtx,
  code: string,
  change: Out<typeof adminGamesEndpoints.categoryChange>,
): Promise<Change<AdminCategory>> => {
  const before = await categoryOf(ctx, code);
  if (change.enabled !== undefined) await stored.setCategoryEnabled(ctx.db, code, change.enabled);
  for (const [language, name] of Object.entries(change.names ?? {})) {
    await stored.setCategoryName(ctx.db, code, language, name);
  }
  return { before, after: await categoryOf(ctx, code) };
};

/** Puts the categories in a new display order; the list must name each one exactly once. */
export const reorderCategories = async (
  ctx: SiteCtx,
  codes: readonly string[],
): Promise<Change<AdminCategory[]>> => {
  const before = await adminCategories(ctx);
  const known = new Set(before.map((c) => c.code as string));
  const named = new Set(codes);
  if (
    named.size !== codes.length ||
    named.size !== known.size ||
    codes.some((c) => !known.has(c))
  ) {
    throw new AppError('admin.category.order');
  }
  for (const [i, code] of codes.entries()) await stored.setCategorySort(ctx.db, code, (i + 1) * 10);
  return { before, after: await adminCategories(ctx) };
};

type GameRow = NonNullable<Awaited<ReturnType<typeof findAdminGame>>>;
const gameOf = (r: GameRow, names: Record<string, string>): AdminGame => ({
  id: r.id,
  code: r.code,
  vendor: r.vendor,
  vendorName: r.vendor_name,
  category: r.category,
  names,
  isHot: Number(r.is_hot) === 1,
  isNew: Number(r.is_new) === 1,
  hidden: Number(r.hidden) === 1,
  sort: Number(r.sort),
  rtpBp: Number(r.rtp_bp),
  ownRtpBp: r.own_rtp_bp,
  icon: gameIconAddress(r.id, r.icon_version),
  customIcon: r.icon_version !== null,
  launches: Number(r.launches ?? 0),
  createdAt: Number(r.created_at),
});

const namesById = async (ctx: SiteCtx, ids: number[]) => {
  const byId = new Map<number, Record<string, string>>();
  for (const n of await findNamesOf(ctx.db, ids)) {
    byId.set(n.game_id, { ...byId.get(n.game_id), [n.language]: n.name });
  }
  return byId;
};

/** One page of the catalogue: search by name in any language, vendor, category; four sorts. */
export const catalogueGames = async (
  ctx: SiteCtx,
  q: Out<typeof adminGamesEndpoints.adminGamesQuery>,
) => {
  const filter = {
    term: q.q === undefined ? undefined : searchText(q.q),
    vendor: q.vendor,
    category: q.category,
    sort: q.sort,
  };
  const { list, total } = await searchGames(
    ctx.db,
    ctx.site.id,
    filter,
    pageOf(q.pageNo, q.pageSize),
  );
  const names = await namesById(
    ctx,
    list.map((r) => r.id),
  );
  return {
    list: list.map((r) => gameOf(r, names.get(r.id) ?? {})),
    ...pageFieldsOf(total, q.pageNo, q.pageSize),
  };
};

/** A game as the back office shows it; admin.game.not.found for an unknown id. */
export const adminGame = async (ctx: SiteCtx, id: number): Promise<AdminGame> => {
  const row = await findAdminGame(ctx.db, ctx.site.id, id);
  if (!row) throw new AppError('admin.game.not.found');
  return gameOf(row, (await namesById(ctx, [id])).get(id) ?? {});
};

const flag = (on: boolean | undefined) => (on === undefined ? undefined : on ? 1 : 0);
const given = <T extends object>(set: T): Partial<T> =>
  Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Hot, new, hidden and place for the operator's site only (other sites keep theirs), and the
 * game's own RTP for every site (null: its vendor's again).
 */
export const changeGame = async (
  ctx: SiteCtx,
  id: number,
  change: Out<typeof adminGamesEndpoints.gameChange>,
): Promise<AdminGameChange> => {
  const before = await adminGame(ctx, id);
  const choice = given({
    is_hot: flag(change.isHot),
    is_new: flag(change.isNew),
    hidden: flag(change.hidden),
    sort: change.sort,
  });
  if (Object.keys(choice).length > 0) await saveSiteGameChoice(ctx.db, ctx.site.id, id, choice);
  if (change.rtpBp !== undefined)
    await stored.updateGameColumns(ctx.db, id, { rtp_bp: change.rtpBp });
  return { before, after: await adminGame(ctx, id) };
};

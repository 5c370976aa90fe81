import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Site, siteFromRow } from './site.js';
import type { MerchantRow, NewMerchant } from './site.tables.js';

export type { NewMerchant };

export const findAllMerchants = (db: Kysely<Database>): Promise<MerchantRow[]> =>
  db.selectFrom('merchants').selectAll().orderBy('id').execute();

export const findMerchantByCode = (db: Kysely<Database>, code: string) =>
  db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();

export const insertMerchant = (db: Kysely<Database>, merchant: NewMerchant) =>
  db.insertInto('merchants').values(merchant).execute();

export const updateMerchant = (db: Kysely<Database>, code: string, changes: Partial<NewMerchant>) =>
  db.updateTable('merchants').set(changes).where('code', '=', code).execute();

/** A site by code, read now (work outside a request: seeds, jobs); undefined when none. */
export const findSite = async (db: Kysely<Database>, code: string): Promise<Site | undefined> => {
  const row = await findMerchantByCode(db, code);
  return row ? siteFromRow(row) : undefined;
};

/** A site by its id (jobs that work across sites). */
export const findSiteById = async (db: Kysely<Database>, id: number): Promise<Site | undefined> => {
  const row = await db.selectFrom('merchants').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? siteFromRow(row) : undefined;
};

/** The currency of a site's money (ledger accounts are opened in it). */
export const findSiteCurrency = async (
  db: Kysely<Database>,
  merchantId: number,
): Promise<string | null> => {
  const row = await db
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return row?.currency ?? null;
};

/** The country of the narrowest stored range that holds the address, if any. */
export const findCountryOfIp = async (
  db: Kysely<Database>,
  ipHex: string,
): Promise<string | null> => {
  const row = await db
    .selectFrom('geo_ip_ranges')
    .select('country')
    .where('ip_from', '<=', ipHex)
    .where('ip_to', '>=', ipHex)
    .orderBy('ip_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.country ?? null;
};

export const insertGeoRange = (
  db: Kysely<Database>,
  range: { ip_from: string; ip_to: string; country: string },
) => db.insertInto('geo_ip_ranges').values(range).execute();

/** Adds a range unless one with the same bounds exists (an operator's table may hold others). */
export const ensureGeoRange = async (
  db: Kysely<Database>,
  range: { ip_from: string; ip_to: string; country: string },
) => {
  const existing = await db
    .selectFrom('geo_ip_ranges')
    .select('id')
    .where('ip_from', '=', range.ip_from)
    .where('ip_to', '=', range.ip_to)
    .executeTakeFirst();
  if (!existing) await insertGeoRange(db, range);
};

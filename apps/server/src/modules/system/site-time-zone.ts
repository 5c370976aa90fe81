import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { siteDay } from './site-day.js';

/**
 * A site's time zone by its id, for work that knows the site only by id (the ledger's and the
 * rounds' daily summaries, written inside money transactions). Kept per process for a minute:
 * a zone is set when a site is made and changing it later would move days already summed, so
 * it is not a setting that needs to show within seconds.
 */
const KEEP_MS = 60_000;
const zones = new Map<number, { zone: string; until: number }>();

export const siteTimeZoneOf = async (db: Kysely<Database>, merchantId: number): Promise<string> => {
  const now = performance.now();
  const kept = zones.get(merchantId);
  if (kept && kept.until > now) return kept.zone;
  const row = await db
    .selectFrom('merchants')
    .select('time_zone')
    .where('id', '=', merchantId)
    .executeTakeFirst();
  if (!row) throw new Error(`no site ${merchantId}`);
  zones.set(merchantId, { zone: row.time_zone, until: now + KEEP_MS });
  return row.time_zone;
};

/** The site-local date (YYYY-MM-DD) of an instant, for a site known by id. */
export const siteDayOf = async (
  db: Kysely<Database>,
  merchantId: number,
  ms: number,
): Promise<string> => siteDay(await siteTimeZoneOf(db, merchantId), ms);

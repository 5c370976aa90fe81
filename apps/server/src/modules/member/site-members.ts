import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './member.tables.js';

const TRIAL_TYPE = 4;

/**
 * The ids of a site's real members (free-trial accounts left out), as a subquery other
 * modules filter their own rows by (`where('member_id', 'in', ...)`) without reading members.
 */
export const realMemberIdsOfSite = (db: Kysely<Database>, merchantId: number) =>
  db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('type', '!=', TRIAL_TYPE);

/** A site's real members at one VIP level now, as realMemberIdsOfSite hands them over. */
export const realMemberIdsAtLevel = (db: Kysely<Database>, merchantId: number, level: number) =>
  realMemberIdsOfSite(db, merchantId).where('vip_level', '=', level);

/** The VIP levels a site's real members are at now, lowest first. */
export const vipLevelsInUse = async (db: Kysely<Database>, merchantId: number) =>
  (
    await db
      .selectFrom('members')
      .select('vip_level')
      .distinct()
      .where('merchant_id', '=', merchantId)
      .where('type', '!=', TRIAL_TYPE)
      .orderBy('vip_level')
      .execute()
  ).map((r) => Number(r.vip_level));

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

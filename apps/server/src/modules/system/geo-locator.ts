import type { Kysely } from 'kysely';
import type { TtlCache } from '../../cache/ttl-cache.js';
import type { Database } from '../../db/schema.js';
import { ipToHex } from './ip.js';
import { findCountryOfIp } from './site.repository.js';

export interface CallerLocation {
  ip: string;
  country: string | null;
}

/** Addresses kept at most; the cache starts afresh past this. */
export const GEO_CACHE_ENTRIES = 10_000;

/**
 * Address-to-country with a cache per address: the same callers return all the time and the
 * table changes rarely (an edit bumps 'geo').
 */
export class GeoLocator {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: TtlCache<string | null>,
  ) {}

  async locate(ip: string): Promise<CallerLocation> {
    const country = await this.cache.get(ip, async () => {
      const hex = ipToHex(ip);
      return hex ? findCountryOfIp(this.db, hex) : null;
    });
    return { ip, country };
  }
}

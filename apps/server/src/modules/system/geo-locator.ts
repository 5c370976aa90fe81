import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ipToHex } from './ip.js';
import { findCountryOfIp } from './site.repository.js';

export interface CallerLocation {
  ip: string;
  country: string | null;
}

const MAX_ENTRIES = 10_000;

/**
 * Address-to-country with a small in-memory cache: the same callers return all the time and
 * the table changes rarely, so each address is looked up at most once per `ttlMs`.
 */
export class GeoLocator {
  private readonly cache = new Map<string, { country: string | null; at: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs: number,
  ) {}

  async locate(ip: string): Promise<CallerLocation> {
    const hit = this.cache.get(ip);
    if (hit && Date.now() - hit.at < this.ttlMs) return { ip, country: hit.country };
    const hex = ipToHex(ip);
    const country = hex ? await findCountryOfIp(this.db, hex) : null;
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(ip, { country, at: Date.now() });
    return { ip, country };
  }

  invalidate(): void {
    this.cache.clear();
  }
}

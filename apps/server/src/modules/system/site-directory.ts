import type { Kysely } from 'kysely';
import type { TtlCache } from '../../cache/ttl-cache.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { type Site, siteFromRow } from './site.js';
import { findAllMerchants } from './site.repository.js';

/**
 * Finds the site a request belongs to. Site records change rarely, so every process keeps
 * them in a cache that an edit of a site (`caches.bump('sites')`) refreshes everywhere.
 */
export class SiteDirectory {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly defaultCode: string,
    private readonly cache: TtlCache<Site[]>,
  ) {}

  /** By the `Merchant` header when present, else by host name, else the default site. */
  async resolve(merchantHeader: string | undefined, host: string | undefined): Promise<Site> {
    const sites = await this.all();
    if (merchantHeader) {
      const site = sites.find((s) => s.code === merchantHeader);
      if (!site) throw new AppError('merchant.not.exist');
      return site;
    }
    const hostName = host?.replace(/:\d+$/, '').toLowerCase();
    const byHost = hostName ? sites.find((s) => s.hostNames.includes(hostName)) : undefined;
    const site = byHost ?? sites.find((s) => s.code === this.defaultCode);
    if (!site) throw new AppError('merchant.not.exist');
    return site;
  }

  private all(): Promise<Site[]> {
    return this.cache.get('', async () => (await findAllMerchants(this.db)).map(siteFromRow));
  }
}

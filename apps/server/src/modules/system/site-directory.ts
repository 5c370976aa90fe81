import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { type Site, siteFromRow } from './site.js';
import { findAllMerchants } from './site.repository.js';

/**
 * Finds the site a request belongs to. Site records change rarely, so they are read from the
 * database at most once per `cacheMs`; every process converges within that time.
 */
export class SiteDirectory {
  private sites: Site[] = [];
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<Site[]> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly defaultCode: string,
    private readonly cacheMs: number,
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

  /** Drops the cache, so a change made by this process shows at once. */
  invalidate(): void {
    this.loadedAt = Number.NEGATIVE_INFINITY;
  }

  private async all(): Promise<Site[]> {
    if (Date.now() - this.loadedAt < this.cacheMs) return this.sites;
    // One load at a time: concurrent requests share it instead of stampeding the database.
    this.loading ??= findAllMerchants(this.db)
      .then((rows) => {
        this.sites = rows.map(siteFromRow);
        this.loadedAt = Date.now();
        return this.sites;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}

import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { TtlCache, type TtlCacheOptions, type VersionSource } from './ttl-cache.js';

/** The data each process caches; an edit of it bumps its name. */
export type CacheName = 'sites' | 'catalogue' | 'geo' | 'lottery' | 'hotMatches';

/** Every process reads the version rows at most this often, so edits show within 2 s. */
export const VERSION_CHECK_MS = 1000;

interface CacheVersionsTable {
  name: string;
  version: number;
}
declare module '../db/schema.js' {
  interface Database {
    cache_versions: CacheVersionsTable;
  }
}

/**
 * The process's caches and the version rows that keep them in step with edits made by any
 * process: one small query a second at most, however many caches and requests there are.
 */
export class Caches implements VersionSource {
  readonly #known = new Map<string, number>();
  #checkedAt = Number.NEGATIVE_INFINITY;
  #checking: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
    private readonly checkMs = VERSION_CHECK_MS,
  ) {}

  /** A cache of `name`; its copies drop when anyone bumps `name`, or after `ttlMs`. */
  create<V>(name: CacheName, options: Pick<TtlCacheOptions, 'ttlMs' | 'maxEntries'>) {
    return new TtlCache<V>({ ...options, name, now: this.now, versions: this });
  }

  /**
   * Call after an edit of what `name` caches has committed: this process sees it at once,
   * every other one at its next version check.
   */
  async bump(name: CacheName): Promise<void> {
    const row = await this.db
      .insertInto('cache_versions')
      .values({ name, version: 1 })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({ version: sql<number>`cache_versions.version + 1` }),
      )
      .returning('version')
      .executeTakeFirstOrThrow();
    this.#raise(name, Number(row.version));
  }

  version(name: string): number | Promise<number> {
    if (this.now() - this.#checkedAt < this.checkMs) return this.#known.get(name) ?? 0;
    this.#checking ??= this.#check().finally(() => {
      this.#checking = null;
    });
    return this.#checking.then(() => this.#known.get(name) ?? 0);
  }

  async #check(): Promise<void> {
    const rows = await this.db.selectFrom('cache_versions').select(['name', 'version']).execute();
    for (const row of rows) this.#raise(row.name, Number(row.version));
    this.#checkedAt = this.now();
  }

  // Versions only grow: a check that started before our own bump must not undo it.
  #raise(name: string, version: number) {
    if (version > (this.#known.get(name) ?? 0)) this.#known.set(name, version);
  }
}

/** Where a cache learns whether its copies are still current (see caches.ts). */
export interface VersionSource {
  /** The current version of a cache name; reads the database at most once per interval. */
  version(name: string): number | Promise<number>;
}

export interface TtlCacheOptions {
  /** The cache name whose version row edits bump. */
  name: string;
  /** How long a copy is kept at most, even when nobody bumps (edits made outside the app). */
  ttlMs: number;
  /** Past this many keys every copy is dropped: a bound on memory, not an eviction policy. */
  maxEntries?: number;
  now: () => number;
  versions: VersionSource;
}

interface Entry<V> {
  value: V;
  version: number;
  at: number;
}

/**
 * Values loaded from the database, kept per key until they are `ttlMs` old or the cache's
 * version moves (an edit in any process). Concurrent misses of one key share one load.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #loading = new Map<string, Promise<V>>();

  constructor(private readonly options: TtlCacheOptions) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const { ttlMs, now, versions, name } = this.options;
    if (ttlMs <= 0) return this.#load(key, load, 0);
    const version = await versions.version(name);
    const hit = this.#entries.get(key);
    if (hit && hit.version === version && now() - hit.at < ttlMs) return hit.value;
    return this.#load(key, load, version);
  }

  #load(key: string, load: () => Promise<V>, version: number): Promise<V> {
    const running = this.#loading.get(key);
    if (running) return running;
    // The version was read before the load, so an edit that lands during it forces another.
    const at = this.options.now();
    const loading = load()
      .then((value) => {
        this.#store(key, { value, version, at });
        return value;
      })
      .finally(() => this.#loading.delete(key));
    this.#loading.set(key, loading);
    return loading;
  }

  #store(key: string, entry: Entry<V>) {
    const max = this.options.maxEntries ?? Number.POSITIVE_INFINITY;
    if (this.#entries.size >= max && !this.#entries.has(key)) this.#entries.clear();
    this.#entries.set(key, entry);
  }
}

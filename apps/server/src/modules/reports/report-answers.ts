/**
 * Report answers kept per process for a short while (REPORT_ANSWERS_MS), keyed by site, table
 * and query: an operator paging, switching tables, exporting the table just shown or several
 * operators opening the same month ask the same again, and a month of a busy site changes with
 * every bet anyway. So a report is at most that old, as edits show everywhere within 2 s
 * (DESIGN.md "Caches"). One computation runs per key at a time; the first request of a key
 * waits for it, later ones get the previous copy meanwhile.
 * A copy never crosses sites: the site is part of the key, and the route's guard has already
 * let the operator in.
 */

export const REPORT_ANSWERS_MS = 2_000;

/** Past this many copies every copy is dropped: a copy is a few KB. */
const MAX_COPIES = 2_000;

export class ReportAnswers {
  readonly #copies = new Map<string, { value: unknown; at: number }>();
  readonly #computing = new Map<string, Promise<unknown>>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = REPORT_ANSWERS_MS,
  ) {}

  async get<V>(siteId: number, what: readonly unknown[], compute: () => Promise<V>): Promise<V> {
    const key = JSON.stringify([siteId, ...what]);
    const copy = this.#copies.get(key);
    if (copy && this.now() - copy.at < this.ttlMs) return copy.value as V;
    const running = this.#computing.get(key) ?? this.#start(key, compute);
    // An old copy answers while its successor is computed: no request waits for it but the
    // first ever, and a copy is at most the computation's time older than ttlMs.
    return copy ? (copy.value as V) : (running as Promise<V>);
  }

  #start<V>(key: string, compute: () => Promise<V>): Promise<V> {
    const at = this.now();
    const computing = compute()
      .then((value) => {
        if (this.#copies.size >= MAX_COPIES) this.#copies.clear();
        this.#copies.set(key, { value, at });
        return value;
      })
      .finally(() => this.#computing.delete(key));
    // A failed refresh of an old copy has no caller to tell: the next request tries again.
    computing.catch(() => {});
    this.#computing.set(key, computing);
    return computing;
  }
}

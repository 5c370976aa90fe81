import type { MemberCtx } from '../../context.js';
import { teamVersion } from '../team-tree/index.js';

/**
 * Copies of agents' team answers (KPI counts, overview, P&L, team betting), so an agent who
 * opens and re-opens its screens, or a screen that polls, does not sum the team again each
 * time. A copy serves while:
 * - the team it was computed over (the asking agent's, or the sub-agent's it drilled into) has
 *   not been written in this process since: team-tree's version of that agent, read before
 *   the computation, moves with every write below the agent and with no other;
 * - it is younger than `ttlMs`: writes of other processes show within that time, as edits do
 *   with the other caches (DESIGN.md "Caches").
 *
 * Keys hold the site, the asking member and everything the answer depends on (the resolved
 * site days, the filters), and are asked for only after the route's checks passed: a copy
 * never serves another member. Concurrent requests for a missing copy share one computation.
 */
export class TeamAnswers {
  readonly #copies = new Map<string, { value: unknown; version: number; at: number }>();
  readonly #computing = new Map<string, Promise<unknown>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** The answer about `teamOf`'s team for the asking member: a copy, or `compute`'s, kept. */
  async get<V>(
    ctx: MemberCtx,
    teamOf: number,
    what: readonly (string | number | undefined)[],
    compute: () => Promise<V>,
  ): Promise<V> {
    if (this.ttlMs <= 0) return compute();
    const key = JSON.stringify([ctx.site.id, ctx.member.id, teamOf, ...what]);
    // Read before computing: a write that lands meanwhile leaves the copy behind its version.
    const version = teamVersion(teamOf);
    const copy = this.#copies.get(key);
    if (copy && copy.version === version && this.now() - copy.at < this.ttlMs) {
      return copy.value as V;
    }
    const running = this.#computing.get(key);
    if (running) return running as Promise<V>;
    const at = this.now();
    const computing = compute()
      .then((value) => {
        if (this.#copies.size >= MAX_COPIES) this.#copies.clear();
        this.#copies.set(key, { value, version, at });
        return value;
      })
      .finally(() => this.#computing.delete(key));
    this.#computing.set(key, computing);
    return computing;
  }
}

/** A bound on memory: a copy is a few KB, and past this many every copy is dropped. */
const MAX_COPIES = 5_000;

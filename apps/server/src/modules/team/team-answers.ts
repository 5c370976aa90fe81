import { TtlCache } from '../../cache/ttl-cache.js';
import type { MemberCtx } from '../../context.js';
import { teamDataWrites } from '../team-tree/index.js';

/**
 * Copies of agents' team answers (KPI counts, overview, P&L), so an agent who opens and
 * re-opens its screens, or a screen that polls, does not sum the team again each time. A copy
 * serves while nothing in this process wrote the team sums or the tree since it was computed
 * (team-tree's write count, read before the computation), and for at most `ttlMs`: writes made
 * by other processes show within that time, as the sites cache does with edits.
 *
 * Keys hold the site, the asking member and everything the answer depends on (the resolved
 * site days, the filters, the member drilled into), and are only asked for after the member
 * passed the route's checks: a copy never crosses members.
 */
export class TeamAnswers {
  readonly #cache: TtlCache<unknown>;

  constructor(ttlMs: number, now: () => number) {
    this.#cache = new TtlCache<unknown>({
      name: 'team',
      ttlMs,
      maxEntries: MAX_ANSWERS,
      now,
      versions: { version: teamDataWrites },
    });
  }

  /** The copy of `what` for the member, or `compute`'s answer, kept. */
  get<V>(
    ctx: MemberCtx,
    what: readonly (string | number | undefined)[],
    compute: () => Promise<V>,
  ) {
    const key = JSON.stringify([ctx.site.id, ctx.member.id, ...what]);
    return this.#cache.get(key, compute) as Promise<V>;
  }
}

/** A bound on memory: a copy is a few KB, and past this many every copy is dropped. */
const MAX_ANSWERS = 5_000;

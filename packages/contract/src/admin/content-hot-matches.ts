import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';
import { adminEndpoint } from './endpoint.js';

/** Home's hot-match strip as the back office chooses it (content.manage). */

/** Matches a site may pin to the front of home's hot-match strip, and hide from it. */
export const HOT_MATCH_PICKS = { pinnedMax: 10, hiddenMax: 100 } as const;

const matchIds = (max: number) =>
  z.array(z.int().check(z.minimum(1), z.maximum(2 ** 31 - 1))).check(
    z.maxLength(max),
    z.refine((ids) => new Set(ids).size === ids.length, 'a match is named once'),
  );

/**
 * The site's choice for the strip, replaced as a whole: `pinned` come first in this order,
 * `hidden` never show, every other upcoming match follows soonest first. Both empty goes back
 * to the automatic choice.
 */
export const hotMatchChoice = onFirstUse(() =>
  z
    .object({
      pinned: matchIds(HOT_MATCH_PICKS.pinnedMax),
      hidden: matchIds(HOT_MATCH_PICKS.hiddenMax),
    })
    .check(
      z.refine((c) => !c.pinned.some((id) => c.hidden.includes(id)), {
        message: 'a match is either pinned or hidden',
        path: ['hidden'],
      }),
    ),
);
export type HotMatchChoice = z.infer<typeof hotMatchChoice>;

/** An upcoming match of the site as the operator chooses among them. */
export const hotMatchRow = onFirstUse(() =>
  z.object({
    matchId: z.int(),
    league: z.string(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    kickOffAt: z.int(),
    gameName: z.string(),
    /** Its place among the pinned (1 first), or null. */
    pinned: z.nullable(z.int()),
    hidden: z.boolean(),
    /** Its place on home's strip as members see it now (1 first), or null when not on it. */
    shown: z.nullable(z.int()),
  }),
);
export type HotMatchRow = z.infer<typeof hotMatchRow>;

/** The site's upcoming matches: pinned first in their order, then by kick-off. */
export const hotMatchBoard = onFirstUse(() =>
  z.object({
    list: z.array(hotMatchRow),
    /** How many matches home's strip shows. */
    stripSize: z.int(),
  }),
);
export type HotMatchBoard = z.infer<typeof hotMatchBoard>;

export const hotMatches = adminEndpoint({
  method: 'GET',
  path: '/admin/api/content/hot-matches',
  guard: 'content.manage',
  answer: hotMatchBoard,
});

/** Replaces the site's pinned and hidden matches; every process shows it within 2 seconds. */
export const updateHotMatches = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/content/hot-matches',
  guard: 'content.manage',
  body: hotMatchChoice,
  answer: hotMatchBoard,
});

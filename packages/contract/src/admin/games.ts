import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { gameCategory, vendorCode } from '../games/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { adminEndpoint } from './endpoint.js';
import { idParams } from './schemas.js';

/**
 * The back office's games (permission games.manage): vendors on and off per site, categories
 * (names, order, on/off), the catalogue (search, sort, hot, new, hidden, icon, RTP) and the
 * site's jackpot terms. Every change is audited and shows in every server process within 2 s.
 * A game's hot, new, hidden and place are the operator's site's own; its names, icon and RTP
 * are the installation's, as are categories.
 */

/**
 * Return to player a game may be set to, in basis points. At or above 100 % the house pays out
 * more than it takes; below the floor a game is a trap no licence allows. The floor also keeps
 * the slot's own draw positive under the largest jackpot share (JACKPOT_LIMITS.maxReturnBp).
 */
export const RTP_LIMITS = { minBp: 8500, maxBp: 9999 } as const;

/**
 * What jackpot terms may be: the pool returns at most maxReturnBp of any stake (contribution
 * plus the seed's share), so the game's own draw keeps at least RTP_LIMITS.minBp less that.
 */
export const JACKPOT_LIMITS = {
  maxReturnBp: 2000,
  /** The largest seed in minor units: every product of the pool's arithmetic stays exact. */
  maxSeedMinor: 10_000_000_000_000,
  /** A stake of 1.00 hits once in at most this many. */
  maxHitOdds: 1_000_000_000_000_000,
} as const;

/** An uploaded icon: png or jpeg from its bytes, decoded and re-encoded, at most this large. */
export const GAME_ICON_UPLOAD = {
  maxBytes: 40 * 1024,
  types: ['image/png', 'image/jpeg'],
} as const;
/**
 * Base64 of twice the allowed size, the most the icon upload reads: a file somewhat too large
 * still reaches the server's own check, and a larger body is refused by the route in the same
 * words (admin.game.icon.too.large), never a bare schema error or 413.
 */
export const GAME_ICON_BASE64_MAX = Math.ceil((2 * GAME_ICON_UPLOAD.maxBytes) / 3) * 4;

/** A non-negative amount with 2 decimals. */
const amount = onFirstUse(() => z.string().check(z.regex(/^\d{1,16}\.\d{2}$/)));
const rtpBp = onFirstUse(() =>
  z.int().check(z.minimum(RTP_LIMITS.minBp), z.maximum(RTP_LIMITS.maxBp)),
);
const displayName = onFirstUse(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(60)));

// Vendors ----------------------------------------------------------------------------------

export const adminVendor = onFirstUse(() =>
  z.object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    /** On for this site (merchant_vendors); off hides its games here and refuses launches. */
    siteEnabled: z.boolean(),
    /** Off for every site (the catalogue's own switch, not editable here). */
    globallyEnabled: z.boolean(),
    /** The RTP of its games that have none of their own. */
    rtpBp: z.int(),
    gameCount: z.int(),
  }),
);
export type AdminVendor = z.infer<typeof adminVendor>;
export const adminVendorsAnswer = onFirstUse(() => z.object({ list: z.array(adminVendor) }));
export const vendorChange = onFirstUse(() =>
  z.object({ siteEnabled: z.optional(z.boolean()), rtpBp: z.optional(rtpBp) }),
);

export const vendors = adminEndpoint({
  method: 'GET',
  path: '/admin/api/games/vendors',
  guard: 'games.manage',
  answer: adminVendorsAnswer,
});

/** Switches a vendor on or off for the site, or sets its default RTP. */
export const updateVendor = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/games/vendors/:id',
  guard: 'games.manage',
  params: idParams,
  body: vendorChange,
  answer: adminVendor,
});

// Categories -------------------------------------------------------------------------------

/** Names per language: English and Burmese always (the languages a site can offer). */
export const categoryNames = onFirstUse(() => z.object({ EN: displayName, MY: displayName }));
export const adminCategory = onFirstUse(() =>
  z.object({
    code: gameCategory,
    enabled: z.boolean(),
    sort: z.int(),
    names: z.object({ EN: z.string(), MY: z.string() }),
    gameCount: z.int(),
  }),
);
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoriesAnswer = onFirstUse(() => z.object({ list: z.array(adminCategory) }));
export const categoryParams = onFirstUse(() => z.object({ code: gameCategory }));
export const categoryChange = onFirstUse(() =>
  z.object({ enabled: z.optional(z.boolean()), names: z.optional(categoryNames) }),
);
/** Every category code once, in the new display order. */
export const categoryOrder = onFirstUse(() =>
  z.object({ codes: z.array(gameCategory).check(z.minLength(1), z.maxLength(40)) }),
);

export const categories = adminEndpoint({
  method: 'GET',
  path: '/admin/api/games/categories',
  guard: 'games.manage',
  answer: adminCategoriesAnswer,
});

export const updateCategory = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/games/categories/:code',
  guard: 'games.manage',
  params: categoryParams,
  body: categoryChange,
  answer: adminCategory,
});

export const orderCategories = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/games/category-order',
  guard: 'games.manage',
  body: categoryOrder,
  answer: adminCategoriesAnswer,
});

// The catalogue ----------------------------------------------------------------------------

export const GAME_SORTS = ['name', 'newest', 'popular', 'rtp'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

export const adminGamesQuery = onFirstUse(() =>
  z.object({
    ...pageQuery.shape,
    /** Part of a name in any language. */
    q: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
    vendor: z.optional(vendorCode),
    category: z.optional(gameCategory),
    sort: z._default(z.enum(GAME_SORTS), 'name'),
  }),
);

export const adminGame = onFirstUse(() =>
  z.object({
    id: z.int(),
    code: z.string(),
    vendor: z.string(),
    vendorName: z.string(),
    category: z.string(),
    names: z.record(z.string(), z.string()),
    /** Hot, new, hidden and sort as the operator's site shows the game. */
    isHot: z.boolean(),
    isNew: z.boolean(),
    /** Hidden games leave the site's lists and cannot be launched there. */
    hidden: z.boolean(),
    /** Its place in the site's lists: lower first, ties by id. */
    sort: z.int(),
    /** The RTP its rounds use: its own, else its vendor's. */
    rtpBp: z.int(),
    ownRtpBp: z.nullable(z.int()),
    icon: z.string(),
    /** An uploaded icon replaces the generated one. */
    customIcon: z.boolean(),
    launches: z.int(),
    createdAt: z.number(),
  }),
);
export type AdminGame = z.infer<typeof adminGame>;
export const adminGamesPage = onFirstUse(() =>
  z.object({ ...pageInfo.shape, list: z.array(adminGame) }),
);
/** The largest place a site may give a game (the catalogue's own places stay far below). */
export const GAME_SORT_MAX = 1_000_000;

/**
 * Flags and place for the operator's site, and RTP; a place of null gives the game the
 * catalogue's again, an RTP of null its vendor's.
 */
export const gameChange = onFirstUse(() =>
  z.object({
    isHot: z.optional(z.boolean()),
    isNew: z.optional(z.boolean()),
    hidden: z.optional(z.boolean()),
    sort: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(GAME_SORT_MAX)))),
    rtpBp: z.optional(z.nullable(rtpBp)),
  }),
);
export const gameIconUpload = onFirstUse(() =>
  z.object({
    /** The image file's bytes in base64. */
    image: z.base64().check(z.minLength(4)),
  }),
);

export const games = adminEndpoint({
  method: 'GET',
  path: '/admin/api/games',
  guard: 'games.manage',
  query: adminGamesQuery,
  answer: adminGamesPage,
});

export const updateGame = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/games/:id',
  guard: 'games.manage',
  params: idParams,
  body: gameChange,
  answer: adminGame,
});

export const uploadGameIcon = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/games/:id/icon',
  guard: 'games.manage',
  params: idParams,
  body: gameIconUpload,
  answer: adminGame,
});

/** Drops the uploaded icon: the game shows its generated one again. */
export const removeGameIcon = adminEndpoint({
  method: 'DELETE',
  path: '/admin/api/games/:id/icon',
  guard: 'games.manage',
  params: idParams,
  answer: adminGame,
});

// Jackpot terms ----------------------------------------------------------------------------

export const jackpotTerms = onFirstUse(() =>
  z.object({
    /** Basis points of a real-money slot stake that go to the pool. */
    contributionBp: z.int().check(z.minimum(0), z.maximum(JACKPOT_LIMITS.maxReturnBp)),
    /** A stake of 1.00 hits once in this many. */
    hitOdds: z.int().check(z.minimum(1), z.maximum(JACKPOT_LIMITS.maxHitOdds)),
    /** What the house puts in at the start and after each payout (not negative). */
    seed: amount,
    /** Smaller real-money slot stakes neither feed the pool nor can hit it (0.00: none). */
    minStake: z._default(amount, '0.00'),
  }),
);
export type AdminJackpotTerms = z.infer<typeof jackpotTerms>;
export const jackpotTermsAnswer = onFirstUse(() =>
  z.object({
    terms: z.nullable(jackpotTerms),
    /** Basis points of a stake the pool returns at most under these terms. */
    returnBp: z.nullable(z.number()),
  }),
);

export const jackpot = adminEndpoint({
  method: 'GET',
  path: '/admin/api/jackpot',
  guard: 'games.manage',
  answer: jackpotTermsAnswer,
});

/** Sets the site's terms; a site without a pool gets one, seeded by the house. */
export const updateJackpot = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/jackpot',
  guard: 'games.manage',
  body: jackpotTerms,
  answer: jackpotTermsAnswer,
});

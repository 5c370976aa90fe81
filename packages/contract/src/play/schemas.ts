import { z } from 'zod/mini';
import { amountText, gameCategory, nodeId, vendorCode } from '../games/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { moneyString, type WalletAccountKind } from '../wallet/schemas.js';

/**
 * Launching games and playing them (spec/02 section 4 "Game launch", DESIGN.md "Games").
 *
 * Launch answers a URL. Catalogue games of the built-in demo vendor and the in-house games open
 * a vendor page that the app embeds full screen; that page talks to the vendor endpoints below
 * with the launch ticket (a vendor session bound to one member and one game), as a third-party
 * vendor's page would. Lottery games (LOTT, ELOTT) and the lottery vendors (TCG_LOTTO_VN,
 * TCG_SEA) answer an address of the app's own lottery launcher instead.
 */

/** Vendors whose lobby opens through the lottery launcher (spec/02 section 4). */
export const LOTTERY_LAUNCHER_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'] as const;

/**
 * How a demo-vendor or in-house game plays; the vendor page draws one of these. `single` is a
 * bet settled at once (e-sports, cockfight); `match` a bet on a scheduled match (sports), which
 * stays pending until the match ends (see sports/schemas.ts).
 */
export const PLAY_KINDS = ['slot', 'table', 'single', 'dice', 'crash', 'match'] as const;
export const playKind = onFirstUse(() => z.enum(PLAY_KINDS));
export type PlayKind = z.infer<typeof playKind>;

/**
 * POST /wps/game/launchGame. The app names the game as the shared launcher does (category,
 * vendor, gameId, nodeId); nodeId decides, the others must agree with it when given.
 */
export const launchGameRequest = onFirstUse(() =>
  z.object({
    nodeId,
    gameType: z.optional(gameCategory),
    vassalage: z.optional(vendorCode),
    gameId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    /** A sports game opens on this scheduled match (home's hot-match strip). */
    matchId: z.optional(nodeId),
  }),
);
export type LaunchGameRequest = z.infer<typeof launchGameRequest>;

export const launchGameAnswer = onFirstUse(() =>
  z.object({
    /** Same-origin path: the vendor page (`vendor`) or the app's lottery launcher (`lottery`). */
    url: z.string(),
    target: z.enum(['vendor', 'lottery']),
    nodeId,
    gameName: z.string(),
    gameType: gameCategory,
    vassalage: vendorCode,
  }),
);
export type LaunchGameAnswer = z.infer<typeof launchGameAnswer>;

/**
 * `game.round.open` (409) carries this: the game whose round of the same vendor is still open.
 * The app offers to resume it by launching that game.
 */
export const openRoundRef = onFirstUse(() =>
  z.object({ nodeId, gameName: z.string(), roundId: z.string() }),
);
export type OpenRoundRef = z.infer<typeof openRoundRef>;

/** The launch ticket the vendor page carries (base64url, 256 bits). */
export const playTicket = onFirstUse(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)));

/** Provably fair: the hash of the next server seed, shown before the round is played. */
export const fairCommit = onFirstUse(() =>
  z.object({
    serverSeedHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    clientSeed: z.string(),
    nonce: z.int(),
  }),
);
export type FairCommit = z.infer<typeof fairCommit>;
/** After the round: the seed itself, so anyone can recompute the result (see fairness.ts). */
export const fairReveal = onFirstUse(() =>
  z.object({ ...fairCommit.shape, serverSeed: z.string() }),
);
export type FairReveal = z.infer<typeof fairReveal>;

/** A side of a match: the home team, a draw, or the away team. */
export const MATCH_PICKS = ['home', 'draw', 'away'] as const;
export const matchPick = onFirstUse(() => z.enum(MATCH_PICKS));
export type MatchPick = z.infer<typeof matchPick>;

/** What the player chose, per kind; stake always travels beside it. */
export const playChoice = onFirstUse(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('slot') }),
    z.object({ kind: z.literal('table'), side: z.enum(['player', 'banker']) }),
    z.object({ kind: z.literal('single'), pick: matchPick }),
    /** A bet on one scheduled match, settled when the match ends. */
    z.object({ kind: z.literal('match'), matchId: z.int().check(z.positive()), pick: matchPick }),
    /** Win when the roll (0.00 to 99.99) is below target. */
    z.object({ kind: z.literal('dice'), target: z.int().check(z.minimum(2), z.maximum(95)) }),
    /** Win target x stake when the crash point reaches target (hundredths: 150 = 1.50x). */
    z.object({
      kind: z.literal('crash'),
      cashOut: z.int().check(z.minimum(101), z.maximum(100_000)),
    }),
  ]),
);
export type PlayChoice = z.infer<typeof playChoice>;

/** What happened, per kind. */
export const playOutcome = onFirstUse(() =>
  z.discriminatedUnion('kind', [
    /** Three reels of three symbols; the middle row pays. */
    z.object({
      kind: z.literal('slot'),
      reels: z.array(z.array(z.string())),
      multiplier: z.string(),
    }),
    /** Card ranks 2 to 14 (ace); the higher wins, a tie returns the stake. */
    z.object({ kind: z.literal('table'), player: z.int(), banker: z.int() }),
    z.object({
      kind: z.literal('single'),
      result: matchPick,
      homeGoals: z.int(),
      awayGoals: z.int(),
    }),
    /** The scheduled match's result and score (points or sets in sports other than football). */
    z.object({
      kind: z.literal('match'),
      result: matchPick,
      homeGoals: z.int(),
      awayGoals: z.int(),
    }),
    /** Roll in hundredths (0 to 9999). */
    z.object({ kind: z.literal('dice'), roll: z.int() }),
    /** Crash point in hundredths (100 = 1.00x). */
    z.object({ kind: z.literal('crash'), crashPoint: z.int() }),
  ]),
);
export type PlayOutcome = z.infer<typeof playOutcome>;

/** One round as the vendor page and the records show it. */
export const roundView = onFirstUse(() =>
  z.object({
    roundId: z.string(),
    nodeId,
    stake: moneyString,
    /** Null while the round is open. */
    win: z.nullable(moneyString),
    status: z.enum(['open', 'settled']),
    choice: playChoice,
    outcome: z.nullable(playOutcome),
    fair: z.nullable(fairReveal),
    /** Epoch milliseconds. */
    createdAt: z.int(),
    settledAt: z.nullable(z.int()),
  }),
);
export type RoundView = z.infer<typeof roundView>;

/** The odds the page shows beside each choice (decimal strings, "1.94"). */
export const playOdds = onFirstUse(() => z.record(z.string(), z.string()));

/** Kinds of wallet a vendor page can play with (see WALLET_ACCOUNT_TYPES). */
export const playWallet = onFirstUse(() =>
  z.enum(['cash', 'play'] as const satisfies readonly WalletAccountKind[]),
);

/** GET /wps/vendor/play/state?ticket=: everything the vendor page needs to draw itself. */
export const playStateQuery = onFirstUse(() => z.object({ ticket: playTicket }));
export const playStateAnswer = onFirstUse(() =>
  z.object({
    game: z.object({
      nodeId,
      gameName: z.string(),
      gameType: gameCategory,
      vassalage: vendorCode,
      kind: playKind,
      minBet: amountText,
      maxBet: amountText,
      /** Return to player in basis points (9600 = 96.00 %). */
      rtpBasisPoints: z.int(),
    }),
    odds: playOdds,
    balance: moneyString,
    /** The wallet the page plays with: play money for a free-trial member, cash otherwise. */
    wallet: playWallet,
    currencySymbol: z.string(),
    openRound: z.nullable(roundView),
    /** In-house games only: the commitment for the next round. */
    fair: z.nullable(fairCommit),
  }),
);
export type PlayStateAnswer = z.infer<typeof playStateAnswer>;

/**
 * POST /wps/vendor/play/round: stake and choice. requestId makes a retried tap pay once: the
 * same ticket and requestId answer the first round again.
 */
export const playRoundRequest = onFirstUse(() =>
  z.object({
    ticket: playTicket,
    requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
    stake: amountText,
    choice: playChoice,
    /** In-house games: the player's own seed for this round (up to 64 characters). */
    clientSeed: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  }),
);
export type PlayRoundRequest = z.infer<typeof playRoundRequest>;

/** POST /wps/vendor/play/settle: finish the open round (table deal, match result). */
export const settleRoundRequest = onFirstUse(() =>
  z.object({ ticket: playTicket, roundId: z.string() }),
);

/** A round and the balance after it. */
export const playRoundAnswer = onFirstUse(() =>
  z.object({
    round: roundView,
    balance: moneyString,
    /** In-house games: the commitment for the next round. */
    nextFair: z.nullable(fairCommit),
  }),
);
export type PlayRoundAnswer = z.infer<typeof playRoundAnswer>;

import { z } from 'zod/mini';
import { pageFields, vendorCode } from '../games/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { siteDate } from '../site-date.js';
import { moneyString } from '../wallet/schemas.js';
import { LOTTERY_FAMILIES, LOTTERY_PRIZE_MODES, VN_VARIANTS } from './families.js';
import { MONEY_UNITS, MULTIPLE_MAX } from './money.js';

/**
 * The lottery's wire format (module LOTT3, paths under /lgw/). Times travel as epoch ms,
 * amounts as 2-decimal money strings, names in the asked language. Query strings carry text,
 * so numbers there are coerced.
 */

export const LOTTERY_DRAW_STATUSES = ['open', 'closed', 'drawn', 'settled', 'cancelled'] as const;
export type LotteryDrawStatus = (typeof LOTTERY_DRAW_STATUSES)[number];
export const LOTTERY_ORDER_STATUSES = ['pending', 'won', 'lost', 'cancelled', 'refunded'] as const;
export type LotteryOrderStatus = (typeof LOTTERY_ORDER_STATUSES)[number];
export const LOTTERY_CHASE_STATUSES = ['running', 'stopped', 'won', 'finished'] as const;
export type LotteryChaseStatus = (typeof LOTTERY_CHASE_STATUSES)[number];
export const CHASE_PLANS = ['plain', 'double'] as const;
export type ChasePlan = (typeof CHASE_PLANS)[number];
/** Limits of one request. */
export const LOTTERY_LIMITS = {
  itemsMax: 20,
  chaseDrawsMax: 120,
  rowsMax: 5,
  rowValuesMax: 30,
  numbersMax: 1000,
} as const;

const intText = (min: number, max: number) =>
  z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
const optionalText = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.pipe(
      z.union([z.literal(''), schema]),
      z.transform((v) => (v === '' ? undefined : v) as z.output<T> | undefined),
    ),
  );

export const lotteryGameCode = onFirstUse(() => z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/)));
/** `20261123-0001`: the site day and the draw's counter that day. */
export const lotteryDrawNo = onFirstUse(() => z.string().check(z.regex(/^\d{8}-\d{4}$/)));
export const lotteryOrderNo = onFirstUse(() => z.string().check(z.regex(/^[A-Za-z0-9-]{4,40}$/)));
/** A chase is numbered like an order. */
const lotteryChaseNo = lotteryOrderNo;
export const betTypeCode = onFirstUse(() => z.string().check(z.regex(/^[A-Z0-9_]{2,40}$/)));
export const lotteryFamily = onFirstUse(() => z.enum(LOTTERY_FAMILIES));
export const prizeMode = onFirstUse(() => z.enum(LOTTERY_PRIZE_MODES));
export const vnVariant = onFirstUse(() => z.enum(VN_VARIANTS));
export const moneyUnit = onFirstUse(() => z.enum(MONEY_UNITS));
const epochMs = onFirstUse(() => z.int());
const digitText = (min: number, max: number) =>
  z.string().check(z.regex(new RegExp(`^\\d{${min},${max}}$`)));

export const lotteryResultSchema = onFirstUse(() =>
  z.discriminatedUnion('family', [
    z.object({ family: z.literal('5D'), digits: z.array(z.int()) }),
    z.object({ family: z.literal('K3'), dice: z.array(z.int()) }),
    z.object({ family: z.literal('11X5'), balls: z.array(z.int()) }),
    z.object({ family: z.literal('VN'), variant: vnVariant, prizes: z.array(z.array(z.string())) }),
    z.object({
      family: z.literal('THAI'),
      first: z.string(),
      front3: z.array(z.string()),
      bottom3: z.array(z.string()),
      bottom2: z.string(),
    }),
  ]),
);

/** A selection, bounded in size; its fit to the bet type is checked by betCount. */
export const selectionSchema = onFirstUse(() =>
  z.object({
    positions: z.optional(
      z
        .array(
          z
            .array(z.int().check(z.minimum(0), z.maximum(99)))
            .check(z.maxLength(LOTTERY_LIMITS.rowValuesMax)),
        )
        .check(z.maxLength(LOTTERY_LIMITS.rowsMax)),
    ),
    numbers: z.optional(z.array(digitText(1, 6)).check(z.maxLength(LOTTERY_LIMITS.numbersMax))),
  }),
);

/** One selection of an order: bet type, picks, money unit, multiple and prize group. */
export const orderItem = onFirstUse(() =>
  z.object({
    betType: betTypeCode,
    selection: selectionSchema,
    unit: moneyUnit,
    multiple: z.int().check(z.minimum(1), z.maximum(MULTIPLE_MAX)),
    prizeGroup: z.int().check(z.minimum(1000), z.maximum(2000)),
  }),
);
export type OrderItem = z.infer<typeof orderItem>;

const requestId = onFirstUse(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)));

// ---- games ----

export const nextDraw = onFirstUse(() =>
  z.object({ drawNo: lotteryDrawNo, closesAt: epochMs, drawAt: epochMs }),
);
export const lastResult = onFirstUse(() =>
  z.object({
    drawNo: lotteryDrawNo,
    drawAt: epochMs,
    result: lotteryResultSchema,
  }),
);
/**
 * A catalogue game that opens this engine game: its vendor, its node id (`gameId`) and its game
 * code (`code`, what a launch address `?code=` names when it carries no nodeId).
 */
export const catalogueLink = onFirstUse(() =>
  z.object({ vendor: vendorCode, gameId: z.string(), code: z.string() }),
);

export const lotteryGameSummary = onFirstUse(() =>
  z.object({
    code: lotteryGameCode,
    name: z.string(),
    family: lotteryFamily,
    variant: z.nullable(vnVariant),
    prizeMode: z.enum(['Lott', 'Elott']),
    /** Seconds between draws (86400 for daily games, 0 for games on days of the month). */
    cycleSec: z.int(),
    nextDraw: z.nullable(nextDraw),
    lastResult: z.nullable(lastResult),
    minGroup: z.int(),
    maxGroup: z.int(),
    links: z.array(catalogueLink),
  }),
);
export type LotteryGameSummary = z.infer<typeof lotteryGameSummary>;

/** GET /lgw/games/mobile: every enabled game; ZY (or no mode) answers all of them. */
export const lotteryGamesQuery = onFirstUse(() =>
  z.object({
    prizeMode: optionalText(prizeMode),
    family: optionalText(lotteryFamily),
    q: optionalText(z.string().check(z.minLength(1), z.maxLength(40))),
  }),
);
export const lotteryGamesAnswer = onFirstUse(() =>
  z.object({
    list: z.array(lotteryGameSummary),
    serverNow: epochMs,
  }),
);
export type LotteryGamesAnswer = z.infer<typeof lotteryGamesAnswer>;

export const lotteryGameParams = onFirstUse(() => z.object({ code: lotteryGameCode }));

/** Schedule rule, seconds from the site's local midnight (DESIGN "Time and jobs"). */
export const lotterySchedule = onFirstUse(() =>
  z.object({
    firstDrawSec: z.int(),
    cycleSec: z.int(),
    lastDrawSec: z.int(),
    closeSec: z.int(),
    /** Bit 0 Sunday ... bit 6 Saturday; null: every day. */
    weekdays: z.nullable(z.int()),
    /** Days of the month the game draws (THAI: [1, 16]); null: every day. */
    monthDays: z.nullable(z.array(z.int())),
    drawsPerDay: z.int(),
    timeZone: z.string(),
  }),
);

export const currentDraw = onFirstUse(() =>
  z.object({
    drawNo: lotteryDrawNo,
    status: z.enum(LOTTERY_DRAW_STATUSES),
    opensAt: epochMs,
    closesAt: epochMs,
    drawAt: epochMs,
    seedHash: z.string(),
  }),
);

export const lotteryGameAnswer = onFirstUse(() =>
  z.object({
    game: lotteryGameSummary,
    betTypes: z.array(betTypeCode),
    schedule: lotterySchedule,
    limits: z.object({
      maxBet: moneyString,
      maxDraw: moneyString,
      maxNumberLiability: moneyString,
    }),
    /** Range the player may pick; `own` is the member's own maximum when signed in. */
    prizeGroup: z.object({ min: z.int(), max: z.int(), own: z.nullable(z.int()) }),
    /** The draw on sale now (open), or the one about to be drawn when sales are closed. */
    currentDraw: z.nullable(currentDraw),
    serverNow: epochMs,
  }),
);
export type LotteryGameAnswer = z.infer<typeof lotteryGameAnswer>;

// ---- draws and results ----

export const drawItem = onFirstUse(() =>
  z.object({
    drawNo: lotteryDrawNo,
    status: z.enum(LOTTERY_DRAW_STATUSES),
    closesAt: epochMs,
    drawAt: epochMs,
    drawnAt: z.nullable(epochMs),
    /** Drawn more than a cycle after its time (or after a restart). */
    late: z.boolean(),
    result: z.nullable(lotteryResultSchema),
    seedHash: z.string(),
    /** Revealed with the result; null before. */
    seed: z.nullable(z.string()),
    cancelReason: z.nullable(z.string()),
  }),
);
export type DrawItem = z.infer<typeof drawItem>;

export const drawsQuery = onFirstUse(() =>
  z.object({
    date: optionalText(siteDate),
    pageNo: z._default(intText(1, 100_000), 1),
    pageSize: z._default(intText(1, 100), 30),
  }),
);
export const drawsAnswer = onFirstUse(() =>
  z.object({ date: siteDate, list: z.array(drawItem), ...pageFields }),
);
export type DrawsAnswer = z.infer<typeof drawsAnswer>;

const gameRef = onFirstUse(() =>
  z.object({
    code: lotteryGameCode,
    name: z.string(),
    family: lotteryFamily,
    variant: z.nullable(vnVariant),
  }),
);

export const drawParams = onFirstUse(() => z.object({ drawNo: lotteryDrawNo }));
export const drawQuery = onFirstUse(() => z.object({ code: lotteryGameCode }));
/** One draw with its proof: anyone can recompute `result` from `seed` and `drawNo`. */
export const drawAnswer = onFirstUse(() => z.object({ game: gameRef, draw: drawItem }));
export type DrawAnswer = z.infer<typeof drawAnswer>;

export const vnMenuAnswer = onFirstUse(() =>
  z.object({
    regions: z.array(
      z.object({
        region: vnVariant,
        name: z.string(),
        games: z.array(
          z.object({
            code: lotteryGameCode,
            name: z.string(),
            today: z.nullable(
              z.object({
                drawNo: lotteryDrawNo,
                status: z.enum(LOTTERY_DRAW_STATUSES),
                closesAt: epochMs,
                drawAt: epochMs,
              }),
            ),
          }),
        ),
      }),
    ),
    serverNow: epochMs,
  }),
);
export type VnMenuAnswer = z.infer<typeof vnMenuAnswer>;

export const vnOpenedQuery = onFirstUse(() =>
  z.object({ code: lotteryGameCode, date: optionalText(siteDate) }),
);
export const vnOpenedAnswer = onFirstUse(() =>
  z.object({
    code: lotteryGameCode,
    date: siteDate,
    list: z.array(
      z.object({
        drawNo: lotteryDrawNo,
        drawAt: epochMs,
        /** prizes[0] is the special prize; 27 numbers (north) or 18 (south). */
        prizes: z.array(z.array(z.string())),
        seedHash: z.string(),
        seed: z.nullable(z.string()),
      }),
    ),
  }),
);
export type VnOpenedAnswer = z.infer<typeof vnOpenedAnswer>;

// ---- orders ----

export const orderSummary = onFirstUse(() =>
  z.object({
    orderNo: lotteryOrderNo,
    code: lotteryGameCode,
    gameName: z.string(),
    drawNo: lotteryDrawNo,
    betType: betTypeCode,
    selection: selectionSchema,
    betCount: z.int(),
    unit: moneyUnit,
    multiple: z.int(),
    prizeGroup: z.int(),
    amount: moneyString,
    maxWin: moneyString,
    status: z.enum(LOTTERY_ORDER_STATUSES),
    win: moneyString,
    rebate: moneyString,
    chaseNo: z.nullable(lotteryChaseNo),
    createdAt: epochMs,
    settledAt: z.nullable(epochMs),
    cancelledAt: z.nullable(epochMs),
  }),
);
export type OrderSummary = z.infer<typeof orderSummary>;

export const placeOrdersRequest = onFirstUse(() =>
  z.object({
    code: lotteryGameCode,
    drawNo: lotteryDrawNo,
    /** The same requestId answers the first placement again (a retried tap places nothing more). */
    requestId,
    items: z.array(orderItem).check(z.minLength(1), z.maxLength(LOTTERY_LIMITS.itemsMax)),
  }),
);
export type PlaceOrdersRequest = z.infer<typeof placeOrdersRequest>;
export const placeOrdersAnswer = onFirstUse(() =>
  z.object({ orders: z.array(orderSummary), balance: moneyString }),
);
export type PlaceOrdersAnswer = z.infer<typeof placeOrdersAnswer>;

export const chaseRequest = onFirstUse(() =>
  z
    .object({
      code: lotteryGameCode,
      requestId,
      item: z.object({
        betType: betTypeCode,
        selection: selectionSchema,
        unit: moneyUnit,
        prizeGroup: z.int().check(z.minimum(1000), z.maximum(2000)),
      }),
      draws: z.int().check(z.minimum(1), z.maximum(LOTTERY_LIMITS.chaseDrawsMax)),
      /** plain: the same multiple each draw; double: the multiple doubles each draw. */
      plan: z.enum(CHASE_PLANS),
      startMultiple: z.int().check(z.minimum(1), z.maximum(MULTIPLE_MAX)),
      stopOnWin: z.boolean(),
    })
    .check(
      z.refine(
        (v) => v.plan === 'plain' || v.startMultiple * 2 ** (v.draws - 1) <= MULTIPLE_MAX,
        'a doubling chase may not pass the largest multiple',
      ),
    ),
);
export type ChaseRequest = z.infer<typeof chaseRequest>;

export const chaseDraw = onFirstUse(() =>
  z.object({
    drawNo: lotteryDrawNo,
    multiple: z.int(),
    amount: moneyString,
    orderNo: lotteryOrderNo,
    status: z.enum(LOTTERY_ORDER_STATUSES),
    win: moneyString,
  }),
);
export const chaseDetail = onFirstUse(() =>
  z.object({
    chaseNo: lotteryChaseNo,
    code: lotteryGameCode,
    gameName: z.string(),
    betType: betTypeCode,
    selection: selectionSchema,
    betCount: z.int(),
    unit: moneyUnit,
    prizeGroup: z.int(),
    plan: z.enum(CHASE_PLANS),
    stopOnWin: z.boolean(),
    status: z.enum(LOTTERY_CHASE_STATUSES),
    /** Held at placement for every draw. */
    total: moneyString,
    /** Staked by draws that were drawn. */
    used: moneyString,
    /** Given back by cancelled and stopped draws. */
    released: moneyString,
    win: moneyString,
    createdAt: epochMs,
    endedAt: z.nullable(epochMs),
    draws: z.array(chaseDraw),
  }),
);
export type ChaseDetail = z.infer<typeof chaseDetail>;
export const chaseAnswer = onFirstUse(() => z.object({ chase: chaseDetail, balance: moneyString }));
export type ChaseAnswer = z.infer<typeof chaseAnswer>;

export const ordersQuery = onFirstUse(() =>
  z.object({
    code: optionalText(lotteryGameCode),
    status: optionalText(z.enum(LOTTERY_ORDER_STATUSES)),
    /** Site days, inclusive; the last 7 days when absent. */
    from: optionalText(siteDate),
    to: optionalText(siteDate),
    pageNo: z._default(intText(1, 100_000), 1),
    pageSize: z._default(intText(1, 100), 20),
  }),
);
export const ordersAnswer = onFirstUse(() =>
  z.object({ list: z.array(orderSummary), ...pageFields }),
);
export type OrdersAnswer = z.infer<typeof ordersAnswer>;

export const orderDetailQuery = onFirstUse(() => z.object({ orderNo: lotteryOrderNo }));
/** An order with its game, its draw (result and proof once drawn) and its win. */
export const orderDetailAnswer = onFirstUse(() =>
  z.object({ order: orderSummary, game: gameRef, draw: drawItem }),
);
export type OrderDetailAnswer = z.infer<typeof orderDetailAnswer>;

/** Cancel an order, or a chase's draw (drawNo) or every pending draw of a chase (no drawNo). */
export const cancelRequest = onFirstUse(() =>
  z
    .object({
      orderNo: z.optional(lotteryOrderNo),
      chaseNo: z.optional(lotteryChaseNo),
      drawNo: z.optional(lotteryDrawNo),
    })
    .check(
      z.refine(
        (v) => (v.orderNo === undefined) !== (v.chaseNo === undefined),
        'give orderNo or chaseNo',
      ),
      z.refine(
        (v) => v.drawNo === undefined || v.chaseNo !== undefined,
        'drawNo goes with chaseNo',
      ),
    ),
);
export type CancelRequest = z.infer<typeof cancelRequest>;
export const cancelAnswer = onFirstUse(() =>
  z.object({
    cancelled: z.array(lotteryOrderNo),
    released: moneyString,
    balance: moneyString,
  }),
);
export type CancelAnswer = z.infer<typeof cancelAnswer>;

export const chaseParams = onFirstUse(() => z.object({ chaseNo: lotteryChaseNo }));
export const chaseDetailAnswer = onFirstUse(() => z.object({ chase: chaseDetail }));
export type ChaseDetailAnswer = z.infer<typeof chaseDetailAnswer>;

export const stopChaseRequest = onFirstUse(() => z.object({ chaseNo: lotteryChaseNo }));
export const stopChaseAnswer = onFirstUse(() =>
  z.object({
    chaseNo: lotteryChaseNo,
    released: moneyString,
    balance: moneyString,
  }),
);
export type StopChaseAnswer = z.infer<typeof stopChaseAnswer>;

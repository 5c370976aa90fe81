import { betTypesOf, DEFAULT_PRIZE_GROUPS, type LotteryFamily } from '@lotto/contract';
import {
  addLotteryGame,
  type DrawSchedule,
  type GameLimits,
  linkCatalogueGame,
  type NewGame,
} from '../modules/lottery/index.js';
import { findSite } from '../modules/system/index.js';
import { DEMO_VENDORS, E_LOTTERIES, eLotteryNames, LOTTERIES } from './demo-games-data.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * The demo site's lottery engine games and the links that make every catalogue
 * LOTT and ELOTT game open one of them. Times are the site's (Asia/Yangon), in seconds from its
 * midnight; README "Lottery" lists the same choices.
 */

const MIN = 60;
const HOUR = 3600;

/** Fast games draw around the clock: every `minutes`, the first at 00:00 + one cycle. */
const fast = (minutes: number, closeSec: number): DrawSchedule => ({
  firstDrawSec: minutes === 1 ? 0 : minutes * MIN,
  cycleSec: minutes * MIN,
  lastDrawSec: minutes === 1 ? 24 * HOUR - MIN : 24 * HOUR - minutes * MIN,
  closeSec,
});
/** Once a day at `sec`; sales close `closeSec` before. */
const daily = (sec: number, closeSec: number, monthDays?: number[]): DrawSchedule => ({
  firstDrawSec: sec,
  cycleSec: 24 * HOUR,
  lastDrawSec: sec,
  closeSec,
  ...(monthDays ? { monthDays } : {}),
});

/** Prize groups of digital games (docs/lottery-rules.md): the player picks 1700 .. 1960. */
const DIGITAL_GROUPS = { minGroup: DEFAULT_PRIZE_GROUPS.min, maxGroup: DEFAULT_PRIZE_GROUPS.max };
/** VN and THAI pay fixed odds: their group is the site maximum, no rebate. */
const FIXED_GROUPS = { minGroup: DEFAULT_PRIZE_GROUPS.max, maxGroup: DEFAULT_PRIZE_GROUPS.max };
/** K 50,000 a bet, K 200,000 of one member's stake in a draw, K 5,000,000 paid on one number. */
const LIMITS: GameLimits = {
  maxBetMinor: 5_000_000,
  maxDrawMinor: 20_000_000,
  maxNumberLiabilityMinor: 500_000_000,
};

type Def = Omit<NewGame, 'betTypes' | 'limits' | 'minGroup' | 'maxGroup' | 'prizeMode'>;

const game = (def: Def): NewGame => {
  const fixed = def.family === 'VN' || def.family === 'THAI';
  return {
    ...def,
    prizeMode: fixed ? 'Lott' : 'Elott',
    ...(fixed ? FIXED_GROUPS : DIGITAL_GROUPS),
    limits: LIMITS,
    betTypes: betTypesOf(def.family).map((t) => t.code),
  };
};

const named = (family: LotteryFamily, EN: string, MY: string) => ({ family, name: { EN, MY } });
/** A fast game: its name is the one the catalogue's e-lottery of it bears. */
const fastNamed = (family: LotteryFamily, code: string) => ({
  code,
  family,
  name: eLotteryNames(code),
});

export const DEMO_LOTTERY_GAMES: readonly NewGame[] = [
  game({
    ...fastNamed('5D', '5D1'),
    variant: null,
    sort: 10,
    schedule: fast(1, 10),
  }),
  game({
    ...fastNamed('5D', '5D3'),
    variant: null,
    sort: 20,
    schedule: fast(3, 20),
  }),
  game({
    ...fastNamed('5D', '5D5'),
    variant: null,
    sort: 30,
    schedule: fast(5, 30),
  }),
  game({
    ...fastNamed('K3', 'K3'),
    variant: null,
    sort: 40,
    schedule: fast(3, 20),
  }),
  game({
    ...fastNamed('11X5', '11X5'),
    variant: null,
    sort: 50,
    schedule: fast(5, 30),
  }),
  game({
    code: 'VNN',
    ...named('VN', 'Vietnam North (daily)', 'ဗီယက်နမ် မြောက်ပိုင်း (နေ့စဉ်)'),
    variant: 'north',
    sort: 60,
    // 18:00 Yangon (18:30 in Hanoi, after the official 18:15 draw); sales close at 17:45.
    schedule: daily(18 * HOUR, 15 * MIN),
  }),
  game({
    code: 'VNS',
    ...named('VN', 'Vietnam South (daily)', 'ဗီယက်နမ် တောင်ပိုင်း (နေ့စဉ်)'),
    variant: 'south',
    sort: 70,
    // 16:30 Yangon (17:00 in Ho Chi Minh City); sales close at 16:15.
    schedule: daily(16 * HOUR + 30 * MIN, 15 * MIN),
  }),
  game({
    code: 'THAI',
    ...named('THAI', 'Thai Lottery (1st and 16th)', 'ထိုင်း ထီ (၁ ရက် နှင့် ၁၆ ရက်)'),
    variant: null,
    sort: 80,
    // 15:00 Yangon (15:30 Bangkok) on the 1st and the 16th; sales close at 13:30.
    schedule: daily(15 * HOUR, 90 * MIN, [1, 16]),
  }),
];

/** Northern provinces draw the 27-number North lottery; central and southern ones the South's. */
const VN_NORTH = new Set(['HN', 'HP', 'QN', 'BN', 'ND']);
/** TCG SEA's traditional lotteries: Thai-style ones to THAI, 4D/digit ones to 5D 5 minutes. */
const SEA_LOTT: Record<string, string> = {
  MM2D: 'THAI',
  MM3D: 'THAI',
  TH: 'THAI',
  LA: 'THAI',
  KH: 'VNS',
  MY4D: '5D5',
  SG4D: '5D5',
  ID: '5D5',
};

/**
 * The engine game each catalogue LOTT/ELOTT game opens, by the names the catalogue seed gave
 * them: VN provinces by region, SEA lotteries as SEA_LOTT says; each e-lottery is an engine game
 * by its code (E_LOTTERIES).
 */
export const demoLotteryLinks = (): { vendor: string; catalogueCode: string; game: string }[] => {
  const links: { vendor: string; catalogueCode: string; game: string }[] = [];
  for (const vendor of DEMO_VENDORS) {
    const lott = LOTTERIES[vendor.code] ?? [];
    for (let i = 0; i < (vendor.games.LOTT ?? 0); i++) {
      const lottery = lott[i % lott.length];
      if (!lottery) continue;
      const target =
        vendor.code === 'TCG_LOTTO_VN'
          ? VN_NORTH.has(lottery.code)
            ? 'VNN'
            : 'VNS'
          : (SEA_LOTT[lottery.code] ?? 'THAI');
      links.push({ vendor: vendor.code, catalogueCode: lottery.code, game: target });
    }
    (E_LOTTERIES[vendor.code] ?? []).forEach((engine, i) => {
      links.push({
        vendor: vendor.code,
        catalogueCode: `ELOTT${String(i + 1).padStart(3, '0')}`,
        game: engine.code,
      });
    });
  }
  return links;
};

/** Adds the demo site's games and links (each kept when there). */
export const seedDemoLotteryGames = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const ids = new Map<string, number>();
  for (const def of DEMO_LOTTERY_GAMES) ids.set(def.code, await addLotteryGame(ctx, site.id, def));
  for (const link of demoLotteryLinks()) {
    const gameId = ids.get(link.game);
    if (gameId === undefined) throw new Error(`demo lottery: no game ${link.game}`);
    await linkCatalogueGame(ctx, site.id, { ...link, gameId });
  }
};

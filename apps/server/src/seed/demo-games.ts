import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import {
  hasCatalogue,
  insertCategories,
  insertGameNames,
  insertGames,
  insertGameTypeNames,
  insertGameTypes,
  insertVendors,
  type NewGame,
} from '../modules/games/index.js';
import {
  ADJECTIVES,
  CARD_GAMES,
  COCKFIGHT_ARENA,
  DEFAULT_RTP_BP,
  DEMO_CATEGORIES,
  DEMO_GAME_TYPES,
  DEMO_VENDORS,
  E_LOTTERIES,
  ESPORTS_GAMES,
  FISH_SUFFIX,
  IN_HOUSE_GAMES,
  LIVE_TABLES,
  LOTTERIES,
  MEGAWAYS_SUFFIX,
  NOUNS,
  type OwnCategory,
  SPORTS_GAMES,
  type Words,
} from './demo-games-data.js';

/** Fixed so the seed is deterministic: the same rows on every machine. */
const SEEDED_AT = Date.UTC(2026, 0, 1);
const LANGUAGES = ['EN', 'MY'] as const;

/** A demo game before it has ids: its vendor code and what the rows need. */
export interface DemoGame extends Omit<NewGame, 'vendor_id' | 'game_type_id' | 'created_at'> {
  vendor: string;
  classify: string | null;
  names: Words;
}

const idOf = (ids: Map<string, number>, key: string): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo catalogue: no id for ${key}`);
  return id;
};

const BURMESE_DIGITS = '၀၁၂၃၄၅၆၇၈၉';
const burmeseNumber = (n: number) =>
  String(n).replace(/\d/g, (d) => BURMESE_DIGITS[Number(d)] ?? d);
const numbered = (w: Words, n: number): Words => ({
  EN: `${w.EN} ${n}`,
  MY: `${w.MY} ${burmeseNumber(n)}`,
});
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
/** A small deterministic mix, so flags and amounts look varied but never change between runs. */
const mix = (a: number, b: number) =>
  (Math.imul(a + 1, 2654435761) ^ Math.imul(b + 7, 40503)) >>> 0;

const PAIRS = ADJECTIVES.length * NOUNS.length;
const slotWords = (i: number, vendorIndex: number, step: number): Words => {
  const p = (i * step + vendorIndex * 31) % PAIRS;
  const adjective = pick(ADJECTIVES, p);
  const noun = pick(NOUNS, Math.floor(p / ADJECTIVES.length));
  return { EN: `${adjective.EN} ${noun.EN}`, MY: `${adjective.MY}${noun.MY}` };
};
const withSuffix = (w: Words, s: Words): Words => ({
  EN: `${w.EN} ${s.EN}`,
  MY: `${w.MY} ${s.MY}`,
});

const LINES: Record<string, number[]> = {
  MEGAWAYS: [117_649],
  JACKPOT: [20, 25, 50, 243],
  CLASSIC: [1, 3, 5, 9],
  FRUIT: [5, 9, 10, 20],
  VIDEO: [20, 25, 30, 40, 50, 1024],
};
/** Minimum bets in minor units per category (0.01 ... as the spec's filter options). */
const MIN_BETS: Record<OwnCategory, number[]> = {
  RNG: [1, 5, 10, 50, 75, 100, 200, 10, 5],
  FISH: [1, 10, 50, 100],
  LIVE: [100, 500, 1000, 2000],
  PVP: [50, 75, 100, 500],
  SPORTS: [100, 500],
  ESPORTS: [100, 500],
  COCKFIGHT: [100, 500],
  INHOUSE: [10],
  ELOTT: [10, 100],
  LOTT: [10, 100],
};
const SLOT_TYPES = DEMO_GAME_TYPES.filter((t) => t.category === 'RNG').map((t) => t.code);

/** Name, code and type of the i-th game of a vendor in a category. */
const shapeOf = (category: OwnCategory, vendor: string, vi: number, i: number) => {
  const code = `${category}${String(i + 1).padStart(3, '0')}`;
  switch (category) {
    case 'RNG': {
      const classify = pick(SLOT_TYPES, i + vi);
      const words = slotWords(i, vi, 7);
      return {
        code,
        classify,
        names: classify === 'MEGAWAYS' ? withSuffix(words, MEGAWAYS_SUFFIX) : words,
      };
    }
    case 'FISH':
      return { code, classify: null, names: withSuffix(slotWords(i, vi, 5), FISH_SUFFIX) };
    case 'LIVE':
      return {
        code,
        classify: null,
        names: numbered(pick(LIVE_TABLES, i), Math.floor(i / LIVE_TABLES.length) + 1),
      };
    case 'PVP': {
      const round = Math.floor(i / CARD_GAMES.length);
      const game = pick(CARD_GAMES, i);
      return { code, classify: null, names: round === 0 ? game : numbered(game, round + 1) };
    }
    case 'SPORTS':
      return { code, classify: null, names: pick(SPORTS_GAMES, i) };
    case 'ESPORTS':
      return { code, classify: null, names: pick(ESPORTS_GAMES, i) };
    case 'COCKFIGHT':
      return { code, classify: null, names: numbered(COCKFIGHT_ARENA, i + 1) };
    case 'LOTT': {
      const lottery = pick(LOTTERIES[vendor] ?? [], i);
      return { code: lottery.code, classify: null, names: lottery };
    }
    case 'ELOTT': {
      const engine = pick(E_LOTTERIES[vendor] ?? [], i);
      return { code, classify: null, names: { EN: engine.EN, MY: engine.MY } };
    }
    case 'INHOUSE': {
      const game = pick(IN_HOUSE_GAMES, i);
      return { code: game.code, classify: null, names: game };
    }
  }
};

/** The whole demo catalogue, generated from the word lists; the same on every call. */
export const demoGames = (): DemoGame[] => {
  const games: DemoGame[] = [];
  DEMO_VENDORS.forEach((vendor, vi) => {
    for (const [category, count] of Object.entries(vendor.games) as [OwnCategory, number][]) {
      for (let i = 0; i < count; i++) {
        const h = mix(vi, i + category.length * 1000);
        const { code, classify, names } = shapeOf(category, vendor.code, vi, i);
        games.push({
          vendor: vendor.code,
          category,
          code,
          classify,
          names,
          room_id: category === 'LIVE' ? `T${String(i + 1).padStart(3, '0')}` : null,
          is_new: (i + vi) % 7 === 3 ? 1 : 0,
          is_hot: i % 9 === 0 ? 1 : 0,
          min_bet: pick(MIN_BETS[category], h),
          lines: classify ? pick(LINES[classify] ?? [], h >>> 3) : null,
          // Vendors interleave in a category, like a lobby sorted by popularity.
          sort: (i + 1) * 100 + vi,
          icon: null,
          support_play: 1,
        });
      }
    }
  });
  return games;
};

/**
 * Seeds the demo catalogue once, in one transaction: the catalogue is one unit, so when any
 * vendor exists it is the operator's (whose deletions stay), and running it again changes nothing.
 */
export const seedDemoGames = async (db: Kysely<Database>): Promise<void> => {
  await inTransaction(db, async (trx) => {
    if (await hasCatalogue(trx)) return;
    await insertCategories(
      trx,
      DEMO_CATEGORIES.map((c, i) => ({ code: c.code, sort: (i + 1) * 10 })),
      DEMO_CATEGORIES.flatMap((c) =>
        LANGUAGES.map((l) => ({ category_code: c.code, language: l, name: c[l] })),
      ),
    );
    const typeIds = await insertGameTypes(
      trx,
      DEMO_GAME_TYPES.map((t, i) => ({ code: t.code, category: t.category, sort: (i + 1) * 10 })),
    );
    await insertGameTypeNames(
      trx,
      DEMO_GAME_TYPES.flatMap((t) =>
        LANGUAGES.map((l) => ({
          game_type_id: idOf(typeIds, `${t.category}:${t.code}`),
          language: l,
          name: t[l],
        })),
      ),
    );
    const vendorIds = await insertVendors(
      trx,
      DEMO_VENDORS.map((v, i) => ({
        code: v.code,
        name: v.name,
        sort: (i + 1) * 10,
        rtp_bp: v.rtp ?? DEFAULT_RTP_BP,
      })),
    );
    const games = demoGames().map(({ vendor, classify, names, ...game }) => ({
      row: {
        ...game,
        vendor_id: idOf(vendorIds, vendor),
        game_type_id: classify ? idOf(typeIds, `${game.category}:${classify}`) : null,
        created_at: SEEDED_AT,
      },
      names,
    }));
    const gameIds = await insertGames(
      trx,
      games.map((g) => g.row),
    );
    await insertGameNames(
      trx,
      games.flatMap(({ row, names }) =>
        LANGUAGES.map((l) => ({
          game_id: idOf(gameIds, `${row.vendor_id}:${row.code}`),
          language: l,
          name: names[l],
        })),
      ),
    );
  });
};

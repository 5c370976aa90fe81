import {
  type BetTypeDef,
  choose,
  fairPrizes,
  type PickerRow,
  product,
  range,
  rowsOf,
  type Selection,
  subsets,
} from './bet-type.js';
import type { LotteryResult } from './families.js';
import { ratio } from './money.js';

/**
 * 11x5 (5 distinct of 01-11, in draw order). Full prizes at group 2000 return the stake on
 * average: 2.00 / P(win). Any k of 5: for k <= 5 a bet (k numbers) wins when all k are drawn;
 * for k > 5 when its k numbers hold all 5 drawn.
 */

const BALLS = range(1, 11);
const ballsOf = (result: LotteryResult): number[] => (result.family === '11X5' ? result.balls : []);
const row0 = (s: Selection) => rowsOf(s)[0] ?? [];
const pad = (n: number) => String(n).padStart(2, '0');

const ballRow = (min: number, key = 'pick', label = { EN: 'Pick', MY: 'ရွေးရန်' }): PickerRow => ({
  key,
  label,
  values: BALLS,
  pad: 2,
  min,
});
const PLACES = [
  { EN: '1st', MY: 'ပထမ' },
  { EN: '2nd', MY: 'ဒုတိယ' },
  { EN: '3rd', MY: 'တတိယ' },
];

/** The k-sets of a draw's five that win any k: C(5, k) up to 5, then C(6, k - 5). */
const anyKWins = (k: number) => (k <= 5 ? choose(5, k) : choose(6, k - 5));
const MY_DIGITS = '၀၁၂၃၄၅၆၇၈၉';
const my = (n: number) => String(n).replace(/\d/g, (d) => MY_DIGITS[Number(d)] as string);

const anyK = (k: number): BetTypeDef => ({
  code: `11X5_ANY${k}`,
  family: '11X5',
  group: 'anyk',
  name: { EN: `Any ${k}`, MY: `မည်သည့် ${my(k)} လုံး` },
  help:
    k <= 5
      ? {
          EN: `Pick ${k} or more numbers; each set of ${k} wins when all of them are drawn.`,
          MY: `ဂဏန်း ${my(k)} လုံးနှင့်အထက် ရွေးပါ၊ ${my(k)} လုံးအစုတစ်ခုစီသည် အားလုံးထွက်လျှင် နိုင်သည်။`,
        }
      : {
          EN: `Pick ${k} or more numbers; each set of ${k} wins when it holds all five drawn.`,
          MY: `ဂဏန်း ${my(k)} လုံးနှင့်အထက် ရွေးပါ၊ ${my(k)} လုံးအစုတစ်ခုစီသည် ထွက်ဂဏန်း ငါးလုံးလုံး ပါဝင်လျှင် နိုင်သည်။`,
        },
  picker: { kind: 'rows', rows: [ballRow(k)] },
  prizes: fairPrizes({ win: ratio(anyKWins(k), choose(11, k)) }),
  rules: {
    count: (s) => choose(row0(s).length, k),
    hits: (s, r) => {
      const drawn = ballsOf(r);
      const inDrawn = row0(s).filter((b) => drawn.includes(b)).length;
      const times =
        k <= 5 ? choose(inDrawn, k) : inDrawn === 5 ? choose(row0(s).length - 5, k - 5) : 0;
      return times ? [['win', times]] : [];
    },
    maxPay: (s, pay) => {
      const n = row0(s).length;
      return (k <= 5 ? choose(Math.min(n, 5), k) : choose(n - 5, k - 5)) * pay('win');
    },
    keys: (s) => subsets(row0(s), k).map((c) => c.map(pad).join('')),
  },
});

/** Straight front n: one row per place; bets are the combinations of distinct numbers. */
const frontStraight = (n: 2 | 3): BetTypeDef => ({
  code: `11X5_FRONT${n}_STRAIGHT`,
  family: '11X5',
  group: 'front',
  name: { EN: `Front ${n} straight`, MY: `ရှေ့ ${my(n)} လုံး အစဉ်လိုက်` },
  help: {
    EN: `Pick a number for each of the first ${n} places; wins when they are drawn in that order.`,
    MY: `ပထမ ${my(n)} နေရာစီအတွက် ဂဏန်းရွေးပါ၊ ထိုအစဉ်အတိုင်း ထွက်လျှင် နိုင်သည်။`,
  },
  picker: {
    kind: 'rows',
    rows: PLACES.slice(0, n).map((label, i) => ballRow(1, `P${i + 1}`, label)),
  },
  // 11 x 10 (x 9) ordered fronts.
  prizes: fairPrizes({ win: ratio(1, n === 2 ? 110 : 990) }),
  rules: {
    count: (s) => product(rowsOf(s)).filter((c) => new Set(c).size === c.length).length,
    hits: (s, r) => {
      const drawn = ballsOf(r);
      return rowsOf(s).every((row, i) => row.includes(drawn[i] as number)) ? [['win', 1]] : [];
    },
    maxPay: (_s, pay) => pay('win'),
    keys: (s) =>
      product(rowsOf(s))
        .filter((c) => new Set(c).size === c.length)
        .map((c) => c.map(pad).join('')),
  },
});

const frontGroup = (n: 2 | 3): BetTypeDef => ({
  code: `11X5_FRONT${n}_GROUP`,
  family: '11X5',
  group: 'front',
  name: { EN: `Front ${n} group`, MY: `ရှေ့ ${my(n)} လုံး အုပ်စု` },
  help: {
    EN: `Pick ${n} or more numbers; each set of ${n} wins when it is the first ${n} drawn, in any order.`,
    MY: `ဂဏန်း ${my(n)} လုံးနှင့်အထက် ရွေးပါ၊ အစုတစ်ခုစီသည် ပထမ ${my(n)} လုံးဖြစ်လျှင် မည်သည့်အစဉ်ဖြင့်မဆို နိုင်သည်။`,
  },
  picker: { kind: 'rows', rows: [ballRow(n)] },
  // C(11, 2) or C(11, 3) sets.
  prizes: fairPrizes({ win: ratio(1, n === 2 ? 55 : 165) }),
  rules: {
    count: (s) => choose(row0(s).length, n),
    hits: (s, r) =>
      ballsOf(r)
        .slice(0, n)
        .every((b) => row0(s).includes(b))
        ? [['win', 1]]
        : [],
    maxPay: (_s, pay) => pay('win'),
    keys: (s) => subsets(row0(s), n).map((c) => c.map(pad).join('')),
  },
});

export const BET_TYPES_11X5: readonly BetTypeDef[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(anyK),
  frontStraight(2),
  frontStraight(3),
  frontGroup(2),
  frontGroup(3),
];

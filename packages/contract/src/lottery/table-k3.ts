import {
  type BetTypeDef,
  choose,
  fairPrizes,
  type Hits,
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
 * K3 (3 dice 1-6). Full prizes at group 2000 return the stake on average: exactly
 * 2.00 / P(win) = 2.00 x 216 / ways.
 * With 216 outcomes, maxPay is exact: the best of them all.
 */

const FACES = range(1, 6);
const ALL_DICE = product([FACES, FACES, FACES]);
const diceOf = (result: LotteryResult): number[] => (result.family === 'K3' ? result.dice : []);
const k3 = (dice: number[]): LotteryResult => ({ family: 'K3', dice });

const faceRow = (min: number): PickerRow => ({
  key: 'pick',
  label: { EN: 'Pick', MY: 'ရွေးရန်' },
  values: FACES,
  min,
});
const anyRow: PickerRow = {
  key: 'any',
  label: { EN: 'Any', MY: 'မည်သည့်မဆို' },
  values: [0],
  options: ['any'],
  min: 1,
};

const sumOf = (dice: readonly number[]) => dice.reduce((a, b) => a + b, 0);
const SUM_WAYS = new Map(
  range(3, 18).map((s) => [s, ALL_DICE.filter((d) => sumOf(d) === s).length]),
);

/** The best single result for a selection: the exact maximum over the 216 outcomes. */
const bestOf =
  (hits: (s: Selection, r: LotteryResult) => Hits) =>
  (s: Selection, pay: (tier: string) => number) =>
    Math.max(
      0,
      ...ALL_DICE.map((d) => hits(s, k3(d)).reduce((n, [tier, times]) => n + times * pay(tier), 0)),
    );

const isTriple = (d: readonly number[]) => d[0] === d[1] && d[1] === d[2];
const row0 = (s: Selection) => rowsOf(s)[0] ?? [];

const sumHits = (s: Selection, r: LotteryResult): Hits => {
  const sum = sumOf(diceOf(r));
  return row0(s).includes(sum) ? [[String(sum), 1]] : [];
};

const tripleAnyHits = (_s: Selection, r: LotteryResult): Hits =>
  isTriple(diceOf(r)) ? [['win', 1]] : [];
const tripleHits = (s: Selection, r: LotteryResult): Hits => {
  const d = diceOf(r);
  return isTriple(d) && row0(s).includes(d[0] as number) ? [['win', 1]] : [];
};
const pairHits = (s: Selection, r: LotteryResult): Hits => {
  const d = diceOf(r);
  const times = row0(s).filter((f) => d.filter((x) => x === f).length >= 2).length;
  return times ? [['win', times]] : [];
};
const diff3Hits = (s: Selection, r: LotteryResult): Hits => {
  const d = diceOf(r);
  return new Set(d).size === 3 && d.every((f) => row0(s).includes(f)) ? [['win', 1]] : [];
};
const diff2Hits = (s: Selection, r: LotteryResult): Hits => {
  const d = diceOf(r);
  const times = choose(row0(s).filter((f) => d.includes(f)).length, 2);
  return times ? [['win', times]] : [];
};
const straightHits = (_s: Selection, r: LotteryResult): Hits => {
  const d = [...diceOf(r)].sort((a, b) => a - b);
  return d[1] === (d[0] as number) + 1 && d[2] === (d[0] as number) + 2 ? [['win', 1]] : [];
};

export const BET_TYPES_K3: readonly BetTypeDef[] = [
  {
    code: 'K3_SUM',
    family: 'K3',
    group: 'sum',
    name: { EN: 'Sum', MY: 'ပေါင်းလဒ်' },
    help: {
      EN: 'Pick totals of the three dice (3-18); each total is a bet paid by its odds.',
      MY: 'အံစာတုံးသုံးတုံး၏ စုစုပေါင်း (၃-၁၈) ကို ရွေးပါ၊ စုစုပေါင်းတစ်ခုစီသည် ၎င်း၏အလျော်နှုန်းဖြင့် ပေးသည်။',
    },
    picker: {
      kind: 'rows',
      rows: [{ key: 'sum', label: { EN: 'Sum', MY: 'ပေါင်းလဒ်' }, values: range(3, 18), min: 1 }],
    },
    prizes: fairPrizes(
      Object.fromEntries([...SUM_WAYS].map(([sum, ways]) => [String(sum), ratio(ways, 216)])),
    ),
    rules: {
      count: (s) => row0(s).length,
      hits: sumHits,
      maxPay: bestOf(sumHits),
      keys: (s) => row0(s).map((v) => `sum${v}`),
    },
  },
  {
    code: 'K3_TRIPLE_ANY',
    family: 'K3',
    group: 'triple',
    name: { EN: 'Any triple', MY: 'မည်သည့် သုံးလုံးတူ' },
    help: { EN: 'Wins when all three dice are the same.', MY: 'အံစာတုံး သုံးတုံးလုံး တူလျှင် နိုင်သည်။' },
    picker: { kind: 'rows', rows: [anyRow] },
    prizes: fairPrizes({ win: ratio(6, 216) }),
    rules: {
      count: () => 1,
      hits: tripleAnyHits,
      maxPay: bestOf(tripleAnyHits),
      keys: () => ['triple'],
    },
  },
  {
    code: 'K3_TRIPLE',
    family: 'K3',
    group: 'triple',
    name: { EN: 'Specific triple', MY: 'သတ်မှတ် သုံးလုံးတူ' },
    help: {
      EN: 'Pick faces; each wins when all three dice show it.',
      MY: 'မျက်နှာများ ရွေးပါ၊ အံစာတုံး သုံးတုံးလုံး ထိုမျက်နှာပြလျှင် နိုင်သည်။',
    },
    picker: { kind: 'rows', rows: [faceRow(1)] },
    prizes: fairPrizes({ win: ratio(1, 216) }),
    rules: {
      count: (s) => row0(s).length,
      hits: tripleHits,
      maxPay: bestOf(tripleHits),
      keys: (s) => row0(s).map((f) => `${f}${f}${f}`),
    },
  },
  {
    code: 'K3_PAIR',
    family: 'K3',
    group: 'pair',
    name: { EN: 'Pair', MY: 'အတွဲ' },
    help: {
      EN: 'Pick faces; each wins when at least two dice show it.',
      MY: 'မျက်နှာများ ရွေးပါ၊ အံစာတုံး အနည်းဆုံး နှစ်တုံး ထိုမျက်နှာပြလျှင် နိုင်သည်။',
    },
    picker: { kind: 'rows', rows: [faceRow(1)] },
    prizes: fairPrizes({ win: ratio(16, 216) }),
    rules: {
      count: (s) => row0(s).length,
      hits: pairHits,
      maxPay: bestOf(pairHits),
      keys: (s) => row0(s).map((f) => `${f}${f}`),
    },
  },
  {
    code: 'K3_DIFF3',
    family: 'K3',
    group: 'different',
    name: { EN: 'Three different', MY: 'သုံးလုံး မတူ' },
    help: {
      EN: 'Pick 3 or more faces; wins when the dice are three different faces you picked.',
      MY: 'မျက်နှာ ၃ ခုနှင့်အထက် ရွေးပါ၊ အံစာတုံးများသည် သင်ရွေးသော မတူညီသည့် မျက်နှာသုံးခု ဖြစ်လျှင် နိုင်သည်။',
    },
    picker: { kind: 'rows', rows: [faceRow(3)] },
    prizes: fairPrizes({ win: ratio(6, 216) }),
    rules: {
      count: (s) => choose(row0(s).length, 3),
      hits: diff3Hits,
      maxPay: bestOf(diff3Hits),
      keys: (s) => subsets(row0(s), 3).map((c) => c.join('')),
    },
  },
  {
    code: 'K3_DIFF2',
    family: 'K3',
    group: 'different',
    name: { EN: 'Two different', MY: 'နှစ်လုံး မတူ' },
    help: {
      EN: 'Pick 2 or more faces; each pair you picked wins once when both faces show.',
      MY: 'မျက်နှာ ၂ ခုနှင့်အထက် ရွေးပါ၊ သင်ရွေးသော အတွဲတစ်ခုစီသည် မျက်နှာနှစ်ခုလုံး ပေါ်လျှင် တစ်ကြိမ်နိုင်သည်။',
    },
    picker: { kind: 'rows', rows: [faceRow(2)] },
    prizes: fairPrizes({ win: ratio(30, 216) }),
    rules: {
      count: (s) => choose(row0(s).length, 2),
      hits: diff2Hits,
      maxPay: bestOf(diff2Hits),
      keys: (s) => subsets(row0(s), 2).map((c) => c.join('')),
    },
  },
  {
    code: 'K3_STRAIGHT',
    family: 'K3',
    group: 'straight',
    name: { EN: 'Three in a row', MY: 'သုံးလုံး အစဉ်' },
    help: {
      EN: 'Wins when the dice are three faces in a row (1-2-3 to 4-5-6), in any order.',
      MY: 'အံစာတုံးများသည် မည်သည့်အစဉ်ဖြင့်မဆို ဆက်တိုက်မျက်နှာသုံးခု (၁-၂-၃ မှ ၄-၅-၆) ဖြစ်လျှင် နိုင်သည်။',
    },
    picker: { kind: 'rows', rows: [anyRow] },
    prizes: fairPrizes({ win: ratio(24, 216) }),
    rules: {
      count: () => 1,
      hits: straightHits,
      maxPay: bestOf(straightHits),
      keys: () => ['straight'],
    },
  },
];

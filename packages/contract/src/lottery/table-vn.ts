import {
  type BetTypeDef,
  choose,
  DIGITS,
  type Hits,
  numbersOf,
  rowsOf,
  type Selection,
  subsets,
} from './bet-type.js';
import { type LotteryResult, VN_LAYOUTS, type VnVariant, vnNumbers } from './families.js';
import { addRatio, mulRatio, type Ratio, ratio } from './money.js';

/**
 * Vietnamese style (fixed odds: prizes are multipliers of the stake, no prize group, no rebate).
 * Prizes in minor units per 2.00 bet, by variant where the number of prizes changes the odds.
 * - lo (2, 3 or 4 digits): paid once per prize number ending in it. Platforms quote 99.6 / 980
 *   / 9,500 times a point that costs one unit per number drawn (27 north, 18 south for lo2;
 *   numbers shorter than the lo are left out), so a 2.00 bet pays 2 x odds / numbers each time.
 * - de: the last 2 digits of the special prize, 99x; its head or tail digit 9.9x; big (50-99),
 *   small, odd, even 1.995x.
 * - xien 2/3/4: every one of 2/3/4 two-digit numbers appears (as a lo) at least once. Both
 *   variants return about 88 % of the stake: the north (27 numbers) pays 16 / 72 / 330 of the
 *   fair 18.2 / 81.3 / 374.5, the south (18 numbers, so rarer) 34 / 225 / 1,580 of the fair
 *   38.3 / 255.5 / 1,801 (the platforms' 30 / 165 / 775 returned only 78 / 65 / 43 %).
 */

const vnOf = (result: LotteryResult) => (result.family === 'VN' ? result : null);

/** Prize numbers long enough for a lo of `digits` digits, in a variant. */
const eligible = (variant: VnVariant, digits: number) =>
  VN_LAYOUTS[variant].flat().filter((length) => length >= digits).length;

/** How often each ending of `digits` digits appears; cached per result (settling reads it per bet). */
const endingCounts = new WeakMap<LotteryResult, Map<number, Map<string, number>>>();
const endings = (result: LotteryResult, digits: number): Map<string, number> => {
  let byDigits = endingCounts.get(result);
  if (!byDigits) {
    byDigits = new Map();
    endingCounts.set(result, byDigits);
  }
  let counts = byDigits.get(digits);
  if (!counts) {
    counts = new Map();
    const vn = vnOf(result);
    for (const n of vn ? vnNumbers(vn) : []) {
      if (n.length < digits) continue;
      const end = n.slice(-digits);
      counts.set(end, (counts.get(end) ?? 0) + 1);
    }
    byDigits.set(digits, counts);
  }
  return counts;
};

const special2 = (result: LotteryResult): string => vnOf(result)?.prizes[0]?.[0]?.slice(-2) ?? '';

const numbersPicker = (digits: number, min: number, max: number) =>
  ({ kind: 'numbers', digits, min, max }) as const;

/** A 2.00 bet at `oddsTenths` / 10 times a point of one unit per eligible number, exact. */
const perVariant = (digits: number, oddsTenths: number) => ({
  north: ratio(2 * oddsTenths * 10, eligible('north', digits)),
  south: ratio(2 * oddsTenths * 10, eligible('south', digits)),
});
/** Each prize number long enough ends in a given lo with chance 1 / 10^digits. */
const loChance = (digits: number) => ({
  north: ratio(eligible('north', digits), 10 ** digits),
  south: ratio(eligible('south', digits), 10 ** digits),
});

/**
 * The chance that k given 2-digit endings all appear among `n` prize numbers (each ending
 * uniform): Σ_j (-1)^j C(k, j) ((100 - j) / 100)^n, exact.
 */
export const xienChance = (k: number, n: number): Ratio =>
  Array.from({ length: k + 1 }, (_, j) =>
    mulRatio(
      ratio((j % 2 ? -1 : 1) * choose(k, j)),
      ratio(BigInt(100 - j) ** BigInt(n), 100n ** BigInt(n)),
    ),
  ).reduce(addRatio, ratio(0));

const DIGIT_WORD = { 2: '၂', 3: '၃', 4: '၄' } as const;

const lo = (digits: 2 | 3 | 4, oddsTenths: number, max: number): BetTypeDef => ({
  code: `VN_LO${digits}`,
  family: 'VN',
  group: 'lo',
  name: { EN: `Lo ${digits} digits`, MY: `လို ဂဏန်း ${DIGIT_WORD[digits]} လုံး` },
  help: {
    EN: `Each ${digits}-digit number you pick is paid once for every prize number ending in it.`,
    MY: `သင်ရွေးသော ဂဏန်း ${DIGIT_WORD[digits]} လုံးတစ်ခုစီကို ၎င်းဖြင့်ဆုံးသော ဆုနံပါတ်တိုင်းအတွက် တစ်ကြိမ်စီ ပေးသည်။`,
  },
  picker: numbersPicker(digits, 1, max),
  prizes: { basis: 'fixed', full: perVariant(digits, oddsTenths), chance: loChance(digits) },
  rules: {
    count: (s) => numbersOf(s).length,
    hits: (s, r) => {
      const vn = vnOf(r);
      if (!vn) return [];
      const ends = endings(r, digits);
      const times = numbersOf(s).reduce((n, picked) => n + (ends.get(picked) ?? 0), 0);
      return times ? [[vn.variant, times]] : [];
    },
    // Each prize number pays at most one picked number: at most every eligible number pays.
    maxPay: (s, pay) =>
      numbersOf(s).length === 0
        ? 0
        : Math.max(
            eligible('north', digits) * pay('north'),
            eligible('south', digits) * pay('south'),
          ),
    keys: (s) => numbersOf(s),
  },
});

const single = (
  code: string,
  name: BetTypeDef['name'],
  help: BetTypeDef['help'],
  full: number,
  chance: Ratio,
  hits: (s: Selection, r: LotteryResult) => Hits,
  maxTimes: (s: Selection) => number,
  picker: BetTypeDef['picker'],
  keys: (s: Selection) => string[],
  count: (s: Selection) => number,
): BetTypeDef => ({
  code,
  family: 'VN',
  group: code.startsWith('VN_XIEN') ? 'xien' : 'de',
  name,
  help,
  picker,
  prizes: { basis: 'fixed', full: { win: ratio(full) }, chance: { win: chance } },
  rules: { count, hits, maxPay: (s, pay) => maxTimes(s) * pay('win'), keys },
});

const DE_BSOE = ['big', 'small', 'odd', 'even'] as const;
const deMatches = (option: number, two: number) =>
  [two >= 50, two < 50, two % 2 === 1, two % 2 === 0][option] ?? false;

const digitOf =
  (at: 0 | 1) =>
  (s: Selection, r: LotteryResult): Hits => {
    const d = Number(special2(r)[at]);
    return (rowsOf(s)[0] ?? []).includes(d) ? [['win', 1]] : [];
  };

const xien = (k: 2 | 3 | 4): BetTypeDef => {
  const full = {
    north: ratio([3_200, 14_400, 66_000][k - 2] as number),
    south: ratio([6_800, 45_000, 316_000][k - 2] as number),
  };
  const chance = {
    north: xienChance(k, eligible('north', 2)),
    south: xienChance(k, eligible('south', 2)),
  };
  return {
    code: `VN_XIEN${k}`,
    family: 'VN',
    group: 'xien',
    name: { EN: `Xien ${k}`, MY: `ဆျန် ${DIGIT_WORD[k]}` },
    help: {
      EN: `Pick ${k} or more 2-digit numbers; each set of ${k} wins when all of them appear as lo.`,
      MY: `ဂဏန်း ၂ လုံးပါ နံပါတ် ${DIGIT_WORD[k]} ခုနှင့်အထက် ရွေးပါ၊ အစုတစ်ခုစီသည် အားလုံး လို အဖြစ်ပေါ်လျှင် နိုင်သည်။`,
    },
    picker: numbersPicker(2, k, 10),
    prizes: { basis: 'fixed', full, chance },
    rules: {
      count: (s) => choose(numbersOf(s).length, k),
      hits: (s, r) => {
        const vn = vnOf(r);
        if (!vn) return [];
        const ends = endings(r, 2);
        const times = choose(numbersOf(s).filter((n) => ends.has(n)).length, k);
        return times ? [[vn.variant, times]] : [];
      },
      maxPay: (s, pay) => choose(numbersOf(s).length, k) * Math.max(pay('north'), pay('south')),
      keys: (s) => subsets([...numbersOf(s)].sort(), k).map((c) => c.join('-')),
    },
  };
};

export const BET_TYPES_VN: readonly BetTypeDef[] = [
  lo(2, 996, 100),
  lo(3, 9_800, 1000),
  lo(4, 95_000, 1000),
  single(
    'VN_DE',
    { EN: 'De', MY: 'ဒဲ' },
    {
      EN: 'Pick 2-digit numbers; each wins when the special prize ends in it.',
      MY: 'ဂဏန်း ၂ လုံး နံပါတ်များ ရွေးပါ၊ အထူးဆု၏ နောက်ဆုံး ၂ လုံးနှင့် တူလျှင် နိုင်သည်။',
    },
    19_800,
    ratio(1, 100),
    (s, r) => (numbersOf(s).includes(special2(r)) ? [['win', 1]] : []),
    (s) => Math.min(1, numbersOf(s).length),
    numbersPicker(2, 1, 100),
    (s) => numbersOf(s),
    (s) => numbersOf(s).length,
  ),
  single(
    'VN_DE_HEAD',
    { EN: 'De head', MY: 'ဒဲ ရှေ့ဂဏန်း' },
    {
      EN: 'Pick digits; each wins when it is the tens digit of the de.',
      MY: 'ဂဏန်းများ ရွေးပါ၊ ဒဲ၏ ဆယ်ဂဏန်းဖြစ်လျှင် နိုင်သည်။',
    },
    1_980,
    ratio(1, 10),
    digitOf(0),
    (s) => Math.min(1, (rowsOf(s)[0] ?? []).length),
    {
      kind: 'rows',
      rows: [{ key: 'head', label: { EN: 'Head', MY: 'ရှေ့' }, values: DIGITS, min: 1 }],
    },
    (s) => (rowsOf(s)[0] ?? []).map((d) => `h${d}`),
    (s) => (rowsOf(s)[0] ?? []).length,
  ),
  single(
    'VN_DE_TAIL',
    { EN: 'De tail', MY: 'ဒဲ နောက်ဂဏန်း' },
    {
      EN: 'Pick digits; each wins when it is the last digit of the de.',
      MY: 'ဂဏန်းများ ရွေးပါ၊ ဒဲ၏ နောက်ဆုံးဂဏန်းဖြစ်လျှင် နိုင်သည်။',
    },
    1_980,
    ratio(1, 10),
    digitOf(1),
    (s) => Math.min(1, (rowsOf(s)[0] ?? []).length),
    {
      kind: 'rows',
      rows: [{ key: 'tail', label: { EN: 'Tail', MY: 'နောက်' }, values: DIGITS, min: 1 }],
    },
    (s) => (rowsOf(s)[0] ?? []).map((d) => `t${d}`),
    (s) => (rowsOf(s)[0] ?? []).length,
  ),
  single(
    'VN_DE_BSOE',
    { EN: 'De big/small/odd/even', MY: 'ဒဲ ကြီး/သေး/မ/စုံ' },
    {
      EN: 'Big is 50-99, small 00-49, odd or even, on the last 2 digits of the special prize.',
      MY: 'အထူးဆု၏ နောက်ဆုံး ၂ လုံးတွင် ကြီး ၅၀-၉၉၊ သေး ၀၀-၄၉၊ မ သို့မဟုတ် စုံ။',
    },
    399,
    ratio(1, 2),
    (s, r) => {
      const two = Number(special2(r));
      const times = (rowsOf(s)[0] ?? []).filter((o) => deMatches(o, two)).length;
      return times ? [['win', times]] : [];
    },
    (s) => Math.min(2, (rowsOf(s)[0] ?? []).length),
    {
      kind: 'rows',
      rows: [
        {
          key: 'bsoe',
          label: { EN: 'De', MY: 'ဒဲ' },
          values: [0, 1, 2, 3],
          options: DE_BSOE,
          min: 1,
        },
      ],
    },
    (s) => (rowsOf(s)[0] ?? []).map((o) => DE_BSOE[o] ?? ''),
    (s) => (rowsOf(s)[0] ?? []).length,
  ),
  xien(2),
  xien(3),
  xien(4),
];

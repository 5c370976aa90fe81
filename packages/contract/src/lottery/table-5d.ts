import {
  type BetTypeDef,
  choose,
  DIGITS,
  fairPrizes,
  type Named,
  type PickerRow,
  product,
  range,
  rowsOf,
  subsets,
} from './bet-type.js';
import type { LotteryResult } from './families.js';
import { ratio } from './money.js';

/**
 * 5D (5 digits, positions W Q B S G). Full prizes at group 2000 return the stake on average:
 * exactly 2.00 / P(win) per bet, in minor units (a fraction where that is no whole cent).
 */

const POSITIONS: readonly { key: string; label: Named }[] = [
  { key: 'W', label: { EN: 'Ten thousands', MY: 'သောင်းဂဏန်း' } },
  { key: 'Q', label: { EN: 'Thousands', MY: 'ထောင်ဂဏန်း' } },
  { key: 'B', label: { EN: 'Hundreds', MY: 'ရာဂဏန်း' } },
  { key: 'S', label: { EN: 'Tens', MY: 'ဆယ်ဂဏန်း' } },
  { key: 'G', label: { EN: 'Units', MY: 'ခုဂဏန်း' } },
];

const digitRow = (at: number, min = 1): PickerRow => {
  const position = POSITIONS[at] as (typeof POSITIONS)[number];
  return { key: position.key, label: position.label, values: DIGITS, min };
};
const pickRow = (
  min: number,
  label: Named = { EN: 'Pick', MY: 'ရွေးရန်' },
  key = 'pick',
): PickerRow => ({
  key,
  label,
  values: DIGITS,
  min,
});

const digitsOf = (result: LotteryResult): number[] => (result.family === '5D' ? result.digits : []);
const at = (result: LotteryResult, positions: readonly number[]): number[] => {
  const d = digitsOf(result);
  return positions.map((p) => d[p] as number);
};

const FRONT3 = [0, 1, 2];
const MID3 = [1, 2, 3];
const BACK3 = [2, 3, 4];

/** Straight: a digit set per position; one bet per combination; one result wins one bet. */
const straight = (
  code: string,
  group: string,
  name: Named,
  positions: readonly number[],
): BetTypeDef => ({
  code,
  family: '5D',
  group,
  name,
  help: {
    EN: 'Pick a digit for each position; win when all match in order.',
    MY: 'နေရာတိုင်းအတွက် ဂဏန်းရွေးပါ၊ အစဉ်လိုက် အားလုံးကိုက်ညီလျှင် နိုင်သည်။',
  },
  picker: { kind: 'rows', rows: positions.map((p) => digitRow(p)) },
  prizes: fairPrizes({ win: ratio(1, 10 ** positions.length) }),
  rules: {
    count: (s) => rowsOf(s).reduce((n, row) => n * row.length, 1),
    hits: (s, r) => {
      const d = at(r, positions);
      return rowsOf(s).every((row, i) => row.includes(d[i] as number)) ? [['win', 1]] : [];
    },
    maxPay: (_s, pay) => pay('win'),
    keys: (s) => product(rowsOf(s)).map((c) => c.join('')),
  },
});

/** Combinations of 3 digits summing to each sum 0..27. */
const SUM3_WAYS = range(0, 27).map(
  (sum) =>
    product([DIGITS, DIGITS, DIGITS]).filter((c) => c.reduce((a, b) => a + b, 0) === sum).length,
);

/** Sum of 3 positions: each straight combination of a picked sum is a bet (straight's prize). */
const sum3 = (code: string, name: Named, positions: readonly number[]): BetTypeDef => ({
  code,
  family: '5D',
  group: 'sum',
  name,
  help: {
    EN: 'Pick sums of the three digits; each ordered combination with that sum is a bet.',
    MY: 'ဂဏန်းသုံးလုံး၏ ပေါင်းလဒ်ကို ရွေးပါ၊ ထိုပေါင်းလဒ်ရှိသော အစဉ်တိုင်းသည် လောင်းကြေးတစ်ခု ဖြစ်သည်။',
  },
  picker: {
    kind: 'rows',
    rows: [{ key: 'sum', label: { EN: 'Sum', MY: 'ပေါင်းလဒ်' }, values: range(0, 27), min: 1 }],
  },
  prizes: fairPrizes({ win: ratio(1, 1000) }),
  rules: {
    count: (s) => (rowsOf(s)[0] ?? []).reduce((n, sum) => n + (SUM3_WAYS[sum] ?? 0), 0),
    hits: (s, r) => {
      const sum = at(r, positions).reduce((a, b) => a + b, 0);
      return (rowsOf(s)[0] ?? []).includes(sum) ? [['win', 1]] : [];
    },
    maxPay: (_s, pay) => pay('win'),
    keys: (s) => (rowsOf(s)[0] ?? []).map((sum) => `sum${sum}`),
  },
});

const counts = (digits: readonly number[]): Map<number, number> => {
  const map = new Map<number, number>();
  for (const d of digits) map.set(d, (map.get(d) ?? 0) + 1);
  return map;
};

/**
 * A group ("any order") pattern: row i holds the digits that may appear `mult` times, of which
 * `take` are needed. Group 60 (AABCD) = [{2,1},{1,3}]: one digit twice from row 1, three once
 * from row 2, all different. A result wins at most one bet.
 */
interface PatternPart {
  mult: number;
  take: number;
}

const countDisjoint = (
  rows: readonly (readonly number[])[],
  parts: readonly PatternPart[],
  used: ReadonlySet<number> = new Set(),
): number => {
  const [row, ...restRows] = rows;
  const [part, ...restParts] = parts;
  if (!row || !part) return 1;
  const free = row.filter((d) => !used.has(d));
  if (restRows.length === 0) return choose(free.length, part.take);
  return subsets(free, part.take).reduce(
    (n, picked) => n + countDisjoint(restRows, restParts, new Set([...used, ...picked])),
    0,
  );
};

const patternMatch = (
  rows: readonly (readonly number[])[],
  parts: readonly PatternPart[],
  digits: readonly number[],
): boolean => {
  const seen = counts(digits);
  return parts.every((part, i) => {
    const withMult = [...seen].filter(([, c]) => c === part.mult).map(([d]) => d);
    return withMult.length === part.take && withMult.every((d) => (rows[i] ?? []).includes(d));
  });
};

const patternKeys = (
  rows: readonly (readonly number[])[],
  parts: readonly PatternPart[],
): string[] => {
  const out: string[] = [];
  const walk = (i: number, used: number[], key: string[]) => {
    const part = parts[i];
    if (!part) {
      out.push(key.join('|'));
      return;
    }
    for (const picked of subsets(
      (rows[i] ?? []).filter((d) => !used.includes(d)),
      part.take,
    )) {
      walk(i + 1, [...used, ...picked], [...key, picked.join('')]);
    }
  };
  walk(0, [], []);
  return out;
};

const ROLE: Record<number, Named> = {
  4: { EN: 'Four of a kind', MY: 'လေးလုံးတူ' },
  3: { EN: 'Three of a kind', MY: 'သုံးလုံးတူ' },
  2: { EN: 'Pair', MY: 'အတွဲ' },
  1: { EN: 'Single', MY: 'တစ်လုံး' },
};
const ROLE_KEY: Record<number, string> = { 4: 'quad', 3: 'triple', 2: 'double', 1: 'single' };

const group5 = (take: number, name: Named, parts: readonly PatternPart[]): BetTypeDef => ({
  code: `5D_GROUP${take}`,
  family: '5D',
  group: 'group5',
  name,
  help: {
    EN: 'Pick digits for each role; win when all five digits form the pattern in any order.',
    MY: 'အခန်းကဏ္ဍတိုင်းအတွက် ဂဏန်းရွေးပါ၊ ဂဏန်းငါးလုံးသည် မည်သည့်အစဉ်ဖြင့်မဆို ပုံစံကိုက်ညီလျှင် နိုင်သည်။',
  },
  picker: {
    kind: 'rows',
    rows: parts.map((p) => pickRow(p.take, ROLE[p.mult] as Named, ROLE_KEY[p.mult])),
  },
  // A pattern of `take` orders wins on take of the 100,000 results.
  prizes: fairPrizes({ win: ratio(take, 100_000) }),
  rules: {
    count: (s) => countDisjoint(rowsOf(s), parts),
    hits: (s, r) => (patternMatch(rowsOf(s), parts, digitsOf(r)) ? [['win', 1]] : []),
    maxPay: (_s, pay) => pay('win'),
    keys: (s) => patternKeys(rowsOf(s), parts),
  },
});

const back3Digits = (r: LotteryResult) => at(r, BACK3);

const GROUP3: BetTypeDef = {
  code: '5D_BACK3_GROUP3',
  family: '5D',
  group: 'back3',
  name: { EN: 'Back 3 group 3', MY: 'နောက် ၃ လုံး အုပ်စု ၃' },
  help: {
    EN: 'Pick 2 or more digits; win when the last three are a pair and another digit you picked, in any order.',
    MY: 'ဂဏန်း ၂ လုံးနှင့်အထက် ရွေးပါ၊ နောက်ဆုံး ၃ လုံးသည် သင်ရွေးသော အတွဲတစ်ခုနှင့် အခြားဂဏန်းတစ်လုံး ဖြစ်လျှင် နိုင်သည်။',
  },
  picker: { kind: 'rows', rows: [pickRow(2)] },
  // The pair and the single in any of 3 orders.
  prizes: fairPrizes({ win: ratio(3, 1000) }),
  rules: {
    count: (s) => {
      const n = (rowsOf(s)[0] ?? []).length;
      return n * (n - 1);
    },
    hits: (s, r) => {
      const row = rowsOf(s)[0] ?? [];
      const seen = counts(back3Digits(r));
      return seen.size === 2 && [...seen.keys()].every((d) => row.includes(d)) ? [['win', 1]] : [];
    },
    maxPay: (_s, pay) => pay('win'),
    keys: (s) => {
      const row = rowsOf(s)[0] ?? [];
      return row.flatMap((a) => row.filter((b) => b !== a).map((b) => `${a}${a}${b}`));
    },
  },
};

const GROUP6: BetTypeDef = {
  code: '5D_BACK3_GROUP6',
  family: '5D',
  group: 'back3',
  name: { EN: 'Back 3 group 6', MY: 'နောက် ၃ လုံး အုပ်စု ၆' },
  help: {
    EN: 'Pick 3 or more digits; win when the last three are three different digits you picked.',
    MY: 'ဂဏန်း ၃ လုံးနှင့်အထက် ရွေးပါ၊ နောက်ဆုံး ၃ လုံးသည် သင်ရွေးသော မတူညီသည့် ဂဏန်းသုံးလုံး ဖြစ်လျှင် နိုင်သည်။',
  },
  picker: { kind: 'rows', rows: [pickRow(3)] },
  // Three different digits in any of 6 orders.
  prizes: fairPrizes({ win: ratio(6, 1000) }),
  rules: {
    count: (s) => choose((rowsOf(s)[0] ?? []).length, 3),
    hits: (s, r) => {
      const row = rowsOf(s)[0] ?? [];
      const seen = counts(back3Digits(r));
      return seen.size === 3 && [...seen.keys()].every((d) => row.includes(d)) ? [['win', 1]] : [];
    },
    maxPay: (_s, pay) => pay('win'),
    keys: (s) => subsets(rowsOf(s)[0] ?? [], 3).map((c) => c.join('')),
  },
};

const FIXED: BetTypeDef = {
  code: '5D_FIXED',
  family: '5D',
  group: 'fixed',
  name: { EN: 'Fixed position', MY: 'နေရာသတ်မှတ်' },
  help: {
    EN: 'Pick digits on any positions; each digit is a bet that wins when its position shows it.',
    MY: 'မည်သည့်နေရာတွင်မဆို ဂဏန်းရွေးပါ၊ ဂဏန်းတစ်လုံးစီသည် ၎င်း၏နေရာတွင် ပေါ်လျှင် နိုင်သည်။',
  },
  picker: { kind: 'rows', rows: POSITIONS.map((_, i) => digitRow(i, 0)), anyRow: true },
  prizes: fairPrizes({ win: ratio(1, 10) }),
  rules: {
    count: (s) => rowsOf(s).reduce((n, row) => n + row.length, 0),
    hits: (s, r) => {
      const d = digitsOf(r);
      const times = rowsOf(s).filter((row, i) => row.includes(d[i] as number)).length;
      return times ? [['win', times]] : [];
    },
    maxPay: (s, pay) => rowsOf(s).filter((row) => row.length > 0).length * pay('win'),
    keys: (s) => rowsOf(s).flatMap((row, i) => row.map((d) => `${POSITIONS[i]?.key}${d}`)),
  },
};

/** Big 5-9, small 0-4, odd, even: option indexes 0..3. */
const BSOE_OPTIONS = ['big', 'small', 'odd', 'even'] as const;
const bsoeMatches = (option: number, digit: number): boolean =>
  [digit >= 5, digit <= 4, digit % 2 === 1, digit % 2 === 0][option] ?? false;

const bsoe = (code: string, name: Named, positions: readonly number[]): BetTypeDef => ({
  code,
  family: '5D',
  group: 'bsoe',
  name,
  help: {
    EN: 'Pick big (5-9), small (0-4), odd or even for each of the two positions.',
    MY: 'နေရာနှစ်ခုစီအတွက် ကြီး (၅-၉)၊ သေး (၀-၄)၊ မ သို့မဟုတ် စုံ ကို ရွေးပါ။',
  },
  picker: {
    kind: 'rows',
    rows: positions.map((p) => ({ ...digitRow(p), values: [0, 1, 2, 3], options: BSOE_OPTIONS })),
  },
  prizes: fairPrizes({ win: ratio(1, 4) }),
  rules: {
    count: (s) => rowsOf(s).reduce((n, row) => n * row.length, 1),
    hits: (s, r) => {
      const d = at(r, positions);
      const times = rowsOf(s).reduce(
        (n, row, i) => n * row.filter((o) => bsoeMatches(o, d[i] as number)).length,
        1,
      );
      return times ? [['win', times]] : [];
    },
    // Big and small never both match, nor odd and even: at most 2 options of a row match a digit.
    maxPay: (s, pay) =>
      rowsOf(s).reduce(
        (n, row) => n * Math.max(...DIGITS.map((d) => row.filter((o) => bsoeMatches(o, d)).length)),
        1,
      ) * pay('win'),
    keys: (s) => product(rowsOf(s)).map((c) => c.map((o) => BSOE_OPTIONS[o]).join('-')),
  },
});

const ANY1: BetTypeDef = {
  code: '5D_BACK3_ANY1',
  family: '5D',
  group: 'any',
  name: { EN: 'Any 1 of back 3', MY: 'နောက် ၃ လုံးထဲ မည်သည့် ၁ လုံး' },
  help: {
    EN: 'Each digit you pick wins once when it shows anywhere in the last three.',
    MY: 'သင်ရွေးသော ဂဏန်းတစ်လုံးစီသည် နောက်ဆုံး ၃ လုံးထဲ မည်သည့်နေရာတွင်ပေါ်ပါက တစ်ကြိမ်နိုင်သည်။',
  },
  picker: { kind: 'rows', rows: [pickRow(1)] },
  // 1 - 0.9^3: a digit shows in the last three.
  prizes: fairPrizes({ win: ratio(271, 1000) }),
  rules: {
    count: (s) => (rowsOf(s)[0] ?? []).length,
    hits: (s, r) => {
      const shown = back3Digits(r);
      const times = (rowsOf(s)[0] ?? []).filter((d) => shown.includes(d)).length;
      return times ? [['win', times]] : [];
    },
    maxPay: (s, pay) => Math.min(3, (rowsOf(s)[0] ?? []).length) * pay('win'),
    keys: (s) => (rowsOf(s)[0] ?? []).map(String),
  },
};

const ANY2: BetTypeDef = {
  code: '5D_BACK3_ANY2',
  family: '5D',
  group: 'any',
  name: { EN: 'Any 2 of back 3', MY: 'နောက် ၃ လုံးထဲ မည်သည့် ၂ လုံး' },
  help: {
    EN: 'Each pair of digits you pick wins once when both show in the last three.',
    MY: 'သင်ရွေးသော ဂဏန်းအတွဲတစ်ခုစီသည် နောက်ဆုံး ၃ လုံးထဲ နှစ်လုံးလုံးပေါ်ပါက တစ်ကြိမ်နိုင်သည်။',
  },
  picker: { kind: 'rows', rows: [pickRow(2)] },
  // 1 - 2 x 0.9^3 + 0.8^3: two given digits both show in the last three.
  prizes: fairPrizes({ win: ratio(54, 1000) }),
  rules: {
    count: (s) => choose((rowsOf(s)[0] ?? []).length, 2),
    hits: (s, r) => {
      const shown = back3Digits(r);
      const times = choose((rowsOf(s)[0] ?? []).filter((d) => shown.includes(d)).length, 2);
      return times ? [['win', times]] : [];
    },
    maxPay: (s, pay) => choose(Math.min(3, (rowsOf(s)[0] ?? []).length), 2) * pay('win'),
    keys: (s) => subsets(rowsOf(s)[0] ?? [], 2).map((c) => c.join('')),
  },
};

export const BET_TYPES_5D: readonly BetTypeDef[] = [
  straight(
    '5D_ALL5_STRAIGHT',
    'all5',
    { EN: 'All 5 straight', MY: 'ဂဏန်း ၅ လုံး တိုက်ရိုက်' },
    [0, 1, 2, 3, 4],
  ),
  straight(
    '5D_FRONT4_STRAIGHT',
    'front4',
    { EN: 'Front 4 straight', MY: 'ရှေ့ ၄ လုံး တိုက်ရိုက်' },
    [0, 1, 2, 3],
  ),
  straight('5D_FRONT3_STRAIGHT', 'front3', { EN: 'Front 3 straight', MY: 'ရှေ့ ၃ လုံး တိုက်ရိုက်' }, FRONT3),
  straight('5D_MID3_STRAIGHT', 'mid3', { EN: 'Middle 3 straight', MY: 'အလယ် ၃ လုံး တိုက်ရိုက်' }, MID3),
  straight('5D_BACK3_STRAIGHT', 'back3', { EN: 'Back 3 straight', MY: 'နောက် ၃ လုံး တိုက်ရိုက်' }, BACK3),
  sum3('5D_FRONT3_SUM', { EN: 'Front 3 sum', MY: 'ရှေ့ ၃ လုံး ပေါင်းလဒ်' }, FRONT3),
  sum3('5D_MID3_SUM', { EN: 'Middle 3 sum', MY: 'အလယ် ၃ လုံး ပေါင်းလဒ်' }, MID3),
  sum3('5D_BACK3_SUM', { EN: 'Back 3 sum', MY: 'နောက် ၃ လုံး ပေါင်းလဒ်' }, BACK3),
  GROUP3,
  GROUP6,
  group5(120, { EN: 'Group 120', MY: 'အုပ်စု ၁၂၀' }, [{ mult: 1, take: 5 }]),
  group5(60, { EN: 'Group 60', MY: 'အုပ်စု ၆၀' }, [
    { mult: 2, take: 1 },
    { mult: 1, take: 3 },
  ]),
  group5(30, { EN: 'Group 30', MY: 'အုပ်စု ၃၀' }, [
    { mult: 2, take: 2 },
    { mult: 1, take: 1 },
  ]),
  group5(20, { EN: 'Group 20', MY: 'အုပ်စု ၂၀' }, [
    { mult: 3, take: 1 },
    { mult: 1, take: 2 },
  ]),
  group5(10, { EN: 'Group 10', MY: 'အုပ်စု ၁၀' }, [
    { mult: 3, take: 1 },
    { mult: 2, take: 1 },
  ]),
  group5(5, { EN: 'Group 5', MY: 'အုပ်စု ၅' }, [
    { mult: 4, take: 1 },
    { mult: 1, take: 1 },
  ]),
  FIXED,
  bsoe('5D_BSOE_FRONT2', { EN: 'Big/small/odd/even front 2', MY: 'ရှေ့ ၂ လုံး ကြီး/သေး/မ/စုံ' }, [0, 1]),
  bsoe('5D_BSOE_BACK2', { EN: 'Big/small/odd/even back 2', MY: 'နောက် ၂ လုံး ကြီး/သေး/မ/စုံ' }, [3, 4]),
  ANY1,
  ANY2,
];

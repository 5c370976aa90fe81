import {
  type BetTypeDef,
  DIGITS,
  type Hits,
  type Named,
  numbersOf,
  rowsOf,
  type Selection,
} from './bet-type.js';
import type { LotteryResult } from './families.js';
import { type Ratio, ratio } from './money.js';

/**
 * Thai government lottery style (fixed odds, no prize group, no rebate), in minor units per
 * 2.00 bet: 3 top 900x, 3 front and 3 bottom 450x (paid per matching number), 2 top and
 * 2 bottom 90x, run top 3.2x, run bottom 4.7x. 3 tod pays by the distinct orders of the
 * number's digits, as the market does: 150x for 6 orders (123), 300x for 3 (112), 900x for 1
 * (111), so each returns 90 % like 3 top (a flat 130x returned 78 %, 39 % and 13 %). The site
 * keeps every bet type between 85 % and 100 % (rtp.ts); docs/lottery-rules.md lists them all.
 * "Top" is the first prize's last 3 or 2 digits; "bottom" the drawn 3-digit bottom numbers or
 * the 2-digit bottom number.
 */

const thaiOf = (result: LotteryResult) => (result.family === 'THAI' ? result : null);
const top = (r: LotteryResult, digits: number) => thaiOf(r)?.first.slice(-digits) ?? '';
const sorted = (n: string) => [...n].sort().join('');

type Count = (s: Selection) => number;

const thai = (
  code: string,
  group: string,
  name: Named,
  help: Named,
  picker: BetTypeDef['picker'],
  full: number,
  /** Times one bet pays on a result, on average. */
  chance: Ratio,
  hits: (s: Selection, r: LotteryResult) => number,
  maxTimes: Count,
): BetTypeDef => ({
  code,
  family: 'THAI',
  group,
  name,
  help,
  picker,
  prizes: { basis: 'fixed', full: { win: ratio(full) }, chance: { win: chance } },
  rules: {
    count: (s) => (picker.kind === 'numbers' ? numbersOf(s).length : (rowsOf(s)[0] ?? []).length),
    hits: (s, r): Hits => {
      const times = thaiOf(r) ? hits(s, r) : 0;
      return times ? [['win', times]] : [];
    },
    maxPay: (s, pay) => maxTimes(s) * pay('win'),
    keys: (s) => (picker.kind === 'numbers' ? numbersOf(s) : (rowsOf(s)[0] ?? []).map(String)),
  },
});

const numbers = (digits: number) =>
  ({ kind: 'numbers', digits, min: 1, max: 10 ** digits }) as const;
const digitRow = {
  kind: 'rows',
  rows: [{ key: 'pick', label: { EN: 'Pick', MY: 'ရွေးရန်' }, values: DIGITS, min: 1 }],
} as const;
const any = (s: Selection) => Math.min(1, numbersOf(s).length);
const equalsCount = (pool: (r: LotteryResult) => string[]) => (s: Selection, r: LotteryResult) =>
  numbersOf(s).reduce((n, picked) => n + pool(r).filter((x) => x === picked).length, 0);

/** The distinct orders of a 3-digit number's digits: 6, 3 or 1. */
const ORDERS_BY_DISTINCT: Record<number, number> = { 3: 6, 2: 3, 1: 1 };
const ordersOf = (n: string) => ORDERS_BY_DISTINCT[new Set(n).size] ?? 1;
const TOD_FULL = { tod6: 30_000, tod3: 60_000, tod1: 180_000 } as const;
const todTier = (n: string) => `tod${ordersOf(n)}` as keyof typeof TOD_FULL;

const TOD: BetTypeDef = {
  code: 'THAI_3TOD',
  family: 'THAI',
  group: 'top',
  name: { EN: '3 tod', MY: 'တော့ ၃ လုံး' },
  help: {
    EN: 'Wins when the first prize ends in your 3 digits, in any order; paid by the orders your digits make.',
    MY: 'ပထမဆု၏ နောက်ဆုံး ၃ လုံးသည် သင့်ဂဏန်းနှင့် မည်သည့်အစဉ်ဖြင့်မဆို တူလျှင် နိုင်သည်၊ သင့်ဂဏန်းများ၏ အစဉ်အရေအတွက်အလိုက် ပေးသည်။',
  },
  picker: numbers(3),
  prizes: {
    basis: 'fixed',
    full: Object.fromEntries(Object.entries(TOD_FULL).map(([t, f]) => [t, ratio(f)])),
    chance: { tod6: ratio(6, 1000), tod3: ratio(3, 1000), tod1: ratio(1, 1000) },
  },
  rules: {
    count: (s) => numbersOf(s).length,
    hits: (s, r) => {
      const drawn = thaiOf(r) ? sorted(top(r, 3)) : '';
      const won = numbersOf(s).filter((n) => sorted(n) === drawn);
      // Numbers that are each other's orders have the same digits, so the same tier.
      return won[0] ? [[todTier(won[0]), won.length]] : [];
    },
    // Picked numbers that are each other's permutations can all win on one result.
    maxPay: (s, pay) =>
      Math.max(
        0,
        ...[...new Set(numbersOf(s).map(sorted))].map(
          (k) => numbersOf(s).filter((n) => sorted(n) === k).length * pay(todTier(k)),
        ),
      ),
    keys: (s) => numbersOf(s),
  },
};

export const BET_TYPES_THAI: readonly BetTypeDef[] = [
  thai(
    'THAI_3TOP',
    'top',
    { EN: '3 top', MY: 'အပေါ် ၃ လုံး' },
    {
      EN: 'Wins when the first prize ends in your 3 digits, in order.',
      MY: 'ပထမဆု၏ နောက်ဆုံး ၃ လုံးသည် သင့်ဂဏန်းနှင့် အစဉ်လိုက်တူလျှင် နိုင်သည်။',
    },
    numbers(3),
    180_000,
    ratio(1, 1000),
    equalsCount((r) => [top(r, 3)]),
    any,
  ),
  TOD,
  thai(
    'THAI_3FRONT',
    'front',
    { EN: '3 front', MY: 'ရှေ့ ၃ လုံး' },
    {
      EN: 'Paid once for each of the two front 3-digit numbers equal to yours.',
      MY: 'ရှေ့ ၃ လုံး နံပါတ်နှစ်ခုထဲ သင့်နံပါတ်နှင့်တူသော တစ်ခုစီအတွက် တစ်ကြိမ်ပေးသည်။',
    },
    numbers(3),
    90_000,
    ratio(2, 1000),
    equalsCount((r) => thaiOf(r)?.front3 ?? []),
    (s) => Math.min(2, numbersOf(s).length * 2),
  ),
  thai(
    'THAI_3BOTTOM',
    'bottom',
    { EN: '3 bottom', MY: 'အောက် ၃ လုံး' },
    {
      EN: 'Paid once for each of the two bottom 3-digit numbers equal to yours.',
      MY: 'အောက် ၃ လုံး နံပါတ်နှစ်ခုထဲ သင့်နံပါတ်နှင့်တူသော တစ်ခုစီအတွက် တစ်ကြိမ်ပေးသည်။',
    },
    numbers(3),
    90_000,
    ratio(2, 1000),
    equalsCount((r) => thaiOf(r)?.bottom3 ?? []),
    (s) => Math.min(2, numbersOf(s).length * 2),
  ),
  thai(
    'THAI_2TOP',
    'top',
    { EN: '2 top', MY: 'အပေါ် ၂ လုံး' },
    {
      EN: 'Wins when the first prize ends in your 2 digits.',
      MY: 'ပထမဆု၏ နောက်ဆုံး ၂ လုံးသည် သင့်ဂဏန်းနှင့် တူလျှင် နိုင်သည်။',
    },
    numbers(2),
    18_000,
    ratio(1, 100),
    equalsCount((r) => [top(r, 2)]),
    any,
  ),
  thai(
    'THAI_2BOTTOM',
    'bottom',
    { EN: '2 bottom', MY: 'အောက် ၂ လုံး' },
    {
      EN: 'Wins when the 2-digit bottom number equals yours.',
      MY: 'အောက် ၂ လုံး နံပါတ်သည် သင့်ဂဏန်းနှင့် တူလျှင် နိုင်သည်။',
    },
    numbers(2),
    18_000,
    ratio(1, 100),
    equalsCount((r) => [thaiOf(r)?.bottom2 ?? '']),
    any,
  ),
  thai(
    'THAI_RUN_TOP',
    'run',
    { EN: 'Run top', MY: 'အပေါ် ပြေး' },
    {
      EN: 'Each digit you pick wins once when it shows in the first prize’s last 3 digits.',
      MY: 'သင်ရွေးသော ဂဏန်းတစ်လုံးစီသည် ပထမဆု၏ နောက်ဆုံး ၃ လုံးထဲ ပေါ်လျှင် တစ်ကြိမ်နိုင်သည်။',
    },
    digitRow,
    640,
    // 1 - 0.9^3: the digit shows among three.
    ratio(271, 1000),
    (s, r) => (rowsOf(s)[0] ?? []).filter((d) => top(r, 3).includes(String(d))).length,
    (s) => Math.min(3, (rowsOf(s)[0] ?? []).length),
  ),
  thai(
    'THAI_RUN_BOTTOM',
    'run',
    { EN: 'Run bottom', MY: 'အောက် ပြေး' },
    {
      EN: 'Each digit you pick wins once when it shows in the 2-digit bottom number.',
      MY: 'သင်ရွေးသော ဂဏန်းတစ်လုံးစီသည် အောက် ၂ လုံး နံပါတ်ထဲ ပေါ်လျှင် တစ်ကြိမ်နိုင်သည်။',
    },
    digitRow,
    940,
    // 1 - 0.9^2: the digit shows among two.
    ratio(19, 100),
    (s, r) =>
      (rowsOf(s)[0] ?? []).filter((d) => (thaiOf(r)?.bottom2 ?? '').includes(String(d))).length,
    (s) => Math.min(2, (rowsOf(s)[0] ?? []).length),
  ),
];

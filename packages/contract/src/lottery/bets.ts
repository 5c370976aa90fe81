import {
  type BetTypeDef,
  type Named,
  OPTION_NAMES,
  type PickerRow,
  type Selection,
} from './bet-type.js';
import type { LotteryFamily, LotteryResult } from './families.js';
import { type BetMoney, PRIZE_GROUP_SCALE, type Ratio, ratio, UNIT_PRICE_MINOR } from './money.js';
import { BET_TYPES_5D } from './table-5d.js';
import { BET_TYPES_11X5 } from './table-11x5.js';
import { BET_TYPES_K3 } from './table-k3.js';
import { BET_TYPES_THAI } from './table-thai.js';
import { BET_TYPES_VN } from './table-vn.js';

/** Every bet type, family by family, in the picker's order. */
export const BET_TYPES: readonly BetTypeDef[] = [
  ...BET_TYPES_5D,
  ...BET_TYPES_K3,
  ...BET_TYPES_11X5,
  ...BET_TYPES_VN,
  ...BET_TYPES_THAI,
];

const BY_CODE = new Map(BET_TYPES.map((t) => [t.code, t]));

export const betTypeOf = (code: string): BetTypeDef | undefined => BY_CODE.get(code);

export const betTypesOf = (family: LotteryFamily): BetTypeDef[] =>
  BET_TYPES.filter((t) => t.family === family);

/** The tabs of the picker (BetTypeDef.group). */
export const BET_GROUP_NAMES: Record<string, Named> = {
  all5: { EN: 'All 5', MY: '၅ လုံး' },
  front4: { EN: 'Front 4', MY: 'ရှေ့ ၄ လုံး' },
  front3: { EN: 'Front 3', MY: 'ရှေ့ ၃ လုံး' },
  mid3: { EN: 'Middle 3', MY: 'အလယ် ၃ လုံး' },
  back3: { EN: 'Back 3', MY: 'နောက် ၃ လုံး' },
  sum: { EN: 'Sum', MY: 'ပေါင်းလဒ်' },
  group5: { EN: 'Group of 5', MY: '၅ လုံးအုပ်စု' },
  fixed: { EN: 'Fixed position', MY: 'နေရာသတ်မှတ်' },
  bsoe: { EN: 'Big/Small/Odd/Even', MY: 'ကြီး/သေး/မ/စုံ' },
  any: { EN: 'Any digit', MY: 'မည်သည့်ဂဏန်း' },
  triple: { EN: 'Triple', MY: 'သုံးလုံးတူ' },
  pair: { EN: 'Pair', MY: 'အတွဲ' },
  different: { EN: 'Different', MY: 'မတူညီ' },
  straight: { EN: 'Straight', MY: 'အစဉ်လိုက်' },
  anyk: { EN: 'Any', MY: 'မည်သည့်မဆို' },
  front: { EN: 'Front', MY: 'ရှေ့' },
  lo: { EN: 'Lo', MY: 'လို' },
  de: { EN: 'De', MY: 'ဒဲ' },
  xien: { EN: 'Xien', MY: 'ဆျန်' },
  top: { EN: 'Top', MY: 'အပေါ်' },
  bottom: { EN: 'Bottom', MY: 'အောက်' },
  run: { EN: 'Run', MY: 'ပြေး' },
};

const distinct = <T>(values: readonly T[]): boolean => new Set(values).size === values.length;

const rowOk = (row: PickerRow, picked: readonly number[], min: number): boolean =>
  picked.length >= min &&
  picked.length <= row.values.length &&
  distinct(picked) &&
  picked.every((v) => row.values.includes(v));

const PATTERNS = new Map<number, RegExp>();
const digitsPattern = (digits: number): RegExp => {
  let pattern = PATTERNS.get(digits);
  if (!pattern) {
    pattern = new RegExp(`^\\d{${digits}}$`);
    PATTERNS.set(digits, pattern);
  }
  return pattern;
};

/** Whether a selection has the picker's shape (rows and values, or typed numbers). */
export const selectionFits = (type: BetTypeDef, selection: Selection): boolean => {
  const picker = type.picker;
  if (picker.kind === 'rows') {
    if (selection.numbers?.length) return false;
    const rows = selection.positions ?? [];
    if (rows.length !== picker.rows.length) return false;
    if (!picker.rows.every((row, i) => rowOk(row, rows[i] ?? [], picker.anyRow ? 0 : row.min)))
      return false;
    return !picker.anyRow || rows.some((row) => row.length > 0);
  }
  if (selection.positions?.length) return false;
  const numbers = selection.numbers ?? [];
  const pattern = digitsPattern(picker.digits);
  return (
    numbers.length >= picker.min &&
    numbers.length <= picker.max &&
    distinct(numbers) &&
    numbers.every((n) => pattern.test(n))
  );
};

/** Bets a selection makes (0 = not a valid selection). */
export const betCount = (type: BetTypeDef, selection: Selection): number =>
  selectionFits(type, selection) ? type.rules.count(selection) : 0;

/**
 * A bet type's full prizes over one common denominator: each tier's prize x `den` is a whole
 * number, so hits add up exactly in integers.
 */
interface CommonPrizes {
  den: bigint;
  units: ReadonlyMap<string, number>;
}

const COMMON = new WeakMap<BetTypeDef, CommonPrizes>();
const lcm = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return (a / x) * b;
};

const commonPrizesOf = (type: BetTypeDef): CommonPrizes => {
  let common = COMMON.get(type);
  if (!common) {
    const tiers = Object.entries(type.prizes.full);
    const den = tiers.reduce((d, [, r]) => lcm(d, r.den), 1n);
    const units = new Map(tiers.map(([tier, r]) => [tier, Number((r.num * den) / r.den)]));
    common = { den, units };
    COMMON.set(type, common);
  }
  return common;
};

/**
 * What `units` (Σ hits x full prize x den, see CommonPrizes) pay for an order item, in minor
 * units: x group / scale (group families) x unit / 2.00 x multiple, exact, rounded down once.
 */
const payOf = (type: BetTypeDef, units: number, money: BetMoney): number => {
  if (!Number.isSafeInteger(units)) throw new Error(`${type.code}: prize units past 2^53`);
  const scale = type.prizes.basis === 'group' ? PRIZE_GROUP_SCALE[type.family] : undefined;
  const group = scale === undefined ? 1 : money.prizeGroup;
  // Rounded down once; no reduction to lowest terms needed for that.
  const num = BigInt(units) * BigInt(group) * BigInt(money.unitMinor) * BigInt(money.multiple);
  return Number(num / (commonPrizesOf(type).den * BigInt(scale ?? 1) * BigInt(UNIT_PRICE_MINOR)));
};

const tierUnits = (type: BetTypeDef, tier: string): number =>
  commonPrizesOf(type).units.get(tier) ?? 0;

/** The full prize of a tier, exact (0 for an unknown tier). */
export const fullPrizeOf = (type: BetTypeDef, tier: string): Ratio =>
  type.prizes.full[tier] ?? ratio(0);

/** What one hit of a tier pays an order item, in minor units (display: odds of a tier). */
export const tierPayMinor = (type: BetTypeDef, tier: string, money: BetMoney): number =>
  payOf(type, tierUnits(type, tier), money);

/**
 * What a settled selection wins, in minor units: Σ hits x prize of the tier at the prize group
 * (fixed odds ignore the group), at the item's unit and multiple, exact for the whole item and
 * rounded down once. A result of another family wins nothing.
 */
export const winOf = (
  type: BetTypeDef,
  selection: Selection,
  result: LotteryResult,
  money: BetMoney,
): number => {
  if (result.family !== type.family || betCount(type, selection) === 0) return 0;
  // Whole numbers far below 2^53: a tier's units are at most 20,000,000 x a small denominator.
  const units = type.rules
    .hits(selection, result)
    .reduce((sum, [tier, times]) => sum + times * tierUnits(type, tier), 0);
  return payOf(type, units, money);
};

/** Worst case payout of a selection (for liability caps): at least the win of any single result. */
export const maxWinOf = (type: BetTypeDef, selection: Selection, money: BetMoney): number =>
  betCount(type, selection) === 0
    ? 0
    : payOf(
        type,
        type.rules.maxPay(selection, (tier) => tierUnits(type, tier)),
        money,
      );

/** Above this many bets a selection's exposure is one bucket `*` (its keys would be too many rows). */
export const EXPOSURE_KEYS_MAX = 1_000;

/**
 * The "numbers" a selection stakes on, for per-number limits: one key per bet ('12345', '27',
 * '12-27' ...; one per sum or option where a sum covers several bets: 'sum10', 'big-odd'), or
 * ['*'] for a selection of more than EXPOSURE_KEYS_MAX bets. Keys carry no bet type: store it
 * beside them.
 */
export const exposureKeys = (type: BetTypeDef, selection: Selection): string[] => {
  const count = betCount(type, selection);
  if (count === 0) return [];
  if (count > EXPOSURE_KEYS_MAX) return ['*'];
  return type.rules.keys(selection);
};

export type QuickPick = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear' | 'random';
export const QUICK_PICKS: readonly QuickPick[] = [
  'all',
  'big',
  'small',
  'odd',
  'even',
  'clear',
  'random',
];

/**
 * Quick picks for one row of a rows picker: the values to select. Big is the upper half of the
 * row's values, small the lower half; random takes the row's least count (at least 1) of
 * distinct values. Option rows (big/small...) and numbers pickers answer [] except for clear
 * and random.
 */
export const quickPick = (
  type: BetTypeDef,
  position: number,
  kind: QuickPick,
  random: () => number,
): number[] => {
  if (type.picker.kind !== 'rows') return [];
  const row = type.picker.rows[position];
  if (!row) return [];
  const values = [...row.values];
  const half = Math.ceil(values.length / 2);
  switch (kind) {
    case 'clear':
      return [];
    case 'random':
      return pickRandom(values, Math.max(1, row.min), random).sort(
        (a, b) => values.indexOf(a) - values.indexOf(b),
      );
    case 'all':
      return row.options ? [] : values;
    case 'big':
      return row.options ? [] : values.slice(values.length - half);
    case 'small':
      return row.options ? [] : values.slice(0, values.length - half);
    case 'odd':
      return row.options ? [] : values.filter((v) => v % 2 === 1);
    case 'even':
      return row.options ? [] : values.filter((v) => v % 2 === 0);
  }
};

const pickRandom = <T>(values: readonly T[], count: number, random: () => number): T[] => {
  const pool = [...values];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    const i = Math.min(pool.length - 1, Math.floor(random() * pool.length));
    out.push(pool.splice(i, 1)[0] as T);
  }
  return out;
};

/**
 * A random valid selection of the type's fewest bets (the page's "random" for the whole bet,
 * the demo seed and tests). Rows pickers whose rows must not overlap (group patterns) retry.
 */
export const randomSelection = (type: BetTypeDef, random: () => number): Selection => {
  const picker = type.picker;
  for (let attempt = 0; attempt < 100; attempt++) {
    let selection: Selection;
    if (picker.kind === 'numbers') {
      const numbers = new Set<string>();
      while (numbers.size < picker.min) {
        numbers.add(
          String(Math.floor(random() * 10 ** picker.digits)).padStart(picker.digits, '0'),
        );
      }
      selection = { numbers: [...numbers] };
    } else if (picker.anyRow) {
      const rows: number[][] = picker.rows.map(() => []);
      const at = Math.min(rows.length - 1, Math.floor(random() * rows.length));
      rows[at] = pickRandom(picker.rows[at]?.values ?? [], 1, random);
      selection = { positions: rows };
    } else {
      selection = {
        positions: picker.rows.map((row) => pickRandom(row.values, Math.max(1, row.min), random)),
      };
    }
    if (betCount(type, selection) > 0) return selection;
  }
  throw new Error(`no random selection for ${type.code}`);
};

/** The picked values of a row or the numbers, as the slip shows them ("1,2 | 3 | 4"). */
export const selectionText = (
  type: BetTypeDef,
  selection: Selection,
  language: 'EN' | 'MY' = 'EN',
): string => {
  const picker = type.picker;
  if (picker.kind === 'numbers') return (selection.numbers ?? []).join(',');
  return (selection.positions ?? [])
    .map((values, i) => {
      const row = picker.rows[i];
      return values
        .map((v) => {
          const option = row?.options?.[v];
          if (option) return OPTION_NAMES[option][language];
          return String(v).padStart(row?.pad ?? 1, '0');
        })
        .join(',');
    })
    .map((text) => text || '-')
    .join(' | ');
};

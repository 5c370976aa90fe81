import { describe, expect, it } from 'vitest';
import type { Selection } from './bet-type.js';
import {
  BET_TYPES,
  betCount,
  betTypeOf,
  exposureKeys,
  maxWinOf,
  tierPayMinor,
  winOf,
} from './bets.js';
import type { LotteryResult } from './families.js';
import {
  type BetMoney,
  chaseMultiples,
  groupRebateMinor,
  MULTIPLE_MAX,
  orderAmountMinor,
  ratio,
  unitMinorOf,
} from './money.js';
import { chaseRequest } from './schemas.js';

const type = (code: string) => {
  const found = betTypeOf(code);
  if (!found) throw new Error(`no bet type ${code}`);
  return found;
};
const money = (prizeGroup = 2000, unit: '1' | '0.1' | '0.01' = '1', multiple = 1): BetMoney => ({
  unitMinor: unitMinorOf(unit),
  multiple,
  prizeGroup,
});
const count = (code: string, selection: Selection) => betCount(type(code), selection);
/** Win at group 2000, unit 1, multiple 1: Σ hits x full prize. */
const win = (code: string, selection: Selection, result: LotteryResult, m = money()) => {
  const t = type(code);
  const w = winOf(t, selection, result, m);
  expect(w, `${code} max win`).toBeLessThanOrEqual(maxWinOf(t, selection, m));
  return w;
};
const d5 = (text: string): LotteryResult => ({ family: '5D', digits: [...text].map(Number) });
const k3 = (text: string): LotteryResult => ({ family: 'K3', dice: [...text].map(Number) });
const x5 = (...balls: number[]): LotteryResult => ({ family: '11X5', balls });
const rows = (...positions: number[][]): Selection => ({ positions });
const nums = (...numbers: string[]): Selection => ({ numbers });

describe('money', () => {
  it('prices bets by money unit and scales prizes by prize group', () => {
    expect(['1', '0.1', '0.01'].map((u) => unitMinorOf(u as '1'))).toEqual([200, 20, 2]);
    expect(orderAmountMinor(6, 20, 3)).toBe(360);
    expect(tierPayMinor(type('5D_ALL5_STRAIGHT'), 'win', money(1800))).toBe(18_000_000);
    expect(tierPayMinor(type('5D_BACK3_ANY1'), 'win', money(1800))).toBe(664);
    expect(groupRebateMinor('5D', 10_000, 1960, 1800)).toBe(800);
    expect(groupRebateMinor('5D', 10_000, 1800, 1800)).toBe(0);
    // Exact for the whole stake, rounded once: 0.03 x 60 / 2000 is 0.0009 a cent.
    expect(groupRebateMinor('5D', 3, 1960, 1900)).toBe(0);
    expect(groupRebateMinor('11X5', 2_999, 1960, 1900)).toBe(89);
    expect(ratio(6, -1 + 5)).toEqual({ num: 3n, den: 2n });
  });
});

describe('5D bet types', () => {
  it('straight: counts the combinations, pays the one that matches', () => {
    const s = rows([1, 2], [3], [4], [5], [6, 7, 8]);
    expect(count('5D_ALL5_STRAIGHT', s)).toBe(6);
    expect(win('5D_ALL5_STRAIGHT', s, d5('13457'), money(1800))).toBe(18_000_000);
    expect(win('5D_ALL5_STRAIGHT', s, d5('13457'), money(1800, '0.1', 3))).toBe(5_400_000);
    expect(win('5D_ALL5_STRAIGHT', s, d5('13459'))).toBe(0);
    expect(count('5D_FRONT4_STRAIGHT', rows([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1], [2], [3]))).toBe(
      10,
    );
    expect(
      win('5D_FRONT4_STRAIGHT', rows([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1], [2], [3]), d5('71239')),
    ).toBe(2_000_000);
    expect(win('5D_FRONT3_STRAIGHT', rows([7], [1], [2]), d5('71239'))).toBe(200_000);
    expect(win('5D_MID3_STRAIGHT', rows([1], [2], [3]), d5('71239'))).toBe(200_000);
    expect(win('5D_BACK3_STRAIGHT', rows([2], [3], [9]), d5('71239'))).toBe(200_000);
    expect(win('5D_BACK3_STRAIGHT', rows([1], [2], [3]), d5('71239'))).toBe(0);
  });

  it('sum: each ordered combination of a picked sum is a bet', () => {
    expect(count('5D_BACK3_SUM', rows([0, 27, 1]))).toBe(5);
    expect(count('5D_BACK3_SUM', rows([13]))).toBe(75);
    expect(
      count(
        '5D_FRONT3_SUM',
        rows([
          0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
          25, 26, 27,
        ]),
      ),
    ).toBe(1000);
    expect(win('5D_BACK3_SUM', rows([13, 2]), d5('00445'), money(1800))).toBe(180_000);
    expect(win('5D_FRONT3_SUM', rows([13]), d5('00445'))).toBe(0);
    expect(win('5D_MID3_SUM', rows([8]), d5('00445'))).toBe(200_000);
  });

  it('group 3 and group 6 of the back three', () => {
    expect(count('5D_BACK3_GROUP3', rows([1, 2, 3]))).toBe(6);
    expect(win('5D_BACK3_GROUP3', rows([1, 2, 3]), d5('00121'))).toBe(66_666);
    expect(win('5D_BACK3_GROUP3', rows([1, 2, 3]), d5('00111'))).toBe(0);
    expect(win('5D_BACK3_GROUP3', rows([1, 2, 3]), d5('00123'))).toBe(0);
    expect(win('5D_BACK3_GROUP3', rows([1, 2, 3]), d5('00141'))).toBe(0);
    expect(count('5D_BACK3_GROUP6', rows([1, 2, 3, 4]))).toBe(4);
    expect(win('5D_BACK3_GROUP6', rows([1, 2, 3, 4]), d5('99314'))).toBe(33_333);
    expect(win('5D_BACK3_GROUP6', rows([1, 2, 3, 4]), d5('99315'))).toBe(0);
    expect(win('5D_BACK3_GROUP6', rows([1, 2, 3, 4]), d5('99113'))).toBe(0);
    expect(count('5D_BACK3_GROUP6', rows([1, 2]))).toBe(0);
  });

  it('groups of five: 120, 60, 30, 20, 10 and 5 patterns', () => {
    expect(count('5D_GROUP120', rows([0, 1, 2, 3, 4, 5]))).toBe(6);
    expect(win('5D_GROUP120', rows([0, 1, 2, 3, 4, 5]), d5('40213'))).toBe(166_666);
    expect(win('5D_GROUP120', rows([0, 1, 2, 3, 4, 5]), d5('00123'))).toBe(0);
    expect(win('5D_GROUP120', rows([0, 1, 2, 3, 4, 5]), d5('01236'))).toBe(0);
    // Double 1 leaves singles {3,4,5}: 1 bet; double 2 leaves {1,3,4,5}: 4 bets.
    const g60 = rows([1, 2], [1, 3, 4, 5]);
    expect(count('5D_GROUP60', g60)).toBe(5);
    expect(win('5D_GROUP60', g60, d5('23245'))).toBe(333_333);
    expect(win('5D_GROUP60', g60, d5('11345'))).toBe(333_333);
    expect(win('5D_GROUP60', g60, d5('22136'))).toBe(0);
    expect(win('5D_GROUP60', g60, d5('22134'))).toBe(333_333);
    expect(win('5D_GROUP60', g60, d5('22113'))).toBe(0);
    const g30 = rows([1, 2, 3], [3, 4]);
    expect(count('5D_GROUP30', g30)).toBe(4);
    expect(win('5D_GROUP30', g30, d5('14122'))).toBe(666_666);
    expect(win('5D_GROUP30', g30, d5('14125'))).toBe(0);
    expect(count('5D_GROUP20', rows([1], [2, 3, 4]))).toBe(3);
    expect(win('5D_GROUP20', rows([1], [2, 3, 4]), d5('12114'))).toBe(1_000_000);
    expect(win('5D_GROUP20', rows([1], [2, 3, 4]), d5('12214'))).toBe(0);
    expect(count('5D_GROUP10', rows([1, 2], [1, 2, 3]))).toBe(4);
    expect(win('5D_GROUP10', rows([1, 2], [1, 2, 3]), d5('23232'))).toBe(2_000_000);
    expect(win('5D_GROUP10', rows([1, 2], [1, 2, 3]), d5('24242'))).toBe(0);
    expect(count('5D_GROUP5', rows([9], [0, 9]))).toBe(1);
    expect(win('5D_GROUP5', rows([9], [0, 9]), d5('99099'))).toBe(4_000_000);
    expect(win('5D_GROUP5', rows([9], [0, 9]), d5('99999'))).toBe(0);
  });

  it('fixed position: a bet per digit, paid per matching position', () => {
    const s = rows([1], [], [], [], [5, 6]);
    expect(count('5D_FIXED', s)).toBe(3);
    expect(win('5D_FIXED', s, d5('10005'), money(1800))).toBe(3_600);
    expect(maxWinOf(type('5D_FIXED'), s, money(1800))).toBe(3_600);
    expect(win('5D_FIXED', s, d5('20006'))).toBe(2_000);
    expect(count('5D_FIXED', rows([], [], [], [], []))).toBe(0);
  });

  it('big/small/odd/even: each option pair is a bet, all matching options pay', () => {
    const s = rows([0, 2], [1]); // tens big or odd, units small
    expect(count('5D_BSOE_BACK2', s)).toBe(2);
    expect(win('5D_BSOE_BACK2', s, d5('00073'), money(1800))).toBe(1_440);
    expect(win('5D_BSOE_BACK2', s, d5('00083'))).toBe(800);
    expect(win('5D_BSOE_BACK2', s, d5('00078'))).toBe(0);
    expect(win('5D_BSOE_FRONT2', rows([0, 1, 2, 3], [0, 1, 2, 3]), d5('12000'))).toBe(4 * 800);
    expect(maxWinOf(type('5D_BSOE_BACK2'), s, money(1800))).toBe(1_440);
    expect(count('5D_BSOE_BACK2', rows([4], [1]))).toBe(0);
  });

  it('any 1 and any 2 of the back three: each digit or pair once', () => {
    expect(count('5D_BACK3_ANY1', rows([1, 2, 3, 4]))).toBe(4);
    expect(win('5D_BACK3_ANY1', rows([1, 2, 3, 4]), d5('99112'), money(1800))).toBe(2 * 664);
    expect(count('5D_BACK3_ANY2', rows([1, 2, 3]))).toBe(3);
    expect(win('5D_BACK3_ANY2', rows([1, 2, 3]), d5('99123'), money(1800))).toBe(10_000);
    expect(win('5D_BACK3_ANY2', rows([1, 2, 3]), d5('99112'))).toBe(3_703);
    expect(win('5D_BACK3_ANY2', rows([1, 2, 3]), d5('12999'))).toBe(0);
  });
});

describe('K3 bet types', () => {
  it('sum pays by the odds of the sum', () => {
    expect(count('K3_SUM', rows([3, 10]))).toBe(2);
    expect(win('K3_SUM', rows([3, 10]), k3('433'))).toBe(1_600);
    expect(win('K3_SUM', rows([3, 10]), k3('111'))).toBe(43_200);
    expect(win('K3_SUM', rows([3, 10]), k3('112'))).toBe(0);
    expect(count('K3_SUM', rows([2]))).toBe(0);
  });

  it('triples, pairs, different faces and three in a row', () => {
    expect(count('K3_TRIPLE_ANY', rows([0]))).toBe(1);
    expect(win('K3_TRIPLE_ANY', rows([0]), k3('555'))).toBe(7_200);
    expect(win('K3_TRIPLE_ANY', rows([0]), k3('554'))).toBe(0);
    expect(count('K3_TRIPLE', rows([2, 5]))).toBe(2);
    expect(win('K3_TRIPLE', rows([2, 5]), k3('555'))).toBe(43_200);
    expect(win('K3_TRIPLE', rows([2, 5]), k3('554'))).toBe(0);
    expect(count('K3_PAIR', rows([5, 4]))).toBe(2);
    expect(win('K3_PAIR', rows([5, 4]), k3('545'))).toBe(2_700);
    expect(win('K3_PAIR', rows([5, 4]), k3('555'))).toBe(2_700);
    expect(win('K3_PAIR', rows([5, 4]), k3('541'))).toBe(0);
    expect(count('K3_DIFF3', rows([1, 2, 3, 4]))).toBe(4);
    expect(win('K3_DIFF3', rows([1, 2, 3, 4]), k3('312'))).toBe(7_200);
    expect(win('K3_DIFF3', rows([1, 2, 3, 4]), k3('112'))).toBe(0);
    expect(count('K3_DIFF2', rows([1, 2, 3]))).toBe(3);
    expect(win('K3_DIFF2', rows([1, 2, 3]), k3('123'))).toBe(3 * 1_440);
    expect(win('K3_DIFF2', rows([1, 2, 3]), k3('112'))).toBe(1_440);
    expect(win('K3_DIFF2', rows([1, 2, 3]), k3('145'))).toBe(0);
    expect(count('K3_STRAIGHT', rows([0]))).toBe(1);
    expect(win('K3_STRAIGHT', rows([0]), k3('312'))).toBe(1_800);
    expect(win('K3_STRAIGHT', rows([0]), k3('465'))).toBe(1_800);
    expect(win('K3_STRAIGHT', rows([0]), k3('124'))).toBe(0);
  });
});

describe('11x5 bet types', () => {
  const drawn = x5(1, 5, 7, 9, 11);
  it('any k of 5', () => {
    expect(count('11X5_ANY1', rows([1, 2]))).toBe(2);
    expect(win('11X5_ANY1', rows([1, 2]), drawn)).toBe(440);
    expect(count('11X5_ANY2', rows([1, 5, 6]))).toBe(3);
    expect(win('11X5_ANY2', rows([1, 5, 6]), drawn)).toBe(1_100);
    expect(win('11X5_ANY3', rows([1, 5, 7, 9]), drawn)).toBe(4 * 3_300);
    expect(win('11X5_ANY4', rows([1, 5, 7, 9, 11]), drawn)).toBe(5 * 13_200);
    expect(count('11X5_ANY5', rows([1, 5, 7, 9, 11, 2]))).toBe(6);
    expect(win('11X5_ANY5', rows([1, 5, 7, 9, 11, 2]), drawn)).toBe(92_400);
    expect(win('11X5_ANY5', rows([1, 5, 7, 9, 10, 2]), drawn)).toBe(0);
    expect(count('11X5_ANY6', rows([1, 2, 3, 4, 5, 6]))).toBe(1);
    expect(win('11X5_ANY6', rows([1, 2, 3, 4, 5, 6]), x5(1, 2, 3, 4, 5))).toBe(15_400);
    expect(win('11X5_ANY6', rows([1, 2, 3, 4, 5, 6]), x5(1, 2, 3, 4, 7))).toBe(0);
    expect(win('11X5_ANY7', rows([1, 2, 3, 4, 5, 6, 7, 8]), x5(5, 4, 3, 2, 1))).toBe(3 * 4_400);
    expect(count('11X5_ANY8', rows([1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe(9);
    expect(win('11X5_ANY8', rows([1, 2, 3, 4, 5, 6, 7, 8, 9]), x5(1, 2, 3, 4, 5))).toBe(4 * 1_650);
    expect(count('11X5_ANY8', rows([1, 2, 3, 4, 5, 6, 7]))).toBe(0);
  });

  it('front 2 and 3, straight and group', () => {
    expect(count('11X5_FRONT2_STRAIGHT', rows([1, 2], [1, 3]))).toBe(3);
    expect(win('11X5_FRONT2_STRAIGHT', rows([1, 2], [1, 3]), x5(2, 1, 3, 4, 5))).toBe(22_000);
    expect(win('11X5_FRONT2_STRAIGHT', rows([1, 2], [1, 3]), x5(1, 2, 3, 4, 5))).toBe(0);
    expect(count('11X5_FRONT3_STRAIGHT', rows([1], [2], [3, 1]))).toBe(1);
    expect(win('11X5_FRONT3_STRAIGHT', rows([1], [2], [3, 1]), x5(1, 2, 3, 4, 5))).toBe(198_000);
    expect(count('11X5_FRONT2_GROUP', rows([1, 2, 3]))).toBe(3);
    expect(win('11X5_FRONT2_GROUP', rows([1, 2, 3]), x5(2, 1, 4, 5, 6))).toBe(11_000);
    expect(win('11X5_FRONT2_GROUP', rows([1, 2, 3]), x5(1, 4, 2, 5, 6))).toBe(0);
    expect(count('11X5_FRONT3_GROUP', rows([1, 2, 3, 4]))).toBe(4);
    expect(win('11X5_FRONT3_GROUP', rows([1, 2, 3, 4]), x5(3, 1, 2, 5, 6))).toBe(33_000);
    expect(count('11X5_ANY1', rows([0]))).toBe(0);
    expect(count('11X5_ANY1', rows([12]))).toBe(0);
  });
});

/** A north result whose endings we know: '45' ends 6 numbers, '01' 4, '99' 1. */
const NORTH: LotteryResult = {
  family: 'VN',
  variant: 'north',
  prizes: [
    ['12345'],
    ['00045'],
    ['11145', '22299'],
    ['33301', '33302', '33303', '33304', '33305', '33306'],
    ['4401', '4402', '4403', '4345'],
    ['5501', '5502', '5503', '5504', '5505', '5506'],
    ['601', '602', '345'],
    ['45', '71', '72', '73'],
  ],
};

describe('VN bet types', () => {
  it('lo is paid once per appearance', () => {
    expect(count('VN_LO2', nums('45', '01', '88'))).toBe(3);
    // 2 x 99.6 / 27 a time, exact for the whole order: 6 x 737.78 and 10 x 737.78.
    expect(win('VN_LO2', nums('45'), NORTH)).toBe(4_426);
    expect(win('VN_LO2', nums('45', '01', '88'), NORTH)).toBe(7_377);
    expect(win('VN_LO2', nums('45'), NORTH, money(1800, '0.1', 2))).toBe(885);
    expect(win('VN_LO3', nums('345', '045'), NORTH)).toBe(34_086);
    expect(win('VN_LO4', nums('2345', '4345'), NORTH)).toBe(2 * 95_000);
    expect(count('VN_LO2', nums('4'))).toBe(0);
    expect(count('VN_LO2', nums('45', '45'))).toBe(0);
  });

  it('de, its head, tail and big/small/odd/even', () => {
    expect(win('VN_DE', nums('45', '54'), NORTH)).toBe(19_800);
    expect(win('VN_DE', nums('54'), NORTH)).toBe(0);
    expect(win('VN_DE_HEAD', rows([4, 1]), NORTH)).toBe(1_980);
    expect(win('VN_DE_TAIL', rows([4]), NORTH)).toBe(0);
    expect(win('VN_DE_TAIL', rows([5]), NORTH)).toBe(1_980);
    expect(count('VN_DE_BSOE', rows([0, 1, 2, 3]))).toBe(4);
    expect(win('VN_DE_BSOE', rows([0, 1, 2, 3]), NORTH)).toBe(2 * 399);
    expect(win('VN_DE_BSOE', rows([0]), NORTH)).toBe(0);
  });

  it('xien: every set of k numbers that all appear', () => {
    expect(count('VN_XIEN2', nums('45', '01', '99'))).toBe(3);
    expect(win('VN_XIEN2', nums('45', '01', '99'), NORTH)).toBe(3 * 3_200);
    expect(win('VN_XIEN2', nums('45', '01', '88'), NORTH)).toBe(3_200);
    expect(count('VN_XIEN3', nums('45', '01', '88'))).toBe(1);
    expect(win('VN_XIEN3', nums('45', '01', '88'), NORTH)).toBe(0);
    expect(win('VN_XIEN3', nums('45', '01', '99', '88'), NORTH)).toBe(14_400);
    expect(win('VN_XIEN4', nums('45', '01', '99', '71'), NORTH)).toBe(66_000);
    expect(count('VN_XIEN4', nums('45', '01', '99'))).toBe(0);
    const south: LotteryResult = { ...NORTH, variant: 'south' };
    expect(win('VN_XIEN2', nums('45', '01'), south)).toBe(6_800);
  });

  it('fixed odds: the prize group changes nothing', () => {
    expect(win('VN_DE', nums('45'), NORTH, money(1700))).toBe(19_800);
  });
});

const THAI: LotteryResult = {
  family: 'THAI',
  first: '123456',
  front3: ['456', '789'],
  bottom3: ['456', '001'],
  bottom2: '56',
};

describe('THAI bet types', () => {
  it('3 top, tod, front, bottom; 2 top and bottom; run', () => {
    expect(count('THAI_3TOP', nums('456', '654'))).toBe(2);
    expect(win('THAI_3TOP', nums('456', '654'), THAI)).toBe(180_000);
    expect(win('THAI_3TOD', nums('654', '465', '111'), THAI)).toBe(2 * 30_000);
    expect(win('THAI_3TOD', nums('655', '565'), { ...THAI, first: '123556' })).toBe(2 * 60_000);
    expect(win('THAI_3TOD', nums('555'), { ...THAI, first: '123555' })).toBe(180_000);
    expect(win('THAI_3FRONT', nums('456'), THAI)).toBe(90_000);
    expect(win('THAI_3FRONT', nums('456'), { ...THAI, front3: ['456', '456'] })).toBe(180_000);
    expect(win('THAI_3BOTTOM', nums('001', '789'), THAI)).toBe(90_000);
    expect(win('THAI_2TOP', nums('56', '12'), THAI)).toBe(18_000);
    expect(win('THAI_2BOTTOM', nums('56'), THAI)).toBe(18_000);
    expect(win('THAI_2BOTTOM', nums('65'), THAI)).toBe(0);
    expect(count('THAI_RUN_TOP', rows([4, 5, 9]))).toBe(3);
    expect(win('THAI_RUN_TOP', rows([4, 5, 9]), THAI)).toBe(2 * 640);
    expect(win('THAI_RUN_BOTTOM', rows([5, 6, 1]), THAI)).toBe(2 * 940);
    expect(count('THAI_3TOP', nums('12'))).toBe(0);
  });
});

describe('every bet type', () => {
  it('has a unique code, names in EN and MY, and a prize for each tier it pays', () => {
    const codes = BET_TYPES.map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const t of BET_TYPES) {
      expect(t.name.EN && t.name.MY && t.help.EN && t.help.MY, t.code).toBeTruthy();
      expect(t.name.MY).not.toBe(t.name.EN);
      expect(
        Object.values(t.prizes.full).every((p) => p.num > 0n && p.den > 0n),
        t.code,
      ).toBe(true);
      expect(t.prizes.basis, t.code).toBe(
        t.family === 'VN' || t.family === 'THAI' ? 'fixed' : 'group',
      );
    }
  });

  it('wins nothing on a result of another family or with an invalid selection', () => {
    for (const t of BET_TYPES) {
      const other: LotteryResult = t.family === 'K3' ? d5('12345') : k3('123');
      expect(winOf(t, { positions: [[1]], numbers: ['1'] }, other, money())).toBe(0);
      expect(betCount(t, {})).toBe(0);
      expect(exposureKeys(t, {})).toEqual([]);
    }
  });

  it('refuses duplicate, out-of-range and mis-shaped picks', () => {
    expect(count('5D_ALL5_STRAIGHT', rows([1, 1], [2], [3], [4], [5]))).toBe(0);
    expect(count('5D_ALL5_STRAIGHT', rows([10], [2], [3], [4], [5]))).toBe(0);
    expect(count('5D_ALL5_STRAIGHT', rows([1], [2], [3], [4]))).toBe(0);
    expect(
      count('5D_ALL5_STRAIGHT', { positions: [[1], [2], [3], [4], [5]], numbers: ['12345'] }),
    ).toBe(0);
    expect(count('VN_LO2', { numbers: ['12'], positions: [[1]] })).toBe(0);
    expect(count('VN_LO2', nums('1a'))).toBe(0);
  });

  it('gives one exposure key per bet, or one bucket for a huge selection', () => {
    expect(exposureKeys(type('5D_ALL5_STRAIGHT'), rows([1, 2], [3], [4], [5], [6]))).toEqual([
      '13456',
      '23456',
    ]);
    expect(exposureKeys(type('VN_LO2'), nums('27', '45'))).toEqual(['27', '45']);
    expect(exposureKeys(type('VN_XIEN2'), nums('45', '27', '01'))).toEqual([
      '01-27',
      '01-45',
      '27-45',
    ]);
    const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(exposureKeys(type('5D_ALL5_STRAIGHT'), rows(all, all, all, all, all))).toEqual(['*']);
    for (const t of BET_TYPES) {
      const s =
        t.picker.kind === 'numbers'
          ? {
              numbers: ['1234', '5678', '9012', '3456'].map((n) =>
                n.slice(0, t.picker.kind === 'numbers' ? t.picker.digits : 0),
              ),
            }
          : undefined;
      if (s && betCount(t, s) > 0) expect(exposureKeys(t, s)).toHaveLength(betCount(t, s));
    }
  });
});

describe('chase plans', () => {
  it('repeat or double the multiple, and refuse a doubling past the largest multiple', () => {
    expect(chaseMultiples('plain', 3, 2)).toEqual([2, 2, 2]);
    expect(chaseMultiples('double', 4, 3)).toEqual([3, 6, 12, 24]);
    const request = {
      code: 'FFC5',
      requestId: 'chase-request-1',
      item: {
        betType: '5D_FIXED',
        selection: { positions: [[1], [], [], [], []] },
        unit: '1',
        prizeGroup: 1800,
      },
      draws: 14,
      plan: 'double',
      startMultiple: 1,
      stopOnWin: true,
    };
    expect(2 ** 13).toBeLessThanOrEqual(MULTIPLE_MAX);
    expect(chaseRequest.safeParse(request).success).toBe(true);
    expect(chaseRequest.safeParse({ ...request, draws: 15 }).success).toBe(false);
    expect(chaseRequest.safeParse({ ...request, draws: 120, plan: 'plain' }).success).toBe(true);
  });
});

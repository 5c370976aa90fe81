import { adminLotteryEndpoints as endpoints } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  formFieldOf,
  type GameFormValues,
  gameFormSchema,
  valuesOf,
} from './game-form-schema';
import type { AdminLotteryGame } from './types';

const thai: AdminLotteryGame = {
  id: 8,
  code: 'THAI',
  family: 'THAI',
  variant: null,
  name: { EN: 'Thai Lottery', MY: 'ထိုင်း ထီ' },
  enabled: true,
  schedule: {
    firstDrawSec: 54_000,
    cycleSec: 86_400,
    lastDrawSec: 54_000,
    closeSec: 5400,
    monthDays: [1, 16],
  },
  drawsPerDay: 1,
  limits: {
    minBet: '0.00',
    maxBet: '50000.00',
    maxDraw: '200000.00',
    maxNumberLiability: '5000000.00',
  },
  minGroup: 1960,
  maxGroup: 1960,
  betTypes: ['THAI_3TOP'],
};
const problems = (values: Partial<GameFormValues>) => {
  const result = gameFormSchema.safeParse({ ...valuesOf(thai), ...values });
  return result.success
    ? []
    : result.error.issues.map(
        (i) => `${i.path.join('.')}:${i.code === 'custom' ? i.message : i.code}`,
      );
};

describe('the lottery game form’s rules', () => {
  it('starts from the game and gives back a body the contract accepts, month days kept', () => {
    expect(problems({})).toEqual([]);
    const body = bodyOf(thai, valuesOf(thai));
    expect(endpoints.adminGameEditBody.parse(body)).toEqual(body);
    expect(body.schedule).toEqual(thai.schedule);
    expect(
      bodyOf(thai, { ...valuesOf(thai), firstDraw: '16:30', lastDraw: '16:30' }).schedule
        .firstDrawSec,
    ).toBe(59_400);
  });

  it('holds the server’s rules between fields before anything is sent', () => {
    expect(problems({ firstDraw: '10:00', lastDraw: '09:00' })).toEqual([
      'lastDraw:lastBeforeFirst',
    ]);
    expect(problems({ cycleSec: 300, closeSec: 300 })).toEqual(['closeSec:closeTooLong']);
    expect(problems({ closeSec: 9 })).toEqual(['closeSec:too_small']);
    expect(problems({ cycleSec: 30, closeSec: 10 })).toEqual(['cycleSec:too_small']);
    expect(problems({ minBet: '60000.00' })).toEqual(['minBet:minAboveMax']);
    expect(problems({ maxBet: '300000.00' })).toEqual(['maxBet:betAboveDraw']);
    expect(problems({ maxNumberLiability: '0' })).toEqual(['maxNumberLiability:zero']);
    expect(problems({ maxDraw: '1.234' })).toContain('maxDraw:invalid_format');
    expect(problems({ firstDraw: '25:00' })).toContain('firstDraw:clock');
  });

  it('puts a refusal of the server at the field it names', () => {
    expect(formFieldOf('schedule.closeSec')).toBe('closeSec');
    expect(formFieldOf('schedule.lastDrawSec')).toBe('lastDraw');
    expect(formFieldOf('limits.minBet')).toBe('minBet');
    expect(formFieldOf('schedule.monthDays')).toBeNull();
  });
});

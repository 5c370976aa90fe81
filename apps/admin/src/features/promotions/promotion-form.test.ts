import type { AdminPromotion, PromotionBody } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import {
  blankPromotion,
  promotionFormSchema,
  promotionValues,
  TERM_NEEDED,
  withKind,
} from './promotion-form';

const NOW = Date.UTC(2026, 5, 1, 12, 0, 30);

const filled = (overrides: Partial<PromotionBody> = {}): PromotionBody => ({
  ...blankPromotion(NOW),
  budget: '1000.00',
  reward: '5.00',
  texts: {
    EN: { title: 'Check in', content: '<p>K 5</p>' },
    MY: { title: 'ဝင်ရောက်', content: '<p>K 5</p>' },
  },
  ...overrides,
});

const issuesOf = (values: unknown) => {
  const parsed = promotionFormSchema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the promotion form', () => {
  it('starts as a daily check-in for players from the current minute, texts empty', () => {
    const blank = blankPromotion(NOW);
    expect(blank).toMatchObject({ kind: 'sign_in', frequency: 'daily', memberTypes: [0] });
    expect(blank.startsAt).toBe(Date.UTC(2026, 5, 1, 12, 0));
    expect(blank.texts).toEqual({ EN: { title: '', content: '' }, MY: { title: '', content: '' } });
    expect(issuesOf(blank).length).toBeGreaterThan(0);
  });

  it('takes a complete check-in and marks the figure its kind needs where it is missing', () => {
    expect(issuesOf(filled())).toEqual([]);
    expect(issuesOf(filled({ reward: null }))).toContainEqual(['reward', TERM_NEEDED]);
  });

  it('clears the figures a kind does not read when the kind changes', () => {
    const deposit = withKind(filled({ missionTarget: '100.00' }), 'first_deposit');
    expect(deposit).toMatchObject({ reward: null, missionTarget: null, kind: 'first_deposit' });
    expect(issuesOf(deposit)).toEqual(
      expect.arrayContaining([
        ['percent', TERM_NEEDED],
        ['cap', TERM_NEEDED],
      ]),
    );
    expect(issuesOf({ ...deposit, percent: 100, cap: '500.00' })).toEqual([]);
    const mission = withKind(filled({ missionCategory: null }), 'bet_mission');
    expect(mission.reward).toBe('5.00');
    expect(issuesOf(mission)).toContainEqual(['missionTarget', TERM_NEEDED]);
  });

  it('refuses an end before the start and an amount with three decimals', () => {
    const issues = issuesOf(filled({ endsAt: NOW - 1000, budget: '10.005' }));
    expect(issues.map(([path]) => path)).toEqual(expect.arrayContaining(['budget']));
    expect(issuesOf(filled({ endsAt: NOW - 60_000 })).map(([path]) => path)).toContain('endsAt');
  });

  it('edits a promotion as the server answered it, every language present', () => {
    const view: AdminPromotion = {
      id: 4,
      kind: 'referral',
      status: 'paused',
      statusReason: 'checking',
      categoryIds: [2],
      sort: 3,
      startsAt: NOW,
      endsAt: null,
      frequency: 'once',
      memberTypes: [0, 1],
      budget: '500.00',
      paid: '20.00',
      left: '480.00',
      reward: '20.00',
      percent: null,
      cap: null,
      missionCategory: null,
      missionTarget: '10.00',
      referralDays: 7,
      turnoverMultiplier: 3,
      claims: 1,
      imageUrl: '/wps/relay/promotions/art/4.svg',
      uploadedImage: false,
      createdAt: NOW,
      texts: { EN: { title: 'Invite', content: '<p>x</p>' } },
    };
    const values = promotionValues(view);
    expect(values.texts.MY).toEqual({ title: '', content: '' });
    expect(values).toMatchObject({ kind: 'referral', referralDays: 7, missionTarget: '10.00' });
    expect(
      issuesOf({ ...values, texts: { ...values.texts, MY: { title: 'ဖိတ်', content: '' } } }),
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { itemsOf, tilesOf } from './menu-items';

const allOn = {};
const member = (type: number, toUpline = false) => ({ type, toUpline });
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

describe('the member centre tiles', () => {
  it('show level benefits and invite friends only with their switches on', () => {
    expect(ids(tilesOf({ whitelabel: allOn, member: member(0) }))).toEqual([
      'benefits',
      'download',
      'deposit',
      'withdraw',
      'invite',
      'security',
    ]);
    const off = { VIPBENEFIT: false, REFERRAL: false };
    expect(ids(tilesOf({ whitelabel: off, member: member(0) }))).toEqual([
      'download',
      'deposit',
      'withdraw',
      'security',
    ]);
  });
});

describe('the member centre list', () => {
  it('shows every item of spec/02 in its order for an agent with an upline', () => {
    expect(ids(itemsOf({ whitelabel: allOn, member: member(1, true) }))).toEqual([
      'agent',
      'depositRecord',
      'withdrawReport',
      'accountRecord',
      'bettingRecord',
      'profitAndLoss',
      'upLineTransfer',
      'rewardCenter',
      'manualRebate',
      'leaderBoard',
      'myRebate',
      'news',
      'feedback',
    ]);
  });

  it('shows the agency centre to types other than 0, 4 and 40', () => {
    for (const type of [0, 4, 40]) {
      expect(ids(itemsOf({ whitelabel: allOn, member: member(type) }))).not.toContain('agent');
    }
    for (const type of [1, 2, 41, 42]) {
      expect(ids(itemsOf({ whitelabel: allOn, member: member(type) }))).toContain('agent');
    }
    expect(ids(itemsOf({ whitelabel: allOn, member: null }))).not.toContain('agent');
  });

  it('shows transfer to superior only with an upline, a type other than 2 and its switch', () => {
    const shown = (m: ReturnType<typeof member> | null, whitelabel = allOn) =>
      ids(itemsOf({ whitelabel, member: m })).includes('upLineTransfer');
    expect(shown(member(0, true))).toBe(true);
    expect(shown(member(0, false))).toBe(false);
    expect(shown(member(2, true))).toBe(false);
    expect(shown(member(0, true), { AGETRANSFERUP3: false })).toBe(false);
    expect(shown(null)).toBe(false);
  });

  it.each([
    ['DEPRECM3', 'depositRecord'],
    ['WITHREC3', 'withdrawReport'],
    ['TRANSREC3', 'accountRecord'],
    ['TRANSBETREPMEM3', 'bettingRecord'],
    ['PERSREP', 'profitAndLoss'],
    ['REWCEN3', 'rewardCenter'],
    ['MANPLAYREB3', 'manualRebate'],
    ['MISSION', 'leaderBoard'],
    ['PLYRBT', 'myRebate'],
    ['MAILCEN', 'news'],
    ['FEEDBACK3', 'feedback'],
  ])('hides its item when %s is off', (name, id) => {
    const list = ids(itemsOf({ whitelabel: { [name]: false }, member: member(1, true) }));
    expect(list).not.toContain(id);
    expect(list).toHaveLength(12);
  });
});

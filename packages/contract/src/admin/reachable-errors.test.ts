import { describe, expect, it } from 'vitest';
import { adminErrorMessage, ERRORS, type ErrorCode } from '../all-errors.js';
import { ADMIN_REACHABLE_ERRORS } from './reachable-errors.js';

const reachable = Object.keys(ADMIN_REACHABLE_ERRORS) as ErrorCode[];

describe('error codes an operator can meet', () => {
  it.each(reachable)('%s has its own Chinese text', (code) => {
    const zh = adminErrorMessage(code, 'ZH');
    expect(zh.trim()).not.toBe('');
    expect(zh).not.toBe(ERRORS[code].EN);
    expect(zh).toMatch(/\p{Script=Han}/u);
  });

  it('lists every code of the back office itself', () => {
    const adminCodes = Object.keys(ERRORS).filter((code) => code.startsWith('admin.'));
    expect(adminCodes.length).toBeGreaterThan(40);
    expect(adminCodes.filter((code) => !(code in ADMIN_REACHABLE_ERRORS))).toEqual([]);
  });

  it('answers EN and MY as the player table does, and English for a code only players meet', () => {
    expect(adminErrorMessage('admin.forbidden', 'MY')).toBe(ERRORS['admin.forbidden'].MY);
    expect(adminErrorMessage('admin.forbidden', 'EN')).toBe(ERRORS['admin.forbidden'].EN);
    expect(adminErrorMessage('lottery.bet.invalid', 'ZH')).toBe(ERRORS['lottery.bet.invalid'].EN);
  });
});

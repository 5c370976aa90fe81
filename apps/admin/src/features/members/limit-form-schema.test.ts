import { describe, expect, it } from 'vitest';
import { limitFormSchema, restrictBodyOf, restrictFormSchema } from './limit-form-schema';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;

describe('limit form', () => {
  const good = { kind: 'deposit', period: 'week', amount: '250.00', reason: 'Asked by phone' };

  it('takes a kind, a period, a 2-decimal amount and a reason of 3 characters or more', () => {
    expect(ok(limitFormSchema, good)).toBe(true);
    expect(ok(limitFormSchema, { ...good, amount: '250' })).toBe(false);
    expect(ok(limitFormSchema, { ...good, amount: '-1.00' })).toBe(false);
    expect(ok(limitFormSchema, { ...good, reason: 'ab' })).toBe(false);
    expect(ok(limitFormSchema, { ...good, period: 'year' })).toBe(false);
  });
});

describe('restriction form', () => {
  it('takes a length among the kind’s own choices only', () => {
    expect(ok(restrictFormSchema, { kind: 'timeout', length: 7, reason: 'At risk' })).toBe(true);
    expect(ok(restrictFormSchema, { kind: 'timeout', length: 6, reason: 'At risk' })).toBe(false);
    expect(ok(restrictFormSchema, { kind: 'exclusion', length: 6, reason: 'At risk' })).toBe(true);
    expect(ok(restrictFormSchema, { kind: 'exclusion', length: 7, reason: 'At risk' })).toBe(false);
    expect(ok(restrictFormSchema, { kind: 'timeout', length: 7, reason: ' a ' })).toBe(false);
  });

  it('becomes the contract’s body: days for a time-out, months for an exclusion', () => {
    expect(restrictBodyOf({ kind: 'timeout', length: 3, reason: ' At risk ' })).toEqual({
      kind: 'timeout',
      days: 3,
      reason: 'At risk',
    });
    expect(restrictBodyOf({ kind: 'exclusion', length: 12, reason: 'Asked' })).toEqual({
      kind: 'exclusion',
      months: 12,
      reason: 'Asked',
    });
  });
});

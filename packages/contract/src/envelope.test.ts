import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelope, okEnvelope, pageQuery } from './envelope.js';

const okUser = okEnvelope(z.object({ id: z.number() }));

describe('okEnvelope', () => {
  it('parses a success answer with a valid value', () => {
    expect(okUser.parse({ success: true, value: { id: 7 } })).toEqual({
      success: true,
      value: { id: 7 },
    });
  });

  it('rejects an answer that is not a success', () => {
    expect(okUser.safeParse({ success: false, value: { id: 7 } }).success).toBe(false);
  });

  it('rejects a missing or mistyped value', () => {
    expect(okUser.safeParse({ success: true }).success).toBe(false);
    expect(okUser.safeParse({ success: true, value: { id: '7' } }).success).toBe(false);
  });
});

describe('errorEnvelope', () => {
  it('parses a failure with and without details', () => {
    const bare = { success: false, errorCode: 'member.not.exist', message: 'No such member' };
    expect(errorEnvelope.parse(bare)).toEqual(bare);
    const detailed = { ...bare, value: { captcha: true } };
    expect(errorEnvelope.parse(detailed)).toEqual(detailed);
  });

  it('rejects a success, a missing code or message, and details that are not an object', () => {
    const base = { success: false, errorCode: 'x', message: 'y' };
    expect(errorEnvelope.safeParse({ ...base, success: true }).success).toBe(false);
    expect(errorEnvelope.safeParse({ success: false, message: 'y' }).success).toBe(false);
    expect(errorEnvelope.safeParse({ success: false, errorCode: 'x' }).success).toBe(false);
    expect(errorEnvelope.safeParse({ ...base, value: 'details' }).success).toBe(false);
  });
});

describe('pageQuery', () => {
  it('defaults to the first page of 26', () => {
    expect(pageQuery.parse({})).toEqual({ pageNo: 1, pageSize: 26 });
  });

  it('reads numbers sent as query strings', () => {
    expect(pageQuery.parse({ pageNo: '3', pageSize: '10' })).toEqual({ pageNo: 3, pageSize: 10 });
  });

  it('rejects page 0, oversized pages and fractions', () => {
    expect(pageQuery.safeParse({ pageNo: 0 }).success).toBe(false);
    expect(pageQuery.safeParse({ pageSize: 101 }).success).toBe(false);
    expect(pageQuery.safeParse({ pageNo: 1.5 }).success).toBe(false);
  });
});

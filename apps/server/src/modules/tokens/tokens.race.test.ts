import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ctxOf } from '../../../test/context.js';
import { addMember, MINUTE, manualClock } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { consumeToken, findToken, issueToken, retireTokens } from './index.js';

/** The one store of single-use tokens: used at most once, whoever asks and however fast. */

let t: TestApp;
const clock = manualClock();
beforeEach(async () => {
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const ctx = () => ctxOf(t.db, clock.now);

const issued = async (purpose: 'password.reset' | 'email.bind' = 'password.reset') => {
  const member = await addMember(t.app);
  const token = await issueToken(ctx(), { purpose, memberId: member.id, ttlMs: 30 * MINUTE });
  const found = await findToken(ctx(), purpose, token);
  if (!found) throw new Error('token not stored');
  return { member, token, found };
};

describe('single-use tokens', () => {
  it('lets exactly one of many consumers of one token win', async () => {
    const { found } = await issued();
    const wins = await Promise.all(Array.from({ length: 8 }, () => consumeToken(ctx(), found.id)));
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await consumeToken(ctx(), found.id)).toBe(false);
  });

  it('refuses an expired token, and a retired one', async () => {
    const first = await issued();
    clock.advance(31 * MINUTE);
    expect(await consumeToken(ctx(), first.found.id)).toBe(false);
    const second = await issued('email.bind');
    await retireTokens(ctx(), 'email.bind', second.member.id);
    expect(await consumeToken(ctx(), second.found.id)).toBe(false);
  });

  it('finds a token only under the purpose it was issued for', async () => {
    const { token } = await issued('email.bind');
    expect(await findToken(ctx(), 'password.reset', token)).toBeUndefined();
  });
});

import { API, errorEnvelope, pathWith } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, loginAs } from '../../test/accounts.js';
import { changeSite, createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The member centre's items whose endpoints exist answer function.not.available when the site
 * switches their feature off (spec/02 section 2), as a switched-off module does.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const FEATURE_ROUTES = [
  ['REWCEN3', 'GET', API.promotions.rewards],
  ['REWCEN3', 'GET', API.promotions.unclaimed],
  ['REWCEN3', 'POST', pathWith(API.promotions.claimReward, { id: 1 })],
  ['TRANSBETREPMEM3', 'GET', API.play.records],
] as const;

describe('feature switches of endpoints', () => {
  it.each(FEATURE_ROUTES)(
    '%s off: %s %s answers function.not.available',
    async (feature, method, url) => {
      const { token } = await loginAs(t.app, 'demo01', 'Demo1234');
      const call = () => t.app.inject({ method, url, headers: authHeaders(token) });
      expect((await call()).statusCode).not.toBe(403);
      await changeSite(t.app, { whitelabel: { [feature]: false } });
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(errorEnvelope.parse(res.json()).errorCode).toBe('function.not.available');
    },
  );

  it('leaves the rest of the module on', async () => {
    const { token } = await loginAs(t.app, 'demo01', 'Demo1234');
    await changeSite(t.app, { whitelabel: { REWCEN3: false } });
    const res = await t.app.inject({ url: API.promotions.list, headers: authHeaders(token) });
    expect(res.statusCode).toBe(200);
  });
});

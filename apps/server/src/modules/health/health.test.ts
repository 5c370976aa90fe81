import { API, health } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('GET /healthz', () => {
  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.health });
    expect(res.statusCode).toBe(200);
    expect(health.parse(res.json())).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers without a site: no Merchant header is needed and an unknown one is ignored', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: API.health,
      headers: { merchant: 'nope' },
    });
    expect(res.statusCode).toBe(200);
  });
});

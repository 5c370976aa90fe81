import { ENDPOINTS, type EndpointSpec } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const described: EndpointSpec[] = Object.values(ENDPOINTS).flatMap((group) =>
  Object.values(group as Record<string, EndpointSpec>),
);

describe('endpoint descriptions', () => {
  let t: TestApp;
  beforeAll(async () => {
    // In demo mode, the only one in which the demo outbox's endpoints exist.
    t = await createTestApp({ config: { demoMode: true } });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('are each registered by the server, with their method and path', () => {
    const missing = described.filter((ep) => !t.app.hasRoute({ method: ep.method, url: ep.path }));
    expect(missing.map((ep) => `${ep.method} ${ep.path}`)).toEqual([]);
  });

  it('name each method and path once', () => {
    const keys = described.map((ep) => `${ep.method} ${ep.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('routes of the API', () => {
  // The app refuses at start any /wps or /lgw route registered without its description
  // (routing/described-routes.ts), so a server that starts has none: the test app above did.
  it.each([
    ['GET', '/wps/extra'],
    ['POST', '/lgw/extra'],
    ['GET', '/wps'],
  ] as const)('refuses %s %s registered without its endpoint description', async (method, url) => {
    const t = await createTestApp();
    try {
      expect(() => t.app.route({ method, url, handler: async () => 'bare' })).toThrow(
        'not registered from its endpoint description',
      );
    } finally {
      await t.close();
    }
  });

  it('lets plain routes outside the API be', async () => {
    const t = await createTestApp();
    try {
      t.app.get('/elsewhere', async () => 'plain');
      expect((await t.app.inject({ method: 'GET', url: '/elsewhere' })).body).toBe('plain');
    } finally {
      await t.close();
    }
  });
});

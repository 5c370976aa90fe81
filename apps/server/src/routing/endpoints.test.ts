import { ENDPOINTS, type EndpointSpec } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const described: EndpointSpec[] = Object.values(ENDPOINTS).flatMap((group) =>
  Object.values(group as Record<string, EndpointSpec>),
);

describe('endpoint descriptions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
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

import { describe, expect, it } from 'vitest';
import type { EndpointSpec } from './endpoint.js';
import { ENDPOINTS } from './endpoints.js';
import { API } from './paths.js';

const described: EndpointSpec[] = Object.values(ENDPOINTS).flatMap((group) =>
  Object.values(group as Record<string, EndpointSpec>),
);
const leaves = (node: object): string[] =>
  Object.values(node).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));
/** Plain routes, not API calls: a load balancer's probe. */
const UNDESCRIBED = [API.health];

describe('endpoint descriptors', () => {
  it('are each named in API, the index of paths that tests and the server read', () => {
    const named = new Set(leaves(API));
    expect(described.map((ep) => ep.path).filter((path) => !named.has(path))).toEqual([]);
  });

  it('describe every path API names', () => {
    const used = new Set(described.map((ep) => ep.path));
    const left = leaves(API).filter((path) => !used.has(path));
    expect(left).toEqual(UNDESCRIBED);
  });

  it('give every non-JSON endpoint no answer schema, and every JSON one an answer', () => {
    for (const ep of described) {
      const json = (ep.produces ?? 'json') === 'json';
      expect(ep.answer !== undefined, `${ep.method} ${ep.path}`).toBe(json);
    }
  });

  it('send an encrypted or form body only with POST or PUT', () => {
    for (const ep of described.filter((e) => e.encoding && e.encoding !== 'json')) {
      expect(['POST', 'PUT'], ep.path).toContain(ep.method);
    }
  });
});

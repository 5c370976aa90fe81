import { adminMemberEndpoints } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { SerializedAnswer, serializedOnce } from './admin-route.js';

/** A kept answer is checked against its endpoint's schema and serialized once per value. */
describe('serializedOnce', () => {
  const json = serializedOnce(adminMemberEndpoints.changeMemberType);

  it('serializes a value as the route would (its envelope, the schema’s keys only), once', () => {
    const value = { id: 7, type: 1, notInTheSchema: 'dropped' };
    const first = json(value);
    expect(first).toBeInstanceOf(SerializedAnswer);
    expect(first.json).toBe('{"success":true,"value":{"id":7,"type":1}}');
    expect(json(value)).toBe(first);
    // Another value, even an equal one, is its own answer.
    expect(json({ id: 7, type: 2 }).json).toBe('{"success":true,"value":{"id":7,"type":2}}');
  });

  it('refuses a value its schema refuses', () => {
    expect(() => json({ id: 'seven', type: 1 } as never)).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { agentIdOf } from './drill';

describe('team P&L levels', () => {
  it('reads a sub-agent id from the address, and nothing else', () => {
    expect(agentIdOf(new URLSearchParams('agentId=42'))).toBe(42);
    for (const bad of ['', 'agentId=', 'agentId=0', 'agentId=x', 'agentId=-3', 'agentId=1.5']) {
      expect(agentIdOf(new URLSearchParams(bad))).toBeNull();
    }
  });
});

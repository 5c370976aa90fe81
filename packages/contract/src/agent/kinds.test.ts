import { describe, expect, it } from 'vitest';
import { MEMBER_TYPES, NO_UPLINE_TRANSFER_TYPES, NON_AGENT_TYPES } from '../constants.js';
import { FEATURE_SWITCHES } from '../whitelabel.js';
import { AGENT_MENU, isAgentType, MEMBER_KINDS, memberKindOf } from './kinds.js';

const typesWhere = (test: (type: number) => boolean) =>
  Object.values(MEMBER_TYPES)
    .filter(test)
    .sort((a, b) => a - b);

describe('member kinds', () => {
  it('names every member type once', () => {
    expect(
      Object.keys(MEMBER_KINDS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(typesWhere(() => true));
  });

  it('keeps the spec lists: agent menu not 0, 4, 40; contracts not 4, 40, 41, 42; transfer not 2', () => {
    expect(NON_AGENT_TYPES).toEqual([0, 4, 40]);
    // The written-out lists say what the table says.
    expect([...NON_AGENT_TYPES].sort((a, b) => a - b)).toEqual(
      typesWhere((type) => !memberKindOf(type).agentArea),
    );
    expect([...NO_UPLINE_TRANSFER_TYPES].sort((a, b) => a - b)).toEqual(
      typesWhere((type) => !memberKindOf(type).uplineTransfer),
    );
    expect(typesWhere(isAgentType)).toEqual([1, 2, 41, 42]);
    expect(typesWhere((type) => !memberKindOf(type).contracts)).toEqual([4, 40, 41, 42]);
    expect(typesWhere((type) => !memberKindOf(type).dividends)).toEqual([4, 40, 41, 42]);
    expect(NO_UPLINE_TRANSFER_TYPES).toContain(2);
    expect(NO_UPLINE_TRANSFER_TYPES).not.toContain(1);
  });

  it('lets a type it does not know do nothing', () => {
    expect(memberKindOf(99)).toEqual({
      agentArea: false,
      contracts: false,
      dividends: false,
      uplineTransfer: false,
    });
    expect(isAgentType(99)).toBe(false);
  });

  it('shows each agent menu item by a switch the contract names, service always', () => {
    const named = new Set<string>([...Object.keys(FEATURE_SWITCHES), 'MEMBER3']);
    for (const entry of AGENT_MENU) {
      if (entry.item === 'onlineService') expect(entry.switch).toBeNull();
      else expect(named.has(entry.switch ?? ''), entry.item).toBe(true);
    }
  });
});

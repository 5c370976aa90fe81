import { describe, expect, it } from 'vitest';
import { MODULE_IDS } from './modules.js';
import { FEATURE_SWITCHES, resolveWhitelabel, WHITELABEL_SWITCHES } from './whitelabel.js';

describe('resolveWhitelabel', () => {
  it('turns every switch on when the site overrides nothing', () => {
    const map = resolveWhitelabel({});
    expect(Object.keys(map).sort()).toEqual([...WHITELABEL_SWITCHES].sort());
    expect(Object.values(map).every((on) => on === true)).toBe(true);
  });

  it('applies the overrides the site stores and keeps the rest on', () => {
    const map = resolveWhitelabel({ GAME3: false, REFERRAL: false, MISSION: true });
    expect(map.GAME3).toBe(false);
    expect(map.REFERRAL).toBe(false);
    expect(map.MISSION).toBe(true);
    expect(map.LOTT3).toBe(true);
    expect(Object.values(map).filter((on) => !on)).toHaveLength(2);
  });

  it('drops overrides that name no known switch', () => {
    const map = resolveWhitelabel({ NOT_A_SWITCH: false });
    expect(map).not.toHaveProperty('NOT_A_SWITCH');
  });

  it('lists every module id and every feature switch exactly once', () => {
    expect(WHITELABEL_SWITCHES).toEqual(expect.arrayContaining([...MODULE_IDS]));
    expect(WHITELABEL_SWITCHES).toEqual(expect.arrayContaining(Object.keys(FEATURE_SWITCHES)));
    expect(new Set(WHITELABEL_SWITCHES).size).toBe(WHITELABEL_SWITCHES.length);
  });
});

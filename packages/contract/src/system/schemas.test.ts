import { describe, expect, it } from 'vitest';
import { SITE_MODE, siteModeOf, templateVersionsOf } from './schemas.js';

describe('siteModeOf', () => {
  it('is normal (0) when neither maintenance nor region restriction is set', () => {
    expect(siteModeOf({ maintenance: false, regionRestriction: false })).toBe(0);
  });

  it('is maintenance (1) when only maintenance is set', () => {
    expect(siteModeOf({ maintenance: true, regionRestriction: false })).toBe(1);
  });

  it('is region restricted (2) when only region restriction is set', () => {
    expect(siteModeOf({ maintenance: false, regionRestriction: true })).toBe(2);
  });

  it('lets maintenance win when both are set', () => {
    expect(siteModeOf({ maintenance: true, regionRestriction: true })).toBe(SITE_MODE.maintenance);
  });
});

describe('templateVersionsOf', () => {
  it('answers the new member centre and deposit detail when both flags are 1', () => {
    expect(templateVersionsOf({ mem_cen: '1', dep_func: '1' })).toEqual({
      version: 'new',
      detailVersion: 'new',
    });
  });

  it('answers base for both when both flags are 0', () => {
    expect(templateVersionsOf({ mem_cen: '0', dep_func: '0' })).toEqual({
      version: 'base',
      detailVersion: 'base',
    });
  });

  it('reads mem_cen and dep_func independently', () => {
    expect(templateVersionsOf({ mem_cen: '1', dep_func: '0' })).toEqual({
      version: 'new',
      detailVersion: 'base',
    });
    expect(templateVersionsOf({ mem_cen: '0', dep_func: '1' })).toEqual({
      version: 'base',
      detailVersion: 'new',
    });
  });

  it('treats anything other than the string 1 as base', () => {
    expect(templateVersionsOf({ mem_cen: '', dep_func: 'true' })).toEqual({
      version: 'base',
      detailVersion: 'base',
    });
  });
});

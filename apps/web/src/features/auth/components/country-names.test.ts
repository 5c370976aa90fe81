import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryNamer } from './country-names';

afterEach(() => vi.restoreAllMocks());

describe('country names', () => {
  it('name countries in Burmese even where the browser has no Burmese names (A.16)', () => {
    vi.spyOn(Intl.DisplayNames, 'supportedLocalesOf').mockReturnValue([]);
    const name = countryNamer('MY');
    expect(name('MM', 'Myanmar')).toBe('မြန်မာ');
    expect(name('TH', 'Thailand')).toBe('ထိုင်း');
    expect(name('ZZ', 'Somewhere')).toBe('Somewhere');
  });

  it('take the browser’s names where it has them', () => {
    expect(countryNamer('EN')('MM', 'Myanmar')).toMatch(/^Myanmar/);
    expect(countryNamer('MY')('JP', 'Japan')).toBe('ဂျပန်');
  });
});

import { describe, expect, it } from 'vitest';
import { en } from './en';
import { translate } from './index';
import { my as burmese } from './my';
import { EN as gamePageEn } from './sections/play/en';
import { MY as gamePageMy } from './sections/play/my';

const leaves = (node: unknown, prefix = ''): [string, string][] =>
  Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Every English text has a non-empty Burmese text with the same placeholders. */
const expectBurmeseFor = (english: object, burmeseTexts: object) => {
  const my = new Map(leaves(burmeseTexts));
  for (const [key, text] of leaves(english)) {
    const burmese = my.get(key);
    expect(burmese, key).toBeTruthy();
    expect(placeholders(burmese ?? ''), key).toEqual(placeholders(text));
  }
};

describe('dictionaries', () => {
  it('give every English text a non-empty Burmese text with the same placeholders', () => {
    expectBurmeseFor(en, burmese);
  });

  it('do the same for the game page, whose texts are not in the app dictionary', () => {
    expectBurmeseFor(gamePageEn, gamePageMy);
  });

  it('interpolate values and fall back to the key for nothing missing', () => {
    expect(translate('EN', 'home.welcome', { name: 'ShweLucky' })).toBe('Welcome to ShweLucky');
    expect(translate('MY', 'home.welcome', { name: 'ShweLucky' })).toContain('ShweLucky');
    expect(translate('MY', 'footer.home')).toBe('ပင်မ');
  });
});

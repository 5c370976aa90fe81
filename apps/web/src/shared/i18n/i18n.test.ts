import { describe, expect, it, vi } from 'vitest';
import { loadDictionary, translate } from './index';
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
  it('give every English text a non-empty Burmese text with the same placeholders', async () => {
    expectBurmeseFor(await loadDictionary('EN'), await loadDictionary('MY'));
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

describe('sections of texts', () => {
  it('are fetched when a render first asks for one, and noted for the page that showed them', async () => {
    vi.resetModules();
    const i18n = await import('./index');
    await i18n.loadTexts('EN');
    const noted = i18n.noteSectionsUsed();
    // Not loaded yet: nothing rather than the raw key, and the section is on its way.
    expect(i18n.translate('EN', 'jackpot.title')).toBe('');
    expect(i18n.translate('EN', 'common.back')).toBe('Back');
    expect(noted()).toEqual(['jackpot']);
    await i18n.loadTexts('EN', ['jackpot']);
    expect(i18n.translate('EN', 'jackpot.title')).toBe('Progressive jackpot');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { en } from './en';
import { ADMIN_LANGUAGES, chooseLanguage, currentLanguage, fill, textsIn } from './index';

/** Every text of a dictionary by its dotted key. */
const leaves = (node: unknown, prefix = ''): [string, string][] =>
  typeof node === 'string'
    ? [[prefix, node]]
    : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
        leaves(value, prefix ? `${prefix}.${key}` : key),
      );

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = new Map(leaves(en));

afterEach(() => chooseLanguage('EN'));

describe.each(ADMIN_LANGUAGES)('the %s texts', (code) => {
  const texts = new Map(leaves(textsIn(code)));

  it('have every key of the English ones, and no other', () => {
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('fill every text, with the same placeholders as the English', () => {
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });
});

describe('the translations', () => {
  it('are written in their own scripts, not left in English', () => {
    const scripts = { MY: /[\u1000-\u109f]/, ZH: /[\u4e00-\u9fff]/ };
    for (const code of ['MY', 'ZH'] as const) {
      const untranslated = leaves(textsIn(code))
        .filter(([key]) => !key.startsWith('languages.'))
        // Words left once placeholders are out: "{bp} bp" is a unit, not English.
        .filter(([, text]) => /[a-z]{3}/i.test(text.replace(/\{\w+\}/g, '')))
        .filter(([, text]) => !scripts[code].test(text))
        .map(([key]) => key);
      expect(untranslated, code).toEqual([]);
    }
  });
});

describe('chooseLanguage', () => {
  it('remembers the choice in this browser and marks the page’s language', () => {
    chooseLanguage('ZH');
    expect(currentLanguage()).toBe('ZH');
    expect(localStorage.getItem('admin.language')).toBe('ZH');
    expect(document.documentElement.lang).toBe('zh');
    chooseLanguage('MY');
    expect(document.documentElement.lang).toBe('my');
  });
});

describe('fill', () => {
  it('puts the values in their placeholders', () => {
    expect(fill('Round {id} of {name}', { id: 3, name: 'x' })).toBe('Round 3 of x');
  });
});

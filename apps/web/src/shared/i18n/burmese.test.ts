import { describe, expect, it } from 'vitest';
import { loadDictionary } from './index';
import { englishLeftovers } from './leftovers.test-support';
import { MY as gamePage } from './sections/play/my';

const leaves = (node: unknown, prefix = ''): [string, string][] =>
  Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

describe('the Burmese texts', () => {
  it('carry no English beyond brands, abbreviations and game codes', async () => {
    const my = await loadDictionary('MY');
    const found = [...leaves(my), ...leaves(gamePage, 'play.')].flatMap(([key, text]) =>
      englishLeftovers(text).map((word) => `${key}: ${word}`),
    );
    expect(found).toEqual([]);
  });
});

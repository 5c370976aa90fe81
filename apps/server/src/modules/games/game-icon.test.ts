import { describe, expect, it } from 'vitest';
import { gameIconSvg } from './game-icon.js';

const icon = (facts: Partial<Parameters<typeof gameIconSvg>[0]> = {}) =>
  gameIconSvg({ code: 'RNG001', vendor: 'PG', category: 'RNG', name: 'Golden Dragon', ...facts });

/** The middle picture: what sits between the backdrop and the shade. */
const motif = (svg: string) => svg.split('scale(1.18)')[1]?.split('</g><rect')[0] ?? '';

describe('gameIconSvg', () => {
  it('draws the same game the same way every time, titled with its name', () => {
    expect(icon()).toBe(icon());
    expect(icon()).toContain('<title>Golden Dragon</title>');
    expect(icon()).toContain('>PG</text>');
  });

  it("draws each category's own picture", () => {
    const categories = ['RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT'];
    const pictures = categories.map((category) => motif(icon({ category, code: 'X1' })));
    expect(pictures.every((p) => p.length > 50)).toBe(true);
    expect(new Set(pictures).size).toBe(categories.length);
  });

  it('draws a dragon for a slot named after one', () => {
    const named = motif(icon({ name: 'Golden Dragon' }));
    expect(named).not.toBe(motif(icon({ name: 'Lucky Gems' })));
    expect(named).toBe(motif(icon({ name: 'Dragon Hatch', code: 'RNG777' })));
  });

  it('tells games of one vendor apart by their backdrop or picture', () => {
    const drawn = new Set(
      ['RNG001', 'RNG002', 'RNG003', 'RNG004', 'RNG005'].map((code) => icon({ code })),
    );
    expect(drawn.size).toBe(5);
  });

  it('escapes the name and vendor it draws', () => {
    const svg = icon({ name: '<script>x</script>', vendor: 'A&B' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
    expect(svg).toContain('>A&#38;B</text>');
  });
});

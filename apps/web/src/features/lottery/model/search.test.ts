import { describe, expect, it } from 'vitest';
import { engineCodeOf, matchesSearch, vendorGames } from './search';

const games = [
  {
    code: '5D1',
    name: '5D 1 Minute',
    family: '5D' as const,
    links: [{ vendor: 'TCG_SEA', gameId: '611', code: 'MM2D' }],
  },
  {
    code: 'VNN',
    name: 'Vietnam North',
    family: 'VN' as const,
    links: [{ vendor: 'TCG_LOTTO_VN', gameId: '584', code: 'HN' }],
  },
];

describe('lottery search', () => {
  it('matches every word in name, code or family', () => {
    expect(games.filter((g) => matchesSearch(g, 'viet north')).map((g) => g.code)).toEqual(['VNN']);
    expect(games.filter((g) => matchesSearch(g, '5d')).map((g) => g.code)).toEqual(['5D1']);
    expect(games.filter((g) => matchesSearch(g, '')).length).toBe(2);
  });

  it("shows a vendor's linked games, else its family or all", () => {
    expect(vendorGames(games, 'TCG_SEA').map((g) => g.code)).toEqual(['5D1']);
    expect(vendorGames(games, 'OTHER_VN').map((g) => g.code)).toEqual(['VNN']);
    expect(vendorGames(games, 'OTHER').length).toBe(2);
  });

  it('finds the engine game of a launch by engine code, catalogue code or node id', () => {
    expect(engineCodeOf(games, '5D1')).toBe('5D1');
    expect(engineCodeOf(games, 'HN')).toBe('VNN');
    expect(engineCodeOf(games, 'MM2D', '611')).toBe('5D1');
    // A bare launch address (no nodeId) names the catalogue game by its code alone.
    expect(engineCodeOf(games, 'MM2D')).toBe('5D1');
    expect(engineCodeOf(games, 'HN', '584')).toBe('VNN');
    expect(engineCodeOf(games, 'nope', '1')).toBeNull();
  });
});

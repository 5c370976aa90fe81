import { describe, expect, it } from 'vitest';
import { categoryPathOf, launchPathOf } from './game-paths';
import {
  classifyOf,
  type LobbyState,
  listFiltersOf,
  parseLobby,
  withFilters,
  withSearch,
  withTab,
  withVendor,
} from './lobby-state';

const parse = (query: string) => parseLobby(new URLSearchParams(query));
const stateOf = (query: string): LobbyState => {
  const parsed = parse(query);
  if (!parsed.ok) throw new Error(`not a lobby: ${query}`);
  return parsed.state;
};

describe('game list URL state', () => {
  it('needs a known gameType', () => {
    expect(parse('')).toMatchObject({ ok: false, reason: 'missing' });
    expect(parse('gameType=')).toMatchObject({ ok: false, reason: 'missing' });
    expect(parse('gameType=POKER')).toMatchObject({ ok: false, reason: 'unknown' });
    expect(stateOf('gameType=live').gameType).toBe('LIVE');
    expect(stateOf('gameType=ELOTTO').gameType).toBe('ELOTT');
  });

  it('reads tab, vendor, search and slot filters, dropping what does not fit', () => {
    expect(stateOf('gameType=RNG&vendor=pg&q=%20dragon%20&classify=megaways&minBet=0.05')).toEqual({
      gameType: 'RNG',
      tab: 'all',
      vendor: 'PG',
      search: 'dragon',
      classifyChoice: 'MEGAWAYS',
      minBet: '0.05',
    });
    expect(stateOf('gameType=RNG&minBet=3&tab=nope')).toMatchObject({ minBet: '', tab: 'all' });
    // Game type and minimum bet filter slots only; other tabs take no filters.
    expect(stateOf('gameType=LIVE&classify=NEW&minBet=0.1')).toMatchObject({
      classifyChoice: null,
      minBet: '',
    });
    expect(stateOf('gameType=RNG&tab=hot&vendor=PG&q=x')).toMatchObject({ vendor: '', search: '' });
  });

  it('shows New slots on the all tab, All with a vendor, a search or another category', () => {
    expect(classifyOf(stateOf('gameType=RNG'))).toBe('NEW');
    expect(classifyOf(stateOf('gameType=RNG&vendor=PG'))).toBe('ALL');
    expect(classifyOf(stateOf('gameType=RNG&q=fortune'))).toBe('ALL');
    expect(classifyOf(stateOf('gameType=FISH'))).toBe('ALL');
    expect(classifyOf(stateOf('gameType=RNG&classify=ALL'))).toBe('ALL');
  });

  it('turns the state into the list call filters', () => {
    expect(listFiltersOf(stateOf('gameType=RNG'))).toMatchObject({ isNew: 1, gameClassify: '' });
    expect(listFiltersOf(stateOf('gameType=RNG&classify=JACKPOT&minBet=0.75'))).toEqual({
      gameType: 'RNG',
      gameName: '',
      gameClassify: 'JACKPOT',
      isNew: '',
      vassalage: '',
      minBet: '0.75',
    });
    expect(listFiltersOf(stateOf('gameType=LIVE&vendor=EVO'))).toMatchObject({
      vassalage: 'EVO',
      isNew: '',
    });
  });

  it('moves to another tab without the all tab filters, and back to its default', () => {
    const start = new URLSearchParams('gameType=RNG&vendor=PG&q=x&classify=ALL&minBet=0.1');
    expect(withTab(start, 'fav').toString()).toBe('gameType=RNG&tab=fav');
    const back = withTab(new URLSearchParams('gameType=RNG&tab=hot&classify=ALL'), 'all');
    expect(back.toString()).toBe('gameType=RNG');
  });

  it('returns to the all tab when a vendor, a search or filters are chosen', () => {
    const hot = new URLSearchParams('gameType=RNG&tab=hot');
    expect(withVendor(hot, 'JL').toString()).toBe('gameType=RNG&vendor=JL');
    expect(withVendor(new URLSearchParams('gameType=RNG&vendor=JL'), '').toString()).toBe(
      'gameType=RNG',
    );
    expect(withSearch(hot, '  gold  ').toString()).toBe('gameType=RNG&q=gold');
    expect(withSearch(new URLSearchParams('gameType=RNG&q=gold'), ' ').toString()).toBe(
      'gameType=RNG',
    );
    const filtered = withFilters(hot, { vendor: 'PP', classifyChoice: null, minBet: '0.5' });
    expect(filtered.toString()).toBe('gameType=RNG&vendor=PP&minBet=0.5');
  });

  it('builds category and launch addresses', () => {
    expect(categoryPathOf('/m/gameList', '/m/lottery', 'LOTT')).toBe('/m/lottery');
    expect(categoryPathOf('/m/gameList', '/m/lottery', 'FISH')).toBe('/m/gameList?gameType=FISH');
    expect(launchPathOf('/m/launchGame', { nodeId: '7', gameType: 'RNG', vassalage: 'PG' })).toBe(
      '/m/launchGame?nodeId=7&gameType=RNG&vassalage=PG',
    );
  });
});

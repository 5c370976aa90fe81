import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '../constants.js';
import { gameIconPath } from './icon-path.js';
import { favouriteChange, gameItem, gameListQuery, recentGamesQuery } from './schemas.js';

describe('gameListQuery', () => {
  it("fills the spec's defaults: page 1 of 26, platform html5, clientType 2", () => {
    expect(gameListQuery.parse({ gameType: 'RNG' })).toEqual({
      gameType: 'RNG',
      platform: 'html5',
      clientType: 2,
      pageNo: 1,
      pageSize: PAGE_SIZES.games,
    });
  });

  it('reads the empty fields the app sends for "no filter" as absent', () => {
    const parsed = gameListQuery.parse({
      gameType: 'RNG',
      gameClassify: '',
      vassalage: '',
      gameName: '',
      isNew: '',
      minBet: '',
      minLine: '',
    });
    expect(parsed).toMatchObject({
      gameClassify: undefined,
      vassalage: undefined,
      isNew: undefined,
    });
  });

  it('coerces query-string numbers and keeps amounts as text', () => {
    const parsed = gameListQuery.parse({
      gameType: 'HOT',
      isNew: '1',
      minLine: '20',
      minBet: '0.5',
    });
    expect(parsed).toMatchObject({ isNew: 1, minLine: 20, minBet: '0.5' });
  });

  it.each([
    { gameType: 'RNG', pageSize: '101' },
    { gameType: 'RNG', isNew: '2' },
    { gameType: 'RNG', minBet: '1.234' },
    { gameType: 'RNG', clientType: '1' },
    { gameType: 'ELOTTO' },
    {},
  ])('refuses %o', (query) => {
    expect(gameListQuery.safeParse(query).success).toBe(false);
  });
});

describe('other game schemas', () => {
  it('pages recent games 25 at a time by `page`', () => {
    expect(recentGamesQuery.parse({})).toMatchObject({ page: 1, pageSize: PAGE_SIZES.recent });
  });

  it('names a favourite by a numeric nodeId and an upper-case vendor code', () => {
    expect(favouriteChange.safeParse({ nodeId: '12', vendor: 'TCG_SEA' }).success).toBe(true);
    expect(favouriteChange.safeParse({ nodeId: '012', vendor: 'PG' }).success).toBe(false);
    expect(favouriteChange.safeParse({ nodeId: '12', vendor: 'pg' }).success).toBe(false);
  });

  it('wants a game item minimum bet with two decimals', () => {
    const item = {
      nodeId: '1',
      gameType: 'RNG',
      vassalage: 'PG',
      gameId: 'RNG001',
      roomId: null,
      gameName: 'Golden Dragon',
      showIcon: gameIconPath(1),
      mobileLargeIcon: gameIconPath(1),
      mobileSmallIcon: gameIconPath(1),
      supportPlay: true,
      isNew: false,
      isHot: true,
      minBet: '0.75',
      lines: 20,
      classify: 'VIDEO',
    };
    expect(gameItem.safeParse(item).success).toBe(true);
    expect(gameItem.safeParse({ ...item, minBet: '0.7' }).success).toBe(false);
    expect(gameIconPath(1)).toBe('/wps/relay/games/icon/1.svg');
  });
});

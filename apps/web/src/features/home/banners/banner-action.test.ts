import { bannerAction } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { bannersFor, bannerTargetOf } from './banner-action';

describe('bannerTargetOf', () => {
  it("opens a promotion's detail by its id", () => {
    expect(bannerTargetOf({ kind: 'PROMOTION', promotionId: 7 }, false)).toEqual({
      kind: 'app',
      path: '/m/activityDetail?id=7',
    });
  });

  it('launches a game for a member and sends a visitor to login', () => {
    const game = { kind: 'GAME', nodeId: '42' } as const;
    expect(bannerTargetOf(game, true)).toEqual({ kind: 'app', path: '/m/launchGame?nodeId=42' });
    expect(bannerTargetOf(game, false)).toEqual({ kind: 'app', path: '/m/login' });
  });

  it("lists a category's games, and opens the lottery screen for the lottery", () => {
    expect(bannerTargetOf({ kind: 'CATEGORY', gameType: 'LIVE' }, false)).toEqual({
      kind: 'app',
      path: '/m/gameList?gameType=LIVE',
    });
    expect(bannerTargetOf({ kind: 'CATEGORY', gameType: 'LOTT' }, false)).toEqual({
      kind: 'app',
      path: '/m/lottery',
    });
  });

  it('opens an app path in the app and an external link outside it', () => {
    expect(bannerTargetOf({ kind: 'PATH', path: '/m/activity' }, false)).toEqual({
      kind: 'app',
      path: '/m/activity',
    });
    expect(bannerTargetOf({ kind: 'URL', url: 'https://t.me/x' }, false)).toEqual({
      kind: 'external',
      url: 'https://t.me/x',
    });
  });

  it('never receives a path to another origin or a script link: the contract refuses them', () => {
    for (const action of [
      { kind: 'PATH', path: '//evil.example/m/x' },
      { kind: 'PATH', path: 'https://evil.example/m/x' },
      { kind: 'URL', url: 'javascript:alert(1)' },
      { kind: 'URL', url: 'http://plain.example' },
    ]) {
      expect(bannerAction.safeParse(action).success).toBe(false);
    }
  });
});

describe('bannersFor', () => {
  const banner = (id: number, path: string | null) => ({
    id,
    imageUrl: `/m/banners/${id}.svg`,
    title: `banner ${id}`,
    action: path === null ? null : ({ kind: 'PATH', path } as const),
  });
  const list = [
    banner(1, '/m/register'),
    banner(2, '/m/activity'),
    banner(3, '/m/register.html?affiliateCode=X'),
    banner(4, null),
  ];

  it('shows a visitor every banner, a member none that invites to register', () => {
    expect(bannersFor(list, false).map((b) => b.id)).toEqual([1, 2, 3, 4]);
    expect(bannersFor(list, true).map((b) => b.id)).toEqual([2, 4]);
  });
});

import { describe, expect, it } from 'vitest';
import { launchRequestOf, lotteryTargetOf, resumeSearch, sameOriginPath } from './launch-request';

const params = (search: string) => new URLSearchParams(search);

describe('launchRequestOf', () => {
  it('reads the game the address names', () => {
    expect(launchRequestOf(params('?nodeId=42&gameType=RNG&vassalage=PG&gameId=pg-7'))).toEqual({
      nodeId: '42',
      gameType: 'RNG',
      vassalage: 'PG',
      gameId: 'pg-7',
    });
    expect(launchRequestOf(params('?nodeId=42'))).toEqual({ nodeId: '42' });
  });

  it('refuses an address without a valid node id or with an unknown category', () => {
    expect(launchRequestOf(params('?playType=trad'))).toBeNull();
    expect(launchRequestOf(params('?nodeId=abc'))).toBeNull();
    expect(launchRequestOf(params('?nodeId=42&gameType=NOPE'))).toBeNull();
  });
});

describe('resumeSearch', () => {
  it('swaps in the open round game and drops what belonged to the refused one', () => {
    const next = params(
      resumeSearch(params('?nodeId=42&gameType=LIVE&vassalage=PP&gameId=x'), '7'),
    );
    expect(next.get('nodeId')).toBe('7');
    expect(next.get('vassalage')).toBe('PP');
    expect(next.has('gameType')).toBe(false);
    expect(next.has('gameId')).toBe(false);
  });
});

describe('lotteryTargetOf', () => {
  it('opens a lottery launch on the lottery screens, keeping its way back', () => {
    expect(
      lotteryTargetOf(params('?playType=trad&prize_mode=Elott&code=VN1&pageBack=home&x=1')),
    ).toBe('/m/startLottery?code=VN1&prize_mode=Elott&pageBack=home');
    expect(lotteryTargetOf(params('?playType=lobby&vendor=TCG_SEA'))).toBe(
      '/m/gameLobby?vendor=TCG_SEA',
    );
    expect(lotteryTargetOf(params('?playType=trad&code=HN&nodeId=584&pageBack=home'))).toBe(
      '/m/startLottery?code=HN&nodeId=584&pageBack=home',
    );
    expect(lotteryTargetOf(params('?playType=trad'))).toBe('/m/startLottery');
    expect(lotteryTargetOf(params('?nodeId=3'))).toBeNull();
  });
});

describe('sameOriginPath', () => {
  const origin = 'https://example.com';
  it('keeps a path of this site and refuses another site', () => {
    expect(sameOriginPath('/m/play.html?ticket=abc&lang=EN', origin)).toBe(
      '/m/play.html?ticket=abc&lang=EN',
    );
    expect(sameOriginPath('https://evil.test/x', origin)).toBeNull();
    expect(sameOriginPath('//evil.test/x', origin)).toBeNull();
    expect(sameOriginPath('javascript:alert(1)', origin)).toBeNull();
  });
});

import { API, HEADERS, hotMatchesAnswer, vendorMatchesAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { firstGame, launch, memberWithSession } from './play.test-support.js';
import { scheduleRunner } from './sports.test-support.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
  await scheduleRunner(t, clock.now).runDue();
});
afterEach(() => t.close());

const LATIN = /[A-Za-z]/;
const BURMESE = /[\u1000-\u109f]/;

const hotMatches = async (language: 'EN' | 'MY') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API.sports.hotMatches}?size=10`,
    headers: { [HEADERS.language]: language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return hotMatchesAnswer.parse(res.json().value).list;
};

describe('matches in the asked language', () => {
  it('names leagues and teams of the hot matches in Burmese or English, as asked', async () => {
    const burmese = await hotMatches('MY');
    expect(burmese.length).toBeGreaterThan(0);
    for (const m of burmese) {
      for (const text of [m.league, m.homeTeam, m.awayTeam]) {
        expect(text, text).toMatch(BURMESE);
        expect(text, text).not.toMatch(LATIN);
      }
    }
    const english = await hotMatches('EN');
    expect(english.map((m) => m.matchId)).toEqual(burmese.map((m) => m.matchId));
    for (const m of english) {
      for (const text of [m.league, m.homeTeam, m.awayTeam]) expect(text).not.toMatch(BURMESE);
    }
  });

  it('names them in Burmese on the sports game page of a Burmese player', async () => {
    const member = await memberWithSession(t.db);
    const game = await firstGame(t.db, { category: 'SPORTS' });
    const { ticket } = await launch(t.app, member, game);
    const res = await t.app.inject({
      method: 'GET',
      url: `${API.sports.vendorMatches}?ticket=${encodeURIComponent(ticket)}`,
      headers: { [HEADERS.language]: 'MY' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { matches } = vendorMatchesAnswer.parse(res.json().value);
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) {
      for (const text of [m.league, m.homeTeam, m.awayTeam]) expect(text).not.toMatch(LATIN);
    }
  });
});

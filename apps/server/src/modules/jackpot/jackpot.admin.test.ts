import { JACKPOT_LIMITS } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { ctxOf } from '../../../test/context.js';
import { expectSoundLedger } from '../../../test/ledger-audit.js';
import { siteByCode } from '../../../test/members.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, type Operator, signIn } from '../backoffice/backoffice.test-support.js';
import { gameAudits, okAs } from '../games/games.admin.test-support.js';
import { jackpotForRound } from './index.js';
import { figureOf } from './jackpot.test-support.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
let owner: Operator;
beforeEach(async () => {
  clock = testClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
  owner = await signIn(t.app, clock, 'demo_owner');
});
afterEach(() => t.close());

const URL = '/admin/api/jackpot';
const pools = () => t.db.selectFrom('jackpot_pools').selectAll().execute();

describe('jackpot terms in the back office', () => {
  it('reads the seeded terms and changes them, audited', async () => {
    const seeded = await okAs(t.app, owner, 'GET', URL);
    expect(seeded).toEqual({
      terms: {
        contributionBp: 100,
        hitOdds: 12_500_000_000,
        seed: '125000000.00',
        minStake: '0.00',
      },
      returnBp: 200,
    });
    const changed = await okAs(t.app, owner, 'PUT', URL, {
      contributionBp: 150,
      hitOdds: 10_000_000,
      seed: '50000.00',
      minStake: '5.00',
    });
    expect(changed).toEqual({
      terms: { contributionBp: 150, hitOdds: 10_000_000, seed: '50000.00', minStake: '5.00' },
      returnBp: 150 + 50,
    });
    expect(await pools()).toEqual([
      expect.objectContaining({
        contribution_bp: 150,
        hit_odds: 10_000_000,
        seed_minor: 5_000_000,
      }),
    ]);
    // Stakes below the smallest neither feed nor hit the pool; from it on they do.
    const merchantId = (await siteByCode(t.app)).id;
    const round = (stakeMinor: number) =>
      jackpotForRound(ctxOf(t.db), { merchantId, stakeMinor, wallet: 'cash', kind: 'slot' });
    expect(await round(499)).toBeNull();
    expect(await round(500)).toMatchObject({ contributionMinor: 7 });
    const [audit] = await gameAudits(t.db);
    expect(audit).toMatchObject({ action: 'games.jackpot.update', target_type: 'jackpot' });
    expect(JSON.parse(audit?.before_json ?? '{}')).toEqual(seeded);
    expect(JSON.parse(audit?.after_json ?? '{}')).toEqual(changed);
  });

  it('gives a site without a pool one, seeded by the house through the ledger', async () => {
    await addSite(t.app, 'second');
    const res = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf, merchant: 'second' },
      payload: { contributionBp: 100, hitOdds: 1_000, seed: '20.00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await figureOf(t.app, 'second')).toMatchObject({ amount: '20.00' });
    await expectSoundLedger(t);
  });

  it('refuses terms the rules forbid and changes nothing', async () => {
    const before = await pools();
    const refused = [
      // Above the contribution cap: the contract refuses it.
      [{ contributionBp: JACKPOT_LIMITS.maxReturnBp + 1, hitOdds: 100, seed: '0.00' }, undefined],
      [{ contributionBp: 100, hitOdds: 0, seed: '1.00' }, undefined],
      [{ contributionBp: 100, hitOdds: 100, seed: '-1.00' }, undefined],
      [{ contributionBp: 1.5, hitOdds: 100, seed: '1.00' }, undefined],
      // 1 % plus a seed of 10.01 per 100.00 staked: more than 20 % of a stake comes back.
      [{ contributionBp: 1_000, hitOdds: 100, seed: '10.01' }, 'jackpot.terms.invalid'],
      [{ contributionBp: 0, hitOdds: 1, seed: '0.21' }, 'jackpot.terms.invalid'],
      [{ contributionBp: 100, hitOdds: 100, seed: '1.00', minStake: '-1.00' }, undefined],
    ] as const;
    for (const [terms, code] of refused) {
      const res = await asOperator(t.app, owner, 'PUT', URL, terms);
      expect(res.statusCode, JSON.stringify(terms)).toBe(400);
      if (code) expect(res.json().errorCode).toBe(code);
    }
    expect(await pools()).toEqual(before);
    expect(await gameAudits(t.db)).toEqual([]);
  });

  it('is for games.manage only', async () => {
    for (const username of ['demo_finance', 'demo_support']) {
      const who = await signIn(t.app, clock, username);
      for (const method of ['GET', 'PUT'] as const) {
        const res = await asOperator(t.app, who, method, URL, {
          contributionBp: 10,
          hitOdds: 100,
          seed: '1.00',
        });
        expect(res.json().errorCode).toBe('admin.forbidden');
      }
    }
    expect((await asOperator(t.app, owner, 'PUT', URL, {}, { csrf: false })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect(await gameAudits(t.db)).toEqual([]);
  });
});

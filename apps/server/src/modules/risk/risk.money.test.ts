import { adminRiskEndpoints } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteNoonToday } from '../../../test/accounts.js';
import { siteCtxOf } from '../../../test/context.js';
import { manualClock } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  channelIds,
  gatewayOrder,
  payAtGateway,
  postCallback,
} from '../deposits/deposits.test-support.js';
import { recordLotteryBets } from '../play/index.js';
import { firstGame } from '../play/play.test-support.js';
import {
  addCard,
  noWelcomeTurnover,
  type Player,
  player,
  withdraw,
} from '../withdrawals/withdrawals.test-support.js';
import { alertsOfKind, scan } from './risk.test-support.js';

/** Money that stands out: a day's high wins, a large withdrawal after little play. */

const T = adminRiskEndpoints.RISK_THRESHOLDS;

let t: TestApp;
const clock = manualClock(siteNoonToday());
beforeEach(async () => {
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

let orders = 0;
/** Settled lottery orders of the member, recorded as the draw's settlement records them. */
const settledBets = async (p: Player, bets: readonly { stake: number; win: number }[]) => {
  const ctx = await siteCtxOf(t.db, 'demo', clock.now);
  const game = await firstGame(t.db, { category: 'LOTT' });
  await recordLotteryBets(
    ctx,
    'LOTT',
    bets.map((b) => ({
      merchantId: p.siteId,
      memberId: p.id,
      gameId: game.id,
      orderNo: `risk-order-${++orders}`,
      stakeMinor: b.stake,
      winMinor: b.win,
      createdAt: clock.now(),
      settledAt: clock.now(),
    })),
  );
};

describe('high wins', () => {
  it("raises once for a day's return or net win above the thresholds, never on a small stake", async () => {
    const lucky = await player(t);
    const bigWinner = await player(t);
    const tiny = await player(t);
    const ordinary = await player(t);
    const stake = T.highWinsMinStakeMinor;
    await settledBets(lucky, [
      { stake: stake / 2, win: 0 },
      { stake: stake / 2, win: stake * T.highWinsReturnRatio },
    ]);
    await settledBets(bigWinner, [
      { stake: T.highWinsNetWinMinor, win: T.highWinsNetWinMinor * 2 },
    ]);
    await settledBets(tiny, [{ stake: stake - 100, win: (stake - 100) * 50 }]);
    await settledBets(ordinary, [{ stake: stake * 4, win: stake * 4 * 2 }]);
    await scan(t, clock);
    await scan(t, clock);
    const alerts = await alertsOfKind(t, 'high_wins');
    expect(alerts.map((a) => a.memberIds)).toEqual([[lucky.id], [bigWinner.id]]);
    expect(alerts[0]?.figures).toMatchObject({
      bets: '2',
      stake: '1000.00',
      payout: '5000.00',
      netWin: '4000.00',
      returnRatio: '5.00',
    });
    expect(alerts[0]?.subject).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // More wins the same day raise nothing new.
    await settledBets(lucky, [{ stake, win: stake * 10 }]);
    await scan(t, clock);
    expect(await alertsOfKind(t, 'high_wins')).toHaveLength(2);
  });
});

describe('large withdrawals after little play', () => {
  const deposit = async (p: Player, amount: string) => {
    const { gateway } = await channelIds(t);
    const order = await gatewayOrder(t.app, p.headers, gateway, amount);
    const { body } = await payAtGateway(t, order.paymentId);
    expect((await postCallback(t.app, body)).statusCode).toBe(200);
  };

  it('raises once for a large withdrawal with little staked since the last deposit', async () => {
    await noWelcomeTurnover(t);
    const quick = await player(t);
    const player2 = await player(t);
    const small = await player(t);
    for (const p of [quick, player2, small]) await deposit(p, '6000.00');
    clock.advance(60_000);
    const large = (T.largeWithdrawalMinor / 100).toFixed(2);
    // Played a third of the withdrawal since depositing: above the little-play line.
    await settledBets(player2, [{ stake: (T.largeWithdrawalMinor * 35) / 100, win: 0 }]);
    // A little play only.
    await settledBets(quick, [{ stake: (T.largeWithdrawalMinor * 10) / 100, win: 0 }]);
    const w = await withdraw(t, quick, (await addCard(t, quick)).id, large);
    await withdraw(t, player2, (await addCard(t, player2)).id, large);
    await withdraw(t, small, (await addCard(t, small)).id, '4999.00');
    await scan(t, clock);
    await scan(t, clock);
    expect(await alertsOfKind(t, 'large_withdrawal_little_play')).toEqual([
      {
        kind: 'large_withdrawal_little_play',
        subject: `withdrawal ${w.id}`,
        memberIds: [quick.id],
        figures: {
          amount: large,
          stakeSinceDeposit: '500.00',
          lastDeposit: '6000.00',
          lastDepositAt: expect.stringMatching(/^\d{4}-/),
        },
      },
    ]);
  });
});

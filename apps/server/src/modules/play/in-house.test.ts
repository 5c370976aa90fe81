import {
  crashPoint,
  crashWin,
  diceRoll,
  diceWin,
  type FairCommit,
  fairDraw,
  type PlayChoice,
  seedHash,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  failure,
  firstGame,
  launch,
  memberWithSession,
  minor,
  postRound,
  roundOk,
  stateOf,
  writtenRows,
} from './play.test-support.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const RTP = 9700;

/** Plays rounds and checks each against the commitment shown before it, with fairness.ts. */
const playFairly = async (code: 'DICE' | 'CRASH', choices: PlayChoice[], clientSeed?: string) => {
  const m = await memberWithSession(t.db);
  const { ticket } = await launch(t.app, m, await firstGame(t.db, { vendor: 'IN', code }));
  const state = await stateOf(t.app, ticket);
  expect(state.game.rtpBasisPoints).toBe(RTP);
  let commit = state.fair as FairCommit;
  expect(commit).toMatchObject({ nonce: 0 });
  for (const choice of choices) {
    const answer = await roundOk(t.app, ticket, {
      stake: '10.00',
      choice,
      ...(clientSeed ? { clientSeed } : {}),
    });
    const { fair, outcome, win } = answer.round;
    if (!fair || !outcome) throw new Error('an in-house round reveals its seed');
    expect(fair).toMatchObject({
      serverSeedHash: commit.serverSeedHash,
      nonce: commit.nonce,
      clientSeed: clientSeed ?? commit.clientSeed,
    });
    expect(await seedHash(fair.serverSeed)).toBe(commit.serverSeedHash);
    const draw = await fairDraw(fair.serverSeed, fair.clientSeed, fair.nonce);
    if (choice.kind === 'dice' && outcome.kind === 'dice') {
      expect(outcome.roll).toBe(diceRoll(draw));
      const won = outcome.roll < choice.target * 100;
      expect(minor(win)).toBe(won ? diceWin(1000, choice.target, RTP) : 0);
    } else if (choice.kind === 'crash' && outcome.kind === 'crash') {
      expect(outcome.crashPoint).toBe(crashPoint(draw, RTP));
      const won = outcome.crashPoint >= choice.cashOut;
      expect(minor(win)).toBe(won ? crashWin(1000, choice.cashOut) : 0);
    } else throw new Error('outcome of another kind');
    const next = answer.nextFair as FairCommit;
    expect(next.nonce).toBe(commit.nonce + 1);
    expect(next.serverSeedHash).not.toBe(commit.serverSeedHash);
    expect((await stateOf(t.app, ticket)).fair).toEqual(next);
    commit = next;
  }
  return ticket;
};

describe('in-house games', () => {
  it('dice: the revealed seed hashes to the commitment and recomputes the roll and win', async () => {
    const targets = [2, 10, 50, 50, 90, 95];
    await playFairly(
      'DICE',
      targets.map((target) => ({ kind: 'dice', target })),
    );
  });

  it('crash: the same, with the player’s own client seed', async () => {
    const cashOuts = [101, 150, 200, 1000, 100_000];
    await playFairly(
      'CRASH',
      cashOuts.map((cashOut) => ({ kind: 'crash', cashOut })),
      'my-own-seed',
    );
  });

  it('keeps the seed when a round is refused', async () => {
    const m = await memberWithSession(t.db);
    const { ticket } = await launch(
      t.app,
      m,
      await firstGame(t.db, { vendor: 'IN', code: 'DICE' }),
    );
    const { fair } = await stateOf(t.app, ticket);
    const before = await writtenRows(t.db);
    const refused = await postRound(t.app, ticket, {
      stake: '100.00',
      choice: { kind: 'dice', target: 96 },
    });
    expect(failure(refused)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    const crash = await postRound(t.app, ticket, {
      stake: '10.00',
      choice: { kind: 'crash', cashOut: 200 },
    });
    expect(failure(crash)).toMatchObject({ status: 400, errorCode: 'game.bet.invalid' });
    expect(await writtenRows(t.db)).toEqual(before);
    expect((await stateOf(t.app, ticket)).fair).toEqual(fair);
  });
});

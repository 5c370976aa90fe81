import {
  crashPoint,
  diceRoll,
  fairDraw,
  type PlayOutcome,
  type RoundView,
  seedHash,
} from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { randomClientSeed, verifyRound } from './fair';

const RTP = 9700;

const revealed = async (
  outcome: PlayOutcome,
  serverSeed = 'server-seed-1',
): Promise<RoundView> => ({
  roundId: 'r1',
  nodeId: '9',
  stake: '1.00',
  win: '0.00',
  status: 'settled',
  choice: outcome.kind === 'dice' ? { kind: 'dice', target: 50 } : { kind: 'crash', cashOut: 200 },
  outcome,
  fair: { serverSeed, serverSeedHash: await seedHash(serverSeed), clientSeed: 'mine', nonce: 3 },
  createdAt: 1,
  settledAt: 2,
});

describe('verifyRound', () => {
  it('confirms a dice roll and a crash point that the seeds give', async () => {
    const draw = await fairDraw('server-seed-1', 'mine', 3);
    expect(await verifyRound(await revealed({ kind: 'dice', roll: diceRoll(draw) }), RTP)).toBe(
      true,
    );
    const point = crashPoint(draw, RTP);
    expect(await verifyRound(await revealed({ kind: 'crash', crashPoint: point }), RTP)).toBe(true);
  });

  it('refuses a result the seeds do not give, or a seed that is not the committed one', async () => {
    const draw = await fairDraw('server-seed-1', 'mine', 3);
    const roll = diceRoll(draw);
    expect(
      await verifyRound(await revealed({ kind: 'dice', roll: (roll + 1) % 10_000 }), RTP),
    ).toBe(false);
    const round = await revealed({ kind: 'dice', roll });
    const swapped = { ...round, fair: { ...round.fair, serverSeed: 'other' } } as RoundView;
    expect(await verifyRound(swapped, RTP)).toBe(false);
  });

  it('makes client seeds the contract accepts', () => {
    expect(randomClientSeed()).toMatch(/^[0-9a-f]{16}$/);
  });
});

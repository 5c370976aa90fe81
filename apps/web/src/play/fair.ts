import { crashPoint, diceRoll, fairDraw, type RoundView, seedHash } from '@lotto/contract';

/**
 * Checks a revealed in-house round in the browser: the seed must hash to the commitment
 * shown before the round, and the seeds must give the very roll or crash point played.
 */
export const verifyRound = async (round: RoundView, rtpBasisPoints: number): Promise<boolean> => {
  const { fair, outcome } = round;
  if (!fair || !outcome) return false;
  if ((await seedHash(fair.serverSeed)) !== fair.serverSeedHash) return false;
  const draw = await fairDraw(fair.serverSeed, fair.clientSeed, fair.nonce);
  if (outcome.kind === 'dice') return diceRoll(draw) === outcome.roll;
  if (outcome.kind === 'crash') return crashPoint(draw, rtpBasisPoints) === outcome.crashPoint;
  return false;
};

/** A new client seed for the player to start from: 16 random hex digits. */
export const randomClientSeed = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

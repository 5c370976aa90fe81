import { randomInt } from 'node:crypto';
import { RED_RAIN_LIMITS } from '@lotto/contract';

/**
 * How much the next envelope holds, given what is left of the round: a random amount from the
 * operating system's randomness, at least the minimum per envelope and leaving the minimum for
 * each envelope after it; up to twice the fair share, so envelopes vary while the budget lasts
 * to the last one, which takes the rest.
 */
export const drawEnvelope = (
  remainingMinor: number,
  envelopesLeft: number,
  random: (min: number, max: number) => number = randomInt,
): number => {
  const least = RED_RAIN_LIMITS.minEnvelopeMinor;
  if (envelopesLeft <= 1) return remainingMinor;
  const keepForOthers = (envelopesLeft - 1) * least;
  const fairTwice = Math.floor((2 * remainingMinor) / envelopesLeft);
  const most = Math.max(least, Math.min(fairTwice, remainingMinor - keepForOthers));
  // randomInt's upper bound is exclusive.
  return random(least, most + 1);
};

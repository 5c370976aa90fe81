import { describe, expect, it } from 'vitest';
import { DEMO_JACKPOT } from '../../seed/demo-jackpot.js';
import {
  ALWAYS_HITS,
  baseReturnOf,
  contributionOf,
  hitChanceOf,
  hitStakeOf,
  jackpotReturnOf,
} from '../jackpot/jackpot.test-support.js';
import { exactSlotWeights, PAY_TABLE } from './slot.js';

/**
 * A real-money slot round on a site with a jackpot returns exactly the configured RTP: the
 * slot's own draw (its pay table's weights for the RTP less the jackpot's share) plus what the
 * jackpot returns of the stake (its contribution and, per stake, the seed a hit pays).
 */

const TERMS = [
  ['the demo site', DEMO_JACKPOT],
  ['a jackpot that always hits at 100.00', ALWAYS_HITS],
  ['odd figures', { contributionBp: 137, hitOdds: 7_919, seedMinor: 3_331 }],
] as const;
const STAKES = [1, 2, 99, 100, 333, 10_000, 123_457, 100_000_000];

/** The slot's expected return in basis points of the stake, as a fraction (num, den). */
const slotReturn = (weights: bigint[]) => {
  const total = weights.reduce((sum, w) => sum + w, 0n);
  // E[multiplier] = sum(w_i * m_i / 100) / total, and 10000 bp per 1x.
  const paid = PAY_TABLE.reduce(
    (sum, l, i) => sum + (weights[i + 1] ?? 0n) * BigInt(l.multiplier),
    0n,
  );
  return { num: paid * 100n, den: total };
};

describe('jackpot return to player', () => {
  for (const [name, terms] of TERMS) {
    it.each([9600, 9700])(
      `slot plus jackpot return exactly %i bp of every stake (${name})`,
      (rtp) => {
        for (const stake of STAKES) {
          const jackpot = jackpotReturnOf(terms, stake);
          const slot = slotReturn(exactSlotWeights(baseReturnOf(rtp, jackpot)));
          // slot + jackpot = rtp, as integers: slot.num/slot.den + j.num/j.den = rtp.
          const left = slot.num * jackpot.den + jackpot.num * slot.den;
          expect(left).toBe(BigInt(rtp) * slot.den * jackpot.den);
          // and the slot's own share is less than the RTP: the jackpot's part came out of it.
          expect(slot.num).toBeLessThan(BigInt(rtp) * slot.den);
        }
      },
    );
  }

  it("the jackpot's share is its contribution plus the seed per stake a hit pays", () => {
    for (const [, terms] of TERMS) {
      for (const stake of STAKES) {
        const h = hitStakeOf(terms);
        const k = BigInt(Math.floor((stake * terms.contributionBp) / 10_000));
        expect(BigInt(contributionOf(terms, stake))).toBe(k);
        const { hits, outOf } = hitChanceOf(terms, stake);
        // p = min(s, H) / H: a stake of 1.00 hits once in hitOdds, a larger one more often.
        expect(outOf).toBe(h);
        expect(hits).toBe(BigInt(stake) < h ? BigInt(stake) : h);
        const share = jackpotReturnOf(terms, stake);
        // share / 10000 * s = k + S * p
        expect(share.num * BigInt(stake) * outOf).toBe(
          10_000n * share.den * (k * outOf + BigInt(terms.seedMinor) * hits),
        );
      }
    }
  });

  it('play money (no jackpot) keeps the whole RTP in the slot', () => {
    const slot = slotReturn(exactSlotWeights(baseReturnOf(9600, null)));
    expect(slot.num).toBe(9600n * slot.den);
  });
});

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawResult, drawResultWith, lotterySeedHash } from './draw.js';
import { LOTTERY_FAMILIES, type LotteryFamily, VN_LAYOUTS } from './families.js';

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const variantOf = (family: LotteryFamily) => (family === 'VN' ? 'north' : null);

describe('lottery draw derivation', () => {
  it('gives the same result on the async WebCrypto path as on the sync HMAC path', async () => {
    for (const family of LOTTERY_FAMILIES) {
      for (const variant of family === 'VN' ? ['north', 'south'] : [null]) {
        for (let i = 0; i < 25; i++) {
          const seed = `sample-seed-${family}-${i}`;
          const drawNo = `20261123-${String(i + 1).padStart(4, '0')}`;
          const sync = drawResultWith(hmac, family, variant, seed, drawNo);
          expect(await drawResult(family, variant, seed, drawNo)).toEqual(sync);
        }
      }
    }
  });

  it('is fixed by the seed and draw number: pinned results', () => {
    // Pinned so a change of the derivation (which would break every published proof) fails here.
    const seed = 'pinned-seed';
    const drawNo = '20261123-0001';
    expect(drawResultWith(hmac, '5D', null, seed, drawNo)).toEqual(PINNED['5D']);
    expect(drawResultWith(hmac, 'K3', null, seed, drawNo)).toEqual(PINNED.K3);
    expect(drawResultWith(hmac, '11X5', null, seed, drawNo)).toEqual(PINNED['11X5']);
    expect(drawResultWith(hmac, 'THAI', null, seed, drawNo)).toEqual(PINNED.THAI);
  });

  it('changes with the draw number and the seed', () => {
    const a = drawResultWith(hmac, '11X5', null, 's', '20261123-0001');
    const b = drawResultWith(hmac, '11X5', null, 's', '20261123-0002');
    const c = drawResultWith(hmac, '11X5', null, 't', '20261123-0001');
    expect([b, c]).not.toContainEqual(a);
  });

  it('gives results of the family shape', () => {
    for (let i = 0; i < 200; i++) {
      const seed = `shape-${i}`;
      const fived = drawResultWith(hmac, '5D', null, seed, '20261123-0001');
      if (fived.family !== '5D') throw new Error('family');
      expect(fived.digits).toHaveLength(5);
      expect(fived.digits.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)).toBe(true);
      const k3 = drawResultWith(hmac, 'K3', null, seed, '20261123-0001');
      if (k3.family !== 'K3') throw new Error('family');
      expect(k3.dice.every((d) => d >= 1 && d <= 6)).toBe(true);
      const balls = drawResultWith(hmac, '11X5', null, seed, '20261123-0001');
      if (balls.family !== '11X5') throw new Error('family');
      expect(new Set(balls.balls).size).toBe(5);
      expect(balls.balls.every((b) => b >= 1 && b <= 11)).toBe(true);
      for (const variant of ['north', 'south'] as const) {
        const vn = drawResultWith(hmac, 'VN', variant, seed, '20261123-0001');
        if (vn.family !== 'VN') throw new Error('family');
        expect(vn.prizes.map((p) => p.map((n) => n.length))).toEqual(VN_LAYOUTS[variant]);
        expect(vn.prizes.flat().every((n) => /^\d+$/.test(n))).toBe(true);
      }
      const thai = drawResultWith(hmac, 'THAI', null, seed, '20261123-0001');
      if (thai.family !== 'THAI') throw new Error('family');
      expect(thai.first).toMatch(/^\d{6}$/);
      expect([...thai.front3, ...thai.bottom3].every((n) => /^\d{3}$/.test(n))).toBe(true);
      expect(thai.bottom2).toMatch(/^\d{2}$/);
    }
    expect(new Set(VN_LAYOUTS.north.flat()).size).toBeGreaterThan(0);
    expect(VN_LAYOUTS.north.flat()).toHaveLength(27);
    expect(VN_LAYOUTS.south.flat()).toHaveLength(18);
  });

  it('refuses an unknown VN variant', () => {
    expect(() => drawResultWith(hmac, 'VN', 'east', 's', '20261123-0001')).toThrow(RangeError);
    expect(() => drawResultWith(hmac, 'VN', variantOf('5D'), 's', '20261123-0001')).toThrow(
      RangeError,
    );
  });

  it('publishes sha256 of the seed as the commitment', async () => {
    expect(await lotterySeedHash('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

/** Checked independently with Python's hmac module (bytes < 250 as byte % 10 ...). */
const PINNED = {
  '5D': { family: '5D', digits: [5, 8, 0, 3, 8] },
  K3: { family: 'K3', dice: [4, 1, 5] },
  '11X5': { family: '11X5', balls: [7, 10, 1, 3, 8] },
  THAI: {
    family: 'THAI',
    first: '580386',
    front3: ['488', '509'],
    bottom3: ['546', '117'],
    bottom2: '88',
  },
} as const;

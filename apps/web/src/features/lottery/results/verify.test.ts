import { createHmac } from 'node:crypto';
import { drawResultWith, lotterySeedHash } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { verifyDraw } from './verify';

const hmac = (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

describe('verifyDraw', () => {
  const seed = 'a'.repeat(64);
  const drawNo = '20261124-0001';
  const result = drawResultWith(hmac, '5D', null, seed, drawNo);

  it('confirms a draw whose seed hashes to its commitment and gives its result', async () => {
    const seedHash = await lotterySeedHash(seed);
    expect(await verifyDraw({ family: '5D', variant: null, drawNo, seed, seedHash, result })).toBe(
      'verified',
    );
  });

  it('catches a result the seed does not give, and a seed that is not the committed one', async () => {
    const seedHash = await lotterySeedHash(seed);
    const other = {
      family: '5D' as const,
      digits: result.family === '5D' ? result.digits.map((d) => (d + 1) % 10) : [],
    };
    expect(
      await verifyDraw({ family: '5D', variant: null, drawNo, seed, seedHash, result: other }),
    ).toBe('mismatch');
    expect(
      await verifyDraw({
        family: '5D',
        variant: null,
        drawNo,
        seed,
        seedHash: 'ab'.repeat(32),
        result,
      }),
    ).toBe('hashMismatch');
  });
});

import { seedHash } from '../play/fairness.js';
import {
  type LotteryFamily,
  type LotteryResult,
  VN_LAYOUTS,
  VN_VARIANTS,
  type VnVariant,
} from './families.js';

/**
 * Provably fair draws. Before sales open a draw publishes sha256(serverSeed); the result is
 * derived from that seed and the draw number alone, so it is fixed before any bet is seen and
 * nothing added later (a bet, a timing) changes it; the seed is revealed with the result.
 *
 * Derivation: a byte stream of HMAC-SHA256(key = serverSeed, message = `${drawNo}:${block}`)
 * for block = 0, 1, 2 ... (32 bytes each), consumed in order. Uniform integers by rejection:
 * a digit from a byte < 250 as byte % 10; a die from a byte < 252 as byte % 6 + 1; 11x5 by a
 * Fisher-Yates draw from 1..11 where a pick among n left takes a byte < 256 - 256 % n as
 * byte % n. Integer arithmetic only, so every machine and browser gets the same result.
 */

/** HMAC-SHA256(key, message) over UTF-8 text, synchronously (node's createHmac on the server). */
export type HmacSha256 = (key: string, message: string) => Uint8Array;

/** Thrown by a byte source that ran out (the async path then computes more blocks). */
class OutOfBytes extends Error {}

type NextByte = () => number;

const uniform = (next: NextByte, n: number): number => {
  const limit = 256 - (256 % n);
  for (;;) {
    const byte = next();
    if (byte < limit) return byte % n;
  }
};

const digits = (next: NextByte, count: number): string => {
  let text = '';
  for (let i = 0; i < count; i++) text += String(uniform(next, 10));
  return text;
};

const vnVariant = (variant: string | null): VnVariant => {
  const found = VN_VARIANTS.find((v) => v === variant);
  if (!found) throw new RangeError(`unknown VN variant: ${variant}`);
  return found;
};

/** The result of a family from a byte stream (shared by the sync and async paths). */
const resultFrom = (
  family: LotteryFamily,
  variant: string | null,
  next: NextByte,
): LotteryResult => {
  switch (family) {
    case '5D':
      return { family, digits: Array.from({ length: 5 }, () => uniform(next, 10)) };
    case 'K3':
      return { family, dice: Array.from({ length: 3 }, () => uniform(next, 6) + 1) };
    case '11X5': {
      const pool = Array.from({ length: 11 }, (_, i) => i + 1);
      const balls: number[] = [];
      for (let i = 0; i < 5; i++) {
        const j = i + uniform(next, 11 - i);
        const picked = pool[j] as number;
        pool[j] = pool[i] as number;
        pool[i] = picked;
        balls.push(picked);
      }
      return { family, balls };
    }
    case 'VN': {
      const v = vnVariant(variant);
      const prizes = VN_LAYOUTS[v].map((prize) => prize.map((length) => digits(next, length)));
      return { family, variant: v, prizes };
    }
    case 'THAI': {
      const first = digits(next, 6);
      const front3 = [digits(next, 3), digits(next, 3)];
      const bottom3 = [digits(next, 3), digits(next, 3)];
      const bottom2 = digits(next, 2);
      return { family, first, front3, bottom3, bottom2 };
    }
  }
};

/** A byte reader over blocks; `more` gives block n or throws OutOfBytes. */
const reader = (block: (n: number) => Uint8Array): NextByte => {
  let n = 0;
  let bytes = block(0);
  let at = 0;
  return () => {
    if (at >= bytes.length) {
      n += 1;
      bytes = block(n);
      at = 0;
    }
    return bytes[at++] as number;
  };
};

/** The result of a draw from its revealed seed and number, with a synchronous HMAC. */
export const drawResultWith = (
  hmac: HmacSha256,
  family: LotteryFamily,
  variant: string | null,
  serverSeed: string,
  drawNo: string,
): LotteryResult =>
  resultFrom(
    family,
    variant,
    reader((n) => hmac(serverSeed, `${drawNo}:${n}`)),
  );

const encoder = new TextEncoder();

/** The result of a draw with WebCrypto (the browser's verify button; same bytes as the sync path). */
export const drawResult = async (
  family: LotteryFamily,
  variant: string | null,
  serverSeed: string,
  drawNo: string,
): Promise<LotteryResult> => {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const blocks: Uint8Array[] = [];
  // Compute a few blocks, derive; if rejection needed more bytes, compute more and derive again.
  for (let wanted = 8; ; wanted *= 2) {
    while (blocks.length < wanted) {
      const mac = await crypto.subtle.sign(
        'HMAC',
        key,
        encoder.encode(`${drawNo}:${blocks.length}`),
      );
      blocks.push(new Uint8Array(mac));
    }
    try {
      return resultFrom(
        family,
        variant,
        reader((n) => {
          const block = blocks[n];
          if (!block) throw new OutOfBytes();
          return block;
        }),
      );
    } catch (error) {
      if (!(error instanceof OutOfBytes)) throw error;
    }
  }
};

/** sha256 hex of the seed: the commitment a draw publishes before sales open. */
export const lotterySeedHash = (serverSeed: string): Promise<string> => seedHash(serverSeed);

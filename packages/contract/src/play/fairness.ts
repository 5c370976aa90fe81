/**
 * Provably fair results of the in-house games, shared by the server that plays them and the
 * page that lets a player check them. Before a round the server shows sha256(serverSeed); after
 * it, the seed. The result is HMAC-SHA256(serverSeed, "clientSeed:nonce"), read as a 52-bit
 * integer, so anyone holding the three values gets the same roll or crash point. Integer
 * (BigInt) arithmetic only: no float rounding may differ between machines.
 */

const encoder = new TextEncoder();
const TWO_52 = 2n ** 52n;
/** The highest crash point, in hundredths (1000.00x). */
export const CRASH_MAX = 100_000;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** sha256 of the seed text, as 64 hex digits: the commitment shown before a round. */
export const seedHash = async (serverSeed: string): Promise<string> =>
  hex(await crypto.subtle.digest('SHA-256', encoder.encode(serverSeed)));

/** The round's 52-bit draw: the first 13 hex digits of HMAC-SHA256(seed, "client:nonce"). */
export const fairDraw = async (
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<bigint> => {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}`));
  return BigInt(`0x${hex(mac).slice(0, 13)}`);
};

/** Dice roll in hundredths, 0 to 9999, each equally likely. */
export const diceRoll = (draw: bigint): number => Number((draw * 10_000n) / TWO_52);

/**
 * Crash point in hundredths, at least 100 (1.00x), at most CRASH_MAX. P(point >= c) equals
 * rtp x 100 / c, so every cash-out target returns rtp on average.
 */
export const crashPoint = (draw: bigint, rtpBasisPoints: number): number => {
  const point = (BigInt(rtpBasisPoints) * TWO_52) / (100n * (TWO_52 - draw));
  return Math.max(100, Math.min(CRASH_MAX, Number(point)));
};

/** Dice win for a stake in minor units: stake x rtp / P(roll < target), rounded down. */
export const diceWin = (stakeMinor: number, target: number, rtpBasisPoints: number): number =>
  Math.floor((stakeMinor * rtpBasisPoints) / (target * 100));

/** Crash win for a stake in minor units when the crash point reaches cashOut (hundredths). */
export const crashWin = (stakeMinor: number, cashOut: number): number =>
  Math.floor((stakeMinor * cashOut) / 100);

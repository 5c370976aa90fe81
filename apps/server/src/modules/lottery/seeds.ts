import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { loadConfig } from '../../config.js';
import type { Ctx } from '../../context.js';
import type { SeedPurpose } from './draws.tables.js';

/**
 * Draw seeds, so that draws are provably fair: a fresh 256-bit seed per draw, its sha256
 * published when the draw is made (before its sales open), the seed itself kept sealed with
 * AES-256-GCM under the configured key (AppConfig.lotterySeedKey, LOTTERY_SEED_KEY) until the
 * draw reveals it. Every unsealing, and the sealing, writes a row to lottery_seed_access in the
 * caller's transaction, so the audit and the access commit (or vanish) together.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key from the configuration, read once (the seed step and the job have no app config). */
let configuredKey: Buffer | null = null;
const sealKey = (): Buffer => {
  configuredKey ??= loadConfig().lotterySeedKey;
  return configuredKey;
};

/** A new server seed: 32 random bytes as 64 hex digits. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** sha256 of the seed text, hex: the commitment (the contract's lotterySeedHash computes the same). */
export const seedHashOf = (seed: string): string =>
  createHash('sha256').update(seed, 'utf8').digest('hex');

/** base64 of iv + tag + ciphertext. */
export const sealSeed = (seed: string, key: Buffer = sealKey()): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
};

/** The seed a sealed text holds; throws when the key is not the one it was sealed with. */
export const unsealSeed = (sealed: string, key: Buffer = sealKey()): string => {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
};

/** Who touches seeds: a job names its process, the seed 'seed', an operator its name. */
export const jobActor = (owner: string): string => `job:${owner}`;

/** Writes one audit row: who touched which draw's seed, why, when. */
export const auditSeedAccess = (
  ctx: Ctx,
  drawId: number,
  purpose: SeedPurpose,
  actor: string,
): Promise<unknown> =>
  ctx.db
    .insertInto('lottery_seed_access')
    .values({ draw_id: drawId, purpose, actor, at: ctx.now() })
    .execute();

/** Unseals a draw's seed, recording the access first (in the caller's transaction). */
export const openSeed = async (
  ctx: Ctx,
  draw: { id: number; seed_cipher: string },
  purpose: SeedPurpose,
  actor: string,
): Promise<string> => {
  await auditSeedAccess(ctx, draw.id, purpose, actor);
  return unsealSeed(draw.seed_cipher);
};

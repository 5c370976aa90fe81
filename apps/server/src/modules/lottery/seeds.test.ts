import { randomBytes } from 'node:crypto';
import { lotterySeedHash } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { newServerSeed, sealSeed, seedHashOf, unsealSeed } from './seeds.js';

describe('sealed draw seeds', () => {
  it('seal with AES-256-GCM under the configured key and open again', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const sealed = sealSeed(seed);
    expect(sealed).not.toContain(seed);
    // iv 12 + tag 16 + 64 bytes of text
    expect(Buffer.from(sealed, 'base64')).toHaveLength(12 + 16 + 64);
    expect(unsealSeed(sealed)).toBe(seed);
    // A fresh iv each time: the same seed never seals the same twice.
    expect(sealSeed(seed)).not.toBe(sealed);
  });

  it('refuse another key and any change to the sealed text', () => {
    const sealed = sealSeed(newServerSeed());
    expect(() => unsealSeed(sealed, randomBytes(32))).toThrow();
    const raw = Buffer.from(sealed, 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => unsealSeed(raw.toString('base64'))).toThrow();
  });

  it('publish the same hash the contract computes in the browser', async () => {
    const seed = newServerSeed();
    expect(seedHashOf(seed)).toBe(await lotterySeedHash(seed));
  });

  it('take the key from LOTTERY_SEED_KEY, 64 hex digits', () => {
    const key = randomBytes(32);
    expect(loadConfig({ LOTTERY_SEED_KEY: key.toString('hex') }).lotterySeedKey).toEqual(key);
    expect(loadConfig({}).lotterySeedKey).toHaveLength(32);
    expect(() => loadConfig({ LOTTERY_SEED_KEY: 'short' })).toThrow(/64 hex digits/);
    // The development key is public: a production start refuses to run on it.
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/must be set in production/);
    const sealed = sealSeed('abc', key);
    expect(unsealSeed(sealed, key)).toBe('abc');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import {
  hashPassword,
  NO_PASSWORD,
  needsRehash,
  setPasswordHashCost,
  verifyPassword,
} from './password.js';

afterEach(() => setPasswordHashCost(10));

describe('password hashing', () => {
  it('stores scrypt N=2^17, r=8, p=1, 16-byte salt, 64-byte key at the production cost', async () => {
    setPasswordHashCost(loadConfig({}).passwordHashLog2);
    const stored = await hashPassword('Secret123');
    const [name, n, r, p, salt, key] = stored.split('$');
    expect([name, n, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(await verifyPassword('Secret123', stored)).toBe(true);
  });

  it('never stores the password itself and salts every hash', async () => {
    const a = await hashPassword('Secret123', 14);
    const b = await hashPassword('Secret123', 14);
    expect(a).not.toContain('Secret123');
    expect(a).not.toBe(b);
  });

  it('refuses a wrong password and a changed case', async () => {
    const stored = await hashPassword('Secret123', 14);
    expect(await verifyPassword('Secret124', stored)).toBe(false);
    expect(await verifyPassword('secret123', stored)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, whatever the current cost', async () => {
    const cheap = await hashPassword('Secret123', 12);
    setPasswordHashCost(15);
    expect(await verifyPassword('Secret123', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(true);
    expect(needsRehash(await hashPassword('Secret123'))).toBe(false);
  });

  it('never verifies against a missing, malformed or absurd hash', async () => {
    const good = await hashPassword('Secret123', 12);
    const [, , r, p, salt, key] = good.split('$');
    for (const stored of [
      NO_PASSWORD,
      '',
      'plain',
      good.replace('scrypt', 'bcrypt'),
      `scrypt$1000$${r}$${p}$${salt}$${key}`, // N not a power of two
      `scrypt$${2 ** 24}$${r}$${p}$${salt}$${key}`, // would take gigabytes
      `scrypt$4096$64$${p}$${salt}$${key}`,
      good.split('$').slice(0, 5).join('$'),
    ]) {
      expect(await verifyPassword('Secret123', stored), stored).toBe(false);
    }
  });

  it('refuses to configure a cost outside the sane range', () => {
    expect(() => setPasswordHashCost(8)).toThrow();
    expect(() => setPasswordHashCost(21)).toThrow();
  });
});

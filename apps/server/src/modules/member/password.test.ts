import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import {
  hashPassword,
  NO_PASSWORD,
  needsRehash,
  setPasswordHashCost,
  verifyPassword,
  withPasswordHashCost,
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
    expect(() => withPasswordHashCost(8, async () => {})).toThrow();
  });
});

const costOf = (stored: string) => Math.log2(Number(stored.split('$')[1]));

describe('a lower cost for one piece of work (the demo seed)', () => {
  it('hashes inside it at its cost, counts that cost current there, and upgrades it outside', async () => {
    setPasswordHashCost(14);
    const cheap = await withPasswordHashCost(10, async () => {
      const stored = await hashPassword('Demo1234');
      expect(needsRehash(stored)).toBe(false);
      return stored;
    });
    expect(costOf(cheap)).toBe(10);
    expect(await verifyPassword('Demo1234', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(true);
    expect(costOf(await hashPassword('Demo1234'))).toBe(14);
  });

  it('leaves work running beside it at the process cost', async () => {
    setPasswordHashCost(12);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inside = withPasswordHashCost(10, async () => {
      await held; // the work outside runs while this one is still open
      return hashPassword('Demo1234');
    });
    const outside = await hashPassword('Secret123');
    release();
    expect([costOf(await inside), costOf(outside)]).toEqual([10, 12]);
  });
});

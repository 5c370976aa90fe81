import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt. A hash describes itself (`scrypt$N$r$p$salt$hash`, salt and
 * hash in base64), so changing the cost never breaks stored hashes, and a hash made with a
 * lower cost than today's can be upgraded at the next login.
 */

const PREFIX = 'scrypt';
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Refuse absurd parameters from a stored string rather than spend minutes or gigabytes. */
const MAX_LOG2 = 20;
/** The lowest cost a process may be configured with (tests and the demo seed use it). */
export const MIN_PASSWORD_HASH_LOG2 = 10;
const MAX_R = 16;
const MAX_P = 4;

/** Marks an account that has no password (free trial): no input ever verifies against it. */
export const NO_PASSWORD = '!';
const DUMMY_SALT = randomBytes(SALT_BYTES);

// One cost per process, set from the app config at start-up (tests use a lower one).
let defaultLog2 = 17;
// A lower cost for one piece of work only (the demo seed's published passwords), see below.
const scopedLog2 = new AsyncLocalStorage<number>();
const currentLog2 = () => scopedLog2.getStore() ?? defaultLog2;

const checkCost = (log2: number) => {
  if (!Number.isInteger(log2) || log2 < MIN_PASSWORD_HASH_LOG2 || log2 > MAX_LOG2) {
    throw new Error(`password hash cost 2^${log2} is out of range`);
  }
};

/** Sets the cost of new hashes as log2(N). */
export const setPasswordHashCost = (log2: number): void => {
  checkCost(log2);
  defaultLog2 = log2;
};

/**
 * Runs `work` with new hashes at the given cost and hashes of that cost counted as current (no
 * upgrade inside it). The demo seed runs in one: its passwords are published, so a costly hash
 * protects nothing there, and the members' next sign-in outside it upgrades them.
 */
export const withPasswordHashCost = <T>(log2: number, work: () => Promise<T>): Promise<T> => {
  checkCost(log2);
  return scopedLog2.run(log2, work);
};

const derive = (password: string, salt: Buffer, n: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) => {
    // scrypt needs about 128 * N * r bytes; Node's default limit (32 MiB) is below 2^17.
    const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r };
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });

/** Hashes a password with a fresh salt at the current cost (or the one given). */
export const hashPassword = async (password: string, log2 = currentLog2()): Promise<string> => {
  const n = 2 ** log2;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, n, R, P);
  return [PREFIX, n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
};

interface Parsed {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const parse = (stored: string): Parsed | null => {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const log2 = Math.log2(n);
  if (!Number.isInteger(log2) || log2 < 1 || log2 > MAX_LOG2) return null;
  if (!Number.isInteger(r) || r < 1 || r > MAX_R || !Number.isInteger(p) || p < 1 || p > MAX_P) {
    return null;
  }
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 8 || key.length < 16) return null;
  return { n, r, p, salt, key };
};

/** True when the password matches the stored hash; compares in constant time. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.n, parsed.r, parsed.p);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
};

/** True when the stored hash is cheaper than the current cost (upgrade it after a login). */
export const needsRehash = (stored: string): boolean => {
  const parsed = parse(stored);
  return parsed !== null && parsed.n < 2 ** currentLog2();
};

/**
 * Burns the same time as a real check, for logins of unknown accounts, so the answer time does
 * not tell whether an account exists.
 */
export const verifyAgainstNothing = async (password: string): Promise<false> => {
  await derive(password, DUMMY_SALT, 2 ** defaultLog2, R, P);
  return false;
};

import { createHash, randomBytes } from 'node:crypto';

/**
 * A trial name is proposed before its account exists (GET trialuser creates nothing) and is
 * bound to the client it was proposed to: the name is derived from a secret claim that only
 * that client holds, in an httpOnly cookie. Whoever merely sees the name cannot make it theirs:
 * finding another claim that gives the same name costs about 2^50 hashes.
 */
export const TRIAL_CLAIM = {
  cookie: 'trial_claim',
  /** How long a client keeps its proposed name (and may log into the account made from it). */
  ttlMs: 10 * 60_000,
} as const;

const CLAIM = /^[A-Za-z0-9_-]{43}$/;
/** 32 letters (5 bits each), without the look-alikes l, o, 0 and 1. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const NAME_LETTERS = 10;

/** 256 random bits, base64url. */
export const newClaim = (): string => randomBytes(32).toString('base64url');

export const isClaim = (value: unknown): value is string =>
  typeof value === 'string' && CLAIM.test(value);

/** The trial name a claim stands for: `trial` and ten letters. */
export const trialNameOf = (claim: string): string => {
  const digest = createHash('sha256').update(`trial-name:${claim}`).digest();
  let name = 'trial';
  for (let i = 0; i < NAME_LETTERS; i++) name += ALPHABET[(digest[i] ?? 0) % ALPHABET.length];
  return name;
};

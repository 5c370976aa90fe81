import { Secret, TOTP } from 'otpauth';

/** Authenticator codes (RFC 6238: SHA-1, 6 digits, 30 s), as every authenticator app makes them. */

const PERIOD_S = 30;
const totpOf = (secret: string, label?: string) =>
  new TOTP({
    issuer: 'Back office',
    ...(label ? { label } : {}),
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
  });

/** A fresh random secret, base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from a QR code, labelled with the operator. */
export const totpUri = (secret: string, username: string): string =>
  totpOf(secret, username).toString();

export const isBase32Secret = (secret: string): boolean => /^[A-Z2-7]{16,64}$/.test(secret);

/** The current code of a secret (the README's way to sign in to the demo, and tests). */
export const totpCode = (secret: string, timestamp: number): string =>
  totpOf(secret).generate({ timestamp });

/**
 * The time step the code belongs to (now or one step either side, for clock drift), or null
 * when it is not a code of this secret now.
 */
export const totpStepOf = (secret: string, code: string, timestamp: number): number | null => {
  const delta = totpOf(secret).validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : Math.floor(timestamp / 1000 / PERIOD_S) + delta;
};

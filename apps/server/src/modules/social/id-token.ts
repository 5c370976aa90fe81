import { createPublicKey, type JsonWebKey, verify } from 'node:crypto';
import { OidcFailure } from './oidc-failure.js';

/** The claims the platform uses from a verified ID token. */
export interface IdTokenClaims {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  nonce: string;
  /** Epoch ms. */
  now: number;
}

/** Finds the provider's signing key by key id (refetching its JWKS when the id is new). */
export type KeyLookup = (kid: string | undefined) => Promise<JsonWebKey | undefined>;

/** Clocks of provider and server may differ a little. */
const CLOCK_SKEW_MS = 60_000;

const decodePart = (part: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // falls through to the refusal below
  }
  throw new OidcFailure('id token is not a JWT');
};

const checkSignature = async (token: string, lookup: KeyLookup) => {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) {
    throw new OidcFailure('id token is not a JWT');
  }
  const [header, payload, signature] = parts as [string, string, string];
  const { alg, kid } = decodePart(header);
  // Only RS256: never "none", never an HMAC keyed with a public key.
  if (alg !== 'RS256') throw new OidcFailure(`id token alg ${String(alg)} refused`);
  const jwk = await lookup(typeof kid === 'string' ? kid : undefined);
  if (jwk?.kty !== 'RSA' || (jwk.alg !== undefined && jwk.alg !== 'RS256')) {
    throw new OidcFailure('no RS256 signing key for the id token');
  }
  let valid = false;
  try {
    const key = createPublicKey({ key: jwk, format: 'jwk' });
    valid = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      key,
      Buffer.from(signature, 'base64url'),
    );
  } catch {
    valid = false;
  }
  if (!valid) throw new OidcFailure('id token signature is wrong');
  return decodePart(payload);
};

const audienceOk = (claims: Record<string, unknown>, clientId: string) => {
  const { aud, azp } = claims;
  if (aud === clientId) return true;
  if (!Array.isArray(aud) || !aud.includes(clientId)) return false;
  // With several audiences the token must have been issued to us (OIDC Core 3.1.3.7).
  return aud.length === 1 || azp === clientId;
};

/**
 * Verifies an ID token as OIDC Core 3.1.3.7 asks: RS256 signature by a key of the provider's
 * JWKS, issuer, audience, expiry, issue time and the nonce of this login. Answers its claims.
 */
export const verifyIdToken = async (
  token: string,
  lookup: KeyLookup,
  expected: IdTokenExpectations,
): Promise<IdTokenClaims> => {
  const claims = await checkSignature(token, lookup);
  if (claims.iss !== expected.issuer) throw new OidcFailure('id token issuer is wrong');
  if (!audienceOk(claims, expected.clientId)) throw new OidcFailure('id token audience is wrong');
  const { exp, iat, nonce, sub } = claims;
  if (typeof exp !== 'number' || exp * 1000 + CLOCK_SKEW_MS <= expected.now) {
    throw new OidcFailure('id token has expired');
  }
  if (typeof iat !== 'number' || iat * 1000 - CLOCK_SKEW_MS > expected.now) {
    throw new OidcFailure('id token is issued in the future');
  }
  if (nonce !== expected.nonce) throw new OidcFailure('id token nonce is wrong');
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 255) {
    throw new OidcFailure('id token has no subject');
  }
  return {
    sub,
    ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
    emailVerified: claims.email_verified === true,
    ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
  };
};

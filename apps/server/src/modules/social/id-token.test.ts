import { generateKeyPairSync, type JsonWebKey, type KeyObject, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyIdToken } from './id-token.js';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk: JsonWebKey = { ...keys.publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256' };
const lookup = async (kid: string | undefined) => (kid === 'k1' ? jwk : undefined);

const NOW = Date.UTC(2026, 5, 1, 12);
const expected = { issuer: 'https://id.example', clientId: 'client-1', nonce: 'n-1', now: NOW };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const token = (
  claims: Record<string, unknown> = {},
  header: Record<string, unknown> = {},
  key: KeyObject = keys.privateKey,
) => {
  const input = `${b64({ alg: 'RS256', kid: 'k1', ...header })}.${b64({
    iss: 'https://id.example',
    aud: 'client-1',
    sub: 'subject-1',
    nonce: 'n-1',
    iat: NOW / 1000,
    exp: NOW / 1000 + 300,
    ...claims,
  })}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
};

const reasonOf = async (jwt: string) => {
  try {
    await verifyIdToken(jwt, lookup, expected);
  } catch (err) {
    return (err as { reason?: string }).reason;
  }
  return 'accepted';
};

describe('verifyIdToken', () => {
  it('accepts a token signed by the JWKS key with the expected claims', async () => {
    const claims = await verifyIdToken(
      token({ email: 'a@example.com', email_verified: true, name: 'A' }),
      lookup,
      expected,
    );
    expect(claims).toEqual({
      sub: 'subject-1',
      email: 'a@example.com',
      emailVerified: true,
      name: 'A',
    });
  });

  it('accepts several audiences when the token was issued to us (azp)', async () => {
    const jwt = token({ aud: ['client-1', 'other'], azp: 'client-1' });
    expect(await reasonOf(jwt)).toBe('accepted');
    expect(await reasonOf(token({ aud: ['client-1', 'other'] }))).toBe(
      'id token audience is wrong',
    );
  });

  it.each([
    ['a foreign key', token({}, {}, other.privateKey), 'id token signature is wrong'],
    ['an unknown key id', token({}, { kid: 'k2' }), 'no RS256 signing key for the id token'],
    ['alg none', token({}, { alg: 'none' }), 'id token alg none refused'],
    ['alg HS256', token({}, { alg: 'HS256' }), 'id token alg HS256 refused'],
    ['another issuer', token({ iss: 'https://evil.example' }), 'id token issuer is wrong'],
    ['another audience', token({ aud: 'client-2' }), 'id token audience is wrong'],
    ['an expired exp', token({ exp: NOW / 1000 - 61 }), 'id token has expired'],
    ['no exp', token({ exp: undefined }), 'id token has expired'],
    ['an iat in the future', token({ iat: NOW / 1000 + 120 }), 'id token is issued in the future'],
    ['a wrong nonce', token({ nonce: 'n-2' }), 'id token nonce is wrong'],
    ['no subject', token({ sub: '' }), 'id token has no subject'],
    [
      'a tampered payload',
      `${token().split('.')[0]}.${b64({ sub: 'x' })}.${token().split('.')[2]}`,
      'id token signature is wrong',
    ],
    ['two parts only', 'abc.def', 'id token is not a JWT'],
    ['a header that is no JSON', 'bm90IGpzb24.e30.c2ln', 'id token is not a JWT'],
  ])('refuses a token with %s', async (_name, jwt, reason) => {
    expect(await reasonOf(jwt)).toBe(reason);
  });

  it('tolerates a minute of clock difference on expiry', async () => {
    expect(await reasonOf(token({ exp: NOW / 1000 - 30 }))).toBe('accepted');
  });
});

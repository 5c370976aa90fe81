import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny OpenID provider for tests (server and end-to-end): discovery, an authorize endpoint
 * that approves at once and redirects back with a code, a token endpoint that checks the client,
 * the redirect URI and PKCE and issues an RS256 ID token, and its JWKS. It listens on
 * 127.0.0.1 on a free port. `misbehave` makes the next tokens wrong in one chosen way.
 */

export interface Misbehaviour {
  /** Put this nonce in the ID token instead of the one the client sent. */
  nonce?: string;
  /** Seconds until the token expires; negative issues an expired one. */
  expiresInSeconds?: number;
  /** Sign with a key the JWKS does not hold. */
  foreignKey?: boolean;
  /** Another `aud` than the client id. */
  audience?: string;
  /** Another `iss` than the provider's. */
  issuer?: string;
  /** Another `alg` in the header ('none' sends no signature). */
  alg?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The `sub` of the next logins; change it to log in as someone else. */
  subject: string;
  email: string;
  name: string;
  misbehave(change: Misbehaviour): void;
  /** Authorization requests received, newest last (to check state, nonce and PKCE). */
  authorizeRequests: URL[];
  close(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  nonce: string;
  challenge: string;
}

const KEY_ID = 'test-key-1';
const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

const sendJson = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(value));
};

const signJwt = (
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  key: KeyObject,
) => {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  if (header.alg === 'none') return `${input}.`;
  return `${input}.${b64url(sign('sha256', Buffer.from(input), key))}`;
};

/** Which client a token request authenticates as: HTTP Basic, or client_id/secret in the form. */
const clientOf = (req: IncomingMessage, form: URLSearchParams) => {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Basic ')) {
    const [id, secret] = Buffer.from(auth.slice(6), 'base64').toString().split(':');
    return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
};

export const startOidcProvider = async (
  options: { clientId?: string; clientSecret?: string } = {},
): Promise<TestOidcProvider> => {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const codes = new Map<string, PendingCode>();
  let misbehaviour: Misbehaviour = {};

  const provider: TestOidcProvider = {
    issuer: '',
    clientId: options.clientId ?? 'platform-client',
    clientSecret: options.clientSecret ?? randomBytes(16).toString('hex'),
    subject: `user-${randomBytes(6).toString('hex')}`,
    email: 'social.player@example.com',
    name: 'Social Player',
    misbehave: (change) => {
      misbehaviour = change;
    },
    authorizeRequests: [],
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const authorize = (url: URL, res: ServerResponse) => {
    provider.authorizeRequests.push(url);
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (
      q.get('response_type') !== 'code' ||
      q.get('client_id') !== provider.clientId ||
      q.get('code_challenge_method') !== 'S256' ||
      !q.get('code_challenge') ||
      !redirectUri
    ) {
      return sendJson(res, 400, { error: 'invalid_request' });
    }
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      clientId: provider.clientId,
      redirectUri,
      nonce: q.get('nonce') ?? '',
      challenge: q.get('code_challenge') ?? '',
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state') ?? '');
    res.writeHead(302, { location: back.toString() });
    res.end();
  };

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams(await readBody(req));
    const client = clientOf(req, form);
    const pending = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    if (client.id !== provider.clientId || client.secret !== provider.clientSecret) {
      return sendJson(res, 401, { error: 'invalid_client' });
    }
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !pending ||
      pending.redirectUri !== form.get('redirect_uri') ||
      b64url(createHash('sha256').update(verifier).digest()) !== pending.challenge
    ) {
      return sendJson(res, 400, { error: 'invalid_grant' });
    }
    const now = Math.floor(Date.now() / 1000);
    const idToken = signJwt(
      { alg: misbehaviour.alg ?? 'RS256', typ: 'JWT', kid: KEY_ID },
      {
        iss: misbehaviour.issuer ?? provider.issuer,
        sub: provider.subject,
        aud: misbehaviour.audience ?? provider.clientId,
        iat: now,
        exp: now + (misbehaviour.expiresInSeconds ?? 300),
        nonce: misbehaviour.nonce ?? pending.nonce,
        email: provider.email,
        email_verified: true,
        name: provider.name,
      },
      misbehaviour.foreignKey ? foreign.privateKey : keys.privateKey,
    );
    sendJson(res, 200, {
      access_token: b64url(randomBytes(16)),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: idToken,
    });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', provider.issuer);
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /.well-known/openid-configuration') {
      return sendJson(res, 200, {
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (route === 'GET /jwks') {
      const jwk = keys.publicKey.export({ format: 'jwk' });
      return sendJson(res, 200, { keys: [{ ...jwk, kid: KEY_ID, alg: 'RS256', use: 'sig' }] });
    }
    if (route === 'GET /authorize') return authorize(url, res);
    if (route === 'POST /token') {
      token(req, res).catch(() => sendJson(res, 500, { error: 'server_error' }));
      return;
    }
    sendJson(res, 404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider.issuer = `http://127.0.0.1:${port}`;
  return provider;
};

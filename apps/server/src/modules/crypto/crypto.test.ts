import {
  constants,
  createCipheriv,
  createPublicKey,
  generateKeyPairSync,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import {
  API,
  BODY_ENCRYPTION,
  endpoint,
  errorEnvelope,
  okEnvelope,
  publicKeyAnswer,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { fresh, testClock } from '../../../test/accounts.js';
import { makeNonce, seal } from '../../../test/encrypt.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { route } from '../../routing/route.js';
import { ServerKeyStore } from './server-keys.js';

const ECHO = '/wps/test/echo';
const echoSchema = z.object({
  timestamp: z.int(),
  nonce: z.string().check(z.minLength(16)),
  word: z.string(),
});

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
  const echo = endpoint({
    method: 'POST',
    path: ECHO,
    module: 'COMM3',
    access: 'public',
    body: echoSchema,
    encoding: 'encrypted',
    answer: echoSchema,
  });
  route(t.app, echo, (_ctx, { body }) => body);
});
afterEach(() => t.close());

const publicKey = async () => {
  const res = await t.app.inject({ method: 'GET', url: API.session.publicKey });
  expect(res.statusCode).toBe(200);
  return okEnvelope(publicKeyAnswer).parse(res.json()).value;
};

const post = (sealed: { body: unknown; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: ECHO,
    payload: sealed.body as object,
    headers: sealed.headers,
  });

const sealedEcho = async (payload: object = { ...fresh(t.app), word: 'hello' }) =>
  seal((await publicKey()).publicKey, payload);

const errorCode = (res: { json(): unknown }) => errorEnvelope.parse(res.json()).errorCode;

/** Seals raw bytes with a chosen AES key, to build bodies a correct client never sends. */
const sealRaw = (spki: string, plain: Buffer, aesKey = randomBytes(32)) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey.length === 32 ? aesKey : randomBytes(32), iv);
  const sealed = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  const key = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' });
  const wrapped = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  return {
    body: { value: sealed.toString('base64') },
    headers: { encryption: wrapped.toString('base64') },
  };
};

describe('GET /wps/session/key', () => {
  it('answers a 2048-bit RSA public key as base64 SPKI, the same on every call', async () => {
    const first = await publicKey();
    const key = createPublicKey({
      key: Buffer.from(first.publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(BODY_ENCRYPTION.rsa.modulusLength);
    expect(await publicKey()).toEqual(first);
  });

  it('stores the pair so another process on the same database uses the same key', async () => {
    const served = await publicKey();
    const otherProcess = await new ServerKeyStore(t.db, clock.now).current();
    expect(otherProcess.keyId).toBe(served.keyId);
    expect(otherProcess.publicKey).toBe(served.publicKey);
    const row = await t.db.selectFrom('server_keys').selectAll().executeTakeFirstOrThrow();
    expect(row.private_key).toContain('BEGIN PRIVATE KEY');
  });

  it('ends with one key when processes make it at the same time', async () => {
    const keys = await Promise.all(
      [1, 2, 3].map(() => new ServerKeyStore(t.db, clock.now).current()),
    );
    expect(new Set(keys.map((k) => k.keyId)).size).toBe(1);
    const rows = await t.db.selectFrom('server_keys').select('key_id').execute();
    expect(rows).toHaveLength(1);
  });
});

describe('an encrypted endpoint (openEncryptedBody through route())', () => {
  it('opens what a browser sealed with WebCrypto and parses it with the schema', async () => {
    const res = await post(await sealedEcho());
    expect(res.json()).toMatchObject({ success: true, value: { word: 'hello' } });
  });

  it('refuses the same body a second time', async () => {
    const sealed = await sealedEcho();
    expect((await post(sealed)).statusCode).toBe(200);
    const again = await post(sealed);
    expect(again.statusCode).toBe(400);
    expect(errorCode(again)).toBe('request.replayed');
  });

  it('refuses a nonce seen before even inside a freshly sealed body', async () => {
    const payload = { ...fresh(t.app), word: 'hello' };
    expect((await post(await sealedEcho(payload))).statusCode).toBe(200);
    expect(errorCode(await post(await sealedEcho(payload)))).toBe('request.replayed');
  });

  it('accepts only one of two identical bodies racing in', async () => {
    const sealed = await sealedEcho();
    const answers = await Promise.all([post(sealed), post(sealed), post(sealed)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('refuses timestamps more than five minutes away, either way', async () => {
    const window = BODY_ENCRYPTION.maxClockSkewMs;
    for (const offset of [-window - 1, window + 1]) {
      const stale = { timestamp: clock.now() + offset, nonce: makeNonce(), word: 'x' };
      const res = await post(await sealedEcho(stale));
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe('request.expired');
    }
    for (const offset of [-window + 1000, window - 1000]) {
      const skewed = { timestamp: clock.now() + offset, nonce: makeNonce(), word: 'x' };
      expect((await post(await sealedEcho(skewed))).statusCode).toBe(200);
    }
  });

  it('keeps refusing an old body after its nonce is forgotten, as expired', async () => {
    const sealed = await sealedEcho();
    expect((await post(sealed)).statusCode).toBe(200);
    clock.advance(BODY_ENCRYPTION.maxClockSkewMs + 1000);
    await post(await sealedEcho()); // prunes nonces past their window
    const nonces = await t.db.selectFrom('request_nonces').select('nonce').execute();
    expect(nonces).toHaveLength(1);
    expect(errorCode(await post(sealed))).toBe('request.expired');
  });

  it('answers encryption.invalid for anything it cannot open', async () => {
    const { publicKey: spki } = await publicKey();
    const good = await sealedEcho();
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const otherSpki = other.export({ format: 'der', type: 'spki' }).toString('base64');
    const flipped = Buffer.from(good.body.value, 'base64');
    flipped[20] = (flipped[20] ?? 0) ^ 1;
    const cases = {
      'no Encryption header': { body: good.body, headers: {} },
      'header not base64': { body: good.body, headers: { encryption: '***' } },
      'key wrapped for another server': sealRaw(otherSpki, Buffer.from('{}')),
      'tampered ciphertext': { ...good, body: { value: flipped.toString('base64') } },
      'value too short': { ...good, body: { value: Buffer.alloc(20).toString('base64') } },
      'value not base64': { ...good, body: { value: '%'.repeat(40) } },
      'not JSON inside': sealRaw(spki, Buffer.from('not json')),
      'AES key of the wrong size': sealRaw(spki, Buffer.from('{}'), randomBytes(16)),
    };
    for (const [name, sealed] of Object.entries(cases)) {
      const res = await post(sealed);
      expect(res.statusCode, name).toBe(400);
      expect(errorCode(res), name).toBe('encryption.invalid');
    }
  });

  it('refuses a body without its sealed value by the envelope schema, before opening it', async () => {
    const res = await post({ ...(await sealedEcho()), body: {} });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('request_param_err');
  });

  it('answers request_param_err naming the field when the payload breaks the schema', async () => {
    const res = await post(await sealedEcho({ ...fresh(t.app), word: 42 }));
    expect(res.statusCode).toBe(400);
    const body = errorEnvelope.parse(res.json());
    expect(body.errorCode).toBe('request_param_err');
    expect(body.value?.fields).toEqual([expect.objectContaining({ field: 'word' })]);
  });
});

import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { login as loginEndpoint } from '@lotto/contract/endpoints/account';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from './call';
import { importServerKey, seal } from './encrypt';
import { forgetServerKey } from './sealed';

// The server's side, as apps/server/src/modules/crypto/encrypted-body.ts opens a body.
const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKey = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const open = (header: string, value: string) => {
  const aesKey = privateDecrypt(
    { key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(header, 'base64'),
  );
  const sealed = Buffer.from(value, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, sealed.subarray(0, 12), {
    authTagLength: 16,
  });
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const plain = Buffer.concat([
    decipher.update(sealed.subarray(12, sealed.length - 16)),
    decipher.final(),
  ]);
  return { aesKey, payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown> };
};

const envelope = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

describe('encrypted bodies', () => {
  let server: Awaited<ReturnType<typeof importServerKey>>;
  beforeAll(async () => {
    server = await importServerKey({ keyId: 'k1', publicKey });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetServerKey();
  });

  it('seal a payload the server opens: RSA-OAEP-SHA256 key, AES-256-GCM, 12-byte IV', async () => {
    const sealed = await seal({ username: 'demo01', password: 'Demo1234' }, server);
    const { aesKey, payload } = open(sealed.headers.encryption ?? '', sealed.body.value);
    expect(aesKey).toHaveLength(32);
    expect(payload).toEqual({ username: 'demo01', password: 'Demo1234' });
    expect(sealed.body.value).not.toContain('Demo1234');
  });

  it('use a fresh AES key and IV for every request', async () => {
    const one = await seal({ a: 1 }, server);
    const two = await seal({ a: 1 }, server);
    expect(open(one.headers.encryption ?? '', one.body.value).aesKey).not.toEqual(
      open(two.headers.encryption ?? '', two.body.value).aesKey,
    );
    expect(one.body.value.slice(0, 16)).not.toBe(two.body.value.slice(0, 16));
  });

  it('add a timestamp and a nonce, and try once more with a refetched key', async () => {
    const session = {
      token: 't',
      id: 1,
      userName: 'demo01',
      customerType: 0,
      firstTimeLogin: false,
      merchantCode: 'demo',
    };
    const sent: Record<string, unknown>[] = [];
    let keyFetches = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.endsWith('/wps/session/key')) {
          keyFetches += 1;
          return envelope({ success: true, value: { keyId: 'k1', publicKey } });
        }
        const headers = init.headers as Record<string, string>;
        const body = JSON.parse(String(init.body)) as { value: string };
        sent.push(open(headers.encryption ?? '', body.value).payload);
        return sent.length === 1
          ? envelope({ success: false, errorCode: 'encryption.invalid', message: 'x' }, 400)
          : envelope({ success: true, value: session });
      }),
    );
    const before = Date.now();
    const answer = await call(loginEndpoint, {
      body: { type: 'username', username: 'demo01', password: 'x', loginDeviceId: 'device-01' },
    });
    expect(answer).toEqual(session);
    expect(keyFetches).toBe(2);
    expect(sent).toHaveLength(2);
    for (const payload of sent) {
      expect(payload.username).toBe('demo01');
      expect(payload.timestamp).toBeGreaterThanOrEqual(before);
      expect(payload.nonce).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(sent[0]?.nonce).not.toBe(sent[1]?.nonce);
  });
});

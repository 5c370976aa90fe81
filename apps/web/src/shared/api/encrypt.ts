import { BODY_ENCRYPTION, HEADERS, type publicKeyAnswer } from '@lotto/contract';
import type { z } from 'zod/mini';

/**
 * Encrypted bodies (DESIGN.md, "API conventions"): a fresh AES-256-GCM key per request seals the
 * JSON payload; the server's RSA key (OAEP, SHA-256) seals that AES key. The payload carries a
 * timestamp and a nonce so the server can refuse replays and stale copies.
 */

export const toBase64 = (bytes: Uint8Array): string => {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
};

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** SPKI bytes from a PEM block or from bare base64 DER. */
export const spkiBytes = (publicKey: string) =>
  fromBase64(publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, ''));

export interface ServerKey {
  keyId: string;
  key: CryptoKey;
}

export const importServerKey = async (answer: z.infer<typeof publicKeyAnswer>) => ({
  keyId: answer.keyId,
  key: await crypto.subtle.importKey(
    BODY_ENCRYPTION.keyFormat,
    spkiBytes(answer.publicKey),
    { name: BODY_ENCRYPTION.rsa.name, hash: BODY_ENCRYPTION.rsa.hash },
    false,
    ['encrypt'],
  ),
});

/** A random nonce: 16 random bytes as 32 hex digits. */
export const makeNonce = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

export interface SealedBody {
  body: { value: string };
  headers: Record<string, string>;
}

/** Seals one payload: `{ value: base64(iv + ciphertext) }` and the `Encryption` header. */
export const seal = async (payload: object, server: ServerKey): Promise<SealedBody> => {
  const { aes: algorithm, ivBytes, tagBits } = BODY_ENCRYPTION;
  const aes = await crypto.subtle.generateKey({ ...algorithm }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(ivBytes));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: algorithm.name, iv, tagLength: tagBits }, aes, plain),
  );
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', aes));
  const wrapped = new Uint8Array(
    await crypto.subtle.encrypt({ name: BODY_ENCRYPTION.rsa.name }, server.key, raw),
  );
  const sealed = new Uint8Array(iv.length + cipher.length);
  sealed.set(iv);
  sealed.set(cipher, iv.length);
  return {
    body: { value: toBase64(sealed) },
    headers: { [HEADERS.encryption]: toBase64(wrapped) },
  };
};

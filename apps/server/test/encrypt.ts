import { BODY_ENCRYPTION, HEADERS } from '@lotto/contract';

/**
 * The client side of encrypted bodies, written with WebCrypto and btoa/atob exactly as a browser
 * runs it (the web app's shared/api/encrypt.ts does the same), so the tests prove the server
 * accepts what a browser sends.
 */

const { subtle } = globalThis.crypto;

const toBase64 = (bytes: Uint8Array): string => {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** A random nonce: 16 random bytes as 32 hex digits. */
export const makeNonce = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

export interface Sealed {
  body: { value: string };
  headers: Record<string, string>;
}

/** Seals a payload for the server's public key (base64 SPKI DER, as GET /wps/session/key answers). */
export const seal = async (publicKey: string, payload: unknown): Promise<Sealed> => {
  const { rsa, aes, ivBytes, tagBits } = BODY_ENCRYPTION;
  const serverKey = await subtle.importKey(
    BODY_ENCRYPTION.keyFormat,
    fromBase64(publicKey),
    { name: rsa.name, hash: rsa.hash },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ ...aes }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(ivBytes));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const cipher = new Uint8Array(
    await subtle.encrypt({ name: aes.name, iv, tagLength: tagBits }, aesKey, plain),
  );
  const raw = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: rsa.name }, serverKey, raw));
  const value = new Uint8Array(iv.length + cipher.length);
  value.set(iv);
  value.set(cipher, iv.length);
  return { body: { value: toBase64(value) }, headers: { [HEADERS.encryption]: toBase64(wrapped) } };
};

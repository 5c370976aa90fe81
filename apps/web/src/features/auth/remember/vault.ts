import { fromBase64, toBase64 } from '../../../shared/api/encrypt';

/**
 * A device-bound AES-GCM key for remembered passwords. The key is generated non-extractable
 * and kept in IndexedDB (which stores CryptoKey objects as they are), so script on the page can
 * use it but never read it out, and a copy of localStorage alone decrypts nothing.
 */
export type KeySource = () => Promise<CryptoKey>;

const DB_NAME = 'lotto-vault';
const STORE = 'keys';
const KEY_NAME = 'remember-password';
const IV_BYTES = 12;

const openDb = () =>
  new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** The stored key, or `candidate` stored in its place: one transaction, so two tabs agree. */
const keepFirst = (db: IDBDatabase, candidate: CryptoKey) =>
  new Promise<CryptoKey>((resolve, reject) => {
    const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
    const read = store.get(KEY_NAME);
    read.onsuccess = () => {
      if (read.result instanceof CryptoKey) return resolve(read.result);
      const write = store.put(candidate, KEY_NAME);
      write.onsuccess = () => resolve(candidate);
      write.onerror = () => reject(write.error);
    };
    read.onerror = () => reject(read.error);
  });

let cached: Promise<CryptoKey> | null = null;

export const indexedDbKey: KeySource = () => {
  cached ??= (async () => {
    const candidate = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    const db = await openDb();
    try {
      return await keepFirst(db, candidate);
    } finally {
      db.close();
    }
  })();
  cached.catch(() => {
    cached = null;
  });
  return cached;
};

/** base64(iv + ciphertext); `context` is bound as additional data (a record cannot be moved). */
export const sealText = async (key: CryptoKey, text: string, context: string) => {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(context) },
    key,
    new TextEncoder().encode(text),
  );
  const sealed = new Uint8Array(IV_BYTES + cipher.byteLength);
  sealed.set(iv);
  sealed.set(new Uint8Array(cipher), IV_BYTES);
  return toBase64(sealed);
};

/** The text sealed by sealText with the same key and context; throws otherwise. */
export const openText = async (key: CryptoKey, sealed: string, context: string) => {
  const bytes = fromBase64(sealed);
  const plain = await crypto.subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: bytes.slice(0, IV_BYTES),
      additionalData: new TextEncoder().encode(context),
    },
    key,
    bytes.slice(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
};

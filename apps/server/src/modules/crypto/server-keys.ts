import { createHash, createPrivateKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { BODY_ENCRYPTION } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './crypto.tables.js';

/** The key pair clients encrypt login and registration bodies for. */
export interface BodyKey {
  keyId: string;
  /** base64 of the DER SubjectPublicKeyInfo, as the app imports it. */
  publicKey: string;
  privateKey: KeyObject;
}

/** The row name of the key pair in server_keys. */
export const BODY_KEY_NAME = 'body-encryption';

const makeKeyPair = () =>
  new Promise<{ publicKey: Buffer; privateKey: string }>((resolve, reject) =>
    generateKeyPair(
      'rsa',
      {
        modulusLength: BODY_ENCRYPTION.rsa.modulusLength,
        publicKeyEncoding: { type: 'spki', format: 'der' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      },
      (err, publicKey, privateKey) => (err ? reject(err) : resolve({ publicKey, privateKey })),
    ),
  );

/**
 * Reads the shared key pair from server_keys, making it on first use. Processes that start
 * together may each make one: the first insert wins and every process then uses the stored one.
 */
export class ServerKeyStore {
  private loading: Promise<BodyKey> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  /** The current key, cached for the life of the process once read. */
  current(): Promise<BodyKey> {
    this.loading ??= this.load().catch((err: unknown) => {
      this.loading = null;
      throw err;
    });
    return this.loading;
  }

  private async load(): Promise<BodyKey> {
    const stored = await this.read();
    if (stored) return stored;
    const { publicKey, privateKey } = await makeKeyPair();
    await this.db
      .insertInto('server_keys')
      .values({
        name: BODY_KEY_NAME,
        key_id: createHash('sha256').update(publicKey).digest('base64url').slice(0, 16),
        public_key: publicKey.toString('base64'),
        private_key: privateKey,
        created_at: this.now(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const winner = await this.read();
    if (!winner) throw new Error('server key was not stored');
    return winner;
  }

  private async read(): Promise<BodyKey | null> {
    const row = await this.db
      .selectFrom('server_keys')
      .selectAll()
      .where('name', '=', BODY_KEY_NAME)
      .executeTakeFirst();
    if (!row) return null;
    return {
      keyId: row.key_id,
      publicKey: row.public_key,
      privateKey: createPrivateKey(row.private_key),
    };
  }
}

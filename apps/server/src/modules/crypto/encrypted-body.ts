import { constants, createDecipheriv, type KeyObject, privateDecrypt } from 'node:crypto';
import { BODY_ENCRYPTION, HEADERS } from '@lotto/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import './crypto.tables.js';

const AES_KEY_BYTES = BODY_ENCRYPTION.aes.length / 8;
const TAG_BYTES = BODY_ENCRYPTION.tagBits / 8;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const invalid = () => new AppError('encryption.invalid');

const fromBase64 = (text: unknown): Buffer => {
  if (typeof text !== 'string' || !BASE64.test(text)) throw invalid();
  return Buffer.from(text, 'base64');
};

/** Opens `{ value }` with the AES key the Encryption header carries; any failure is one error. */
const openBody = (privateKey: KeyObject, header: unknown, value: unknown): unknown => {
  const wrapped = fromBase64(header);
  const sealed = fromBase64(value);
  if (sealed.length < BODY_ENCRYPTION.ivBytes + TAG_BYTES) throw invalid();
  try {
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      wrapped,
    );
    if (aesKey.length !== AES_KEY_BYTES) throw invalid();
    const iv = sealed.subarray(0, BODY_ENCRYPTION.ivBytes);
    const tag = sealed.subarray(sealed.length - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(BODY_ENCRYPTION.ivBytes, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw invalid();
  }
};

/**
 * Records the nonce; the primary key makes a second use fail even when two processes see the
 * same payload at once. A nonce is kept until its timestamp leaves the accepted window, after
 * which the timestamp check alone refuses the payload.
 */
const acceptNonce = async (db: Kysely<Database>, nonce: string, timestamp: number, now: number) => {
  await db.deleteFrom('request_nonces').where('expires_at', '<', now).execute();
  const result = await db
    .insertInto('request_nonces')
    .values({ nonce, expires_at: timestamp + BODY_ENCRYPTION.maxClockSkewMs })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) throw new AppError('request.replayed');
};

type Fresh = { timestamp: number; nonce: string };

/**
 * Decrypts an encrypted body (DESIGN.md: RSA-OAEP wrapped AES-256-GCM key), parses it with the
 * contract schema and refuses stale (`request.expired`) and replayed (`request.replayed`) ones.
 */
export const openEncryptedBody = async <S extends z.ZodMiniType<Fresh>>(
  request: FastifyRequest,
  schema: S,
): Promise<z.infer<S>> => {
  const app = request.server;
  const key = await app.serverKeys.current();
  const body = request.body as { value?: unknown } | undefined;
  const json = openBody(key.privateKey, request.headers[HEADERS.encryption], body?.value);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.') || '(body)',
      message: issue.message,
    }));
    throw new AppError('request_param_err', { fields });
  }
  const payload = parsed.data as z.infer<S> & Fresh;
  const now = app.config.now();
  if (Math.abs(now - payload.timestamp) > BODY_ENCRYPTION.maxClockSkewMs) {
    throw new AppError('request.expired');
  }
  await acceptNonce(app.database.db, payload.nonce, payload.timestamp, now);
  return payload;
};

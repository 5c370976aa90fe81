import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './captcha.tables.js';

/** Stores a new captcha, dropping the expired ones first so the table stays small. */
export const insertCaptchaRow = async (
  db: Kysely<Database>,
  row: { id: string; code_hash: string; created_at: number; expires_at: number },
): Promise<void> => {
  await db.deleteFrom('captchas').where('expires_at', '<', row.created_at).execute();
  await db.insertInto('captchas').values(row).execute();
};

/**
 * Marks a live, unused captcha used and answers its code hash (undefined when there was none
 * to use): one update, so two processes checking the same captcha never both get the hash.
 */
export const useCaptchaRow = async (
  db: Kysely<Database>,
  id: string,
  now: number,
): Promise<string | undefined> =>
  (
    await db
      .updateTable('captchas')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('code_hash')
      .executeTakeFirst()
  )?.code_hash;

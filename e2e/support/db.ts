import { type Kysely, sql } from 'kysely';
import { createDb, type DbHandle } from '../../apps/server/src/db/create-db.js';
import type { Database } from '../../apps/server/src/db/schema.js';
import { CAPTCHA, captchaCodeHash } from '../../apps/server/src/modules/captcha/index.js';
import { e2eDbFile } from './data-dir.js';

/**
 * The e2e server's own throwaway database, opened by the test worker. Tests use it only to do
 * what a person does with their eyes or an operator with the admin: read a captcha image (its
 * code is stored hashed, so the few possible codes are tried against the hash) or add an
 * announcement. No production code knows about any of this.
 */
let handle: DbHandle | null = null;
export const e2eDb = (): Kysely<Database> => {
  handle ??= createDb({ sqliteFile: e2eDbFile() });
  return handle.db;
};

/** The code behind the captcha a browser or API context holds the cookie of. */
export const solveCaptcha = async (cookies: { name: string; value: string }[]): Promise<string> => {
  const id = cookies.find((c) => c.name === CAPTCHA.cookie)?.value;
  if (!id) throw new Error('no captcha cookie: the captcha image was never loaded');
  const row = await e2eDb()
    .selectFrom('captchas')
    .select('code_hash')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new Error(`captcha ${id} is not in the database`);
  for (let n = 0; n < 10 ** CAPTCHA.length; n++) {
    const code = String(n).padStart(CAPTCHA.length, '0');
    if (captchaCodeHash(id, code) === row.code_hash) return code;
  }
  throw new Error('captcha code not found');
};

/** Adds a popup announcement (type PU) to a site, as an operator would. */
export const addPopup = async (
  merchantCode: string,
  popup: { execution: 'A' | 'B' | 'F'; title: string; content: string },
) => {
  const db = e2eDb();
  const site = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', merchantCode)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('announcements')
    .values({
      merchant_id: site.id,
      type: 'PU',
      execution: popup.execution,
      promotion_type: null,
      image_url: null,
      link: null,
      sort: 100,
      starts_at: null,
      ends_at: null,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('announcement_translations')
    .values(
      (['EN', 'MY'] as const).map((language) => ({
        announcement_id: id,
        language,
        title: popup.title,
        content: popup.content,
      })),
    )
    .execute();
  return id;
};

/** Deletes an announcement addPopup made (its texts and read marks go with it). */
export const removeAnnouncement = async (id: number) => {
  await e2eDb().deleteFrom('announcements').where('id', '=', id).execute();
};

/** A member's type as stored (4 for a free-trial account). */
export const memberType = async (username: string) =>
  (
    await e2eDb()
      .selectFrom('members')
      .select('type')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).type;

/**
 * Sets a site's whitelabel switches as an operator's edit would: the row, then the `sites`
 * cache version, so the server sees the edit at its next version check (within 2 s).
 */
export const setWhitelabel = async (merchantCode: string, whitelabel: Record<string, boolean>) => {
  const db = e2eDb();
  await db
    .updateTable('merchants')
    .set({ whitelabel: JSON.stringify(whitelabel) })
    .where('code', '=', merchantCode)
    .execute();
  await db
    .insertInto('cache_versions')
    .values({ name: 'sites', version: 1 })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ version: sql<number>`cache_versions.version + 1` }),
    )
    .execute();
};

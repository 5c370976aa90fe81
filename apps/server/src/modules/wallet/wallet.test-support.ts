import { sql } from 'kysely';
import { memberWithSession as signedUpWithSession } from '../../../test/members.js';
import type { Db } from './index.js';

export { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';

/** Test helpers for the wallet: members without the registration flow. */

export const siteIdOf = async (db: Db, code = 'demo'): Promise<number> => {
  const row = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
};

let memberCount = 0;

/**
 * A bare members row, without sign-up's welcome credit, so a test counts only the ledger
 * transactions it makes itself (ledger accounts reference members).
 */
export const insertMember = async (
  db: Db,
  merchantId: number,
  type = 0,
  username = `wallet${++memberCount}`,
): Promise<number> => {
  const { rows } = await sql<{ id: number }>`
    insert into members (merchant_id, username, password_hash, type, created_at)
    values (${merchantId}, ${username}, ${'not-a-hash'}, ${type}, ${Date.now()})
    returning id`.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('member not inserted');
  return id;
};

/** A member of the site, signed up, with a live session: its id and the app's token. */
export const memberWithSession = async (
  db: Db,
  code = 'demo',
  type = 0,
): Promise<{ memberId: number; token: string }> => {
  const member = await signedUpWithSession(db, code, undefined, type);
  return { memberId: member.id, token: member.headers.authorization };
};

import type { SocialProvider } from '@lotto/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  NewSocialLoginState,
  SocialExchangeCodesTable,
  SocialIdentitiesTable,
} from './social.tables.js';

type Db = Kysely<Database>;

export const insertLoginState = (db: Db, row: NewSocialLoginState) =>
  db.insertInto('social_login_states').values(row).execute();

/** Takes a login state once: answers it only to the one caller whose update used it. */
export const takeLoginState = async (db: Db, stateHash: string, now: number) => {
  const row = await db
    .selectFrom('social_login_states')
    .selectAll()
    .where('state_hash', '=', stateHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const result = await db
    .updateTable('social_login_states')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row : undefined;
};

export const findIdentity = (
  db: Db,
  key: { merchantId: number; provider: SocialProvider; subject: string },
) =>
  db
    .selectFrom('social_identities')
    .select('member_id')
    .where('merchant_id', '=', key.merchantId)
    .where('provider', '=', key.provider)
    .where('subject', '=', key.subject)
    .executeTakeFirst();

export const insertIdentity = (db: Db, row: Insertable<SocialIdentitiesTable>) =>
  db.insertInto('social_identities').values(row).execute();

export const insertExchangeCode = (db: Db, row: Insertable<SocialExchangeCodesTable>) =>
  db.insertInto('social_exchange_codes').values(row).execute();

/** Uses an exchange code once: answers its member only to the caller whose update took it. */
export const takeExchangeCode = async (
  db: Db,
  codeHash: string,
  merchantId: number,
  now: number,
): Promise<number | undefined> => {
  const row = await db
    .selectFrom('social_exchange_codes')
    .select(['id', 'member_id'])
    .where('code_hash', '=', codeHash)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) return undefined;
  const result = await db
    .updateTable('social_exchange_codes')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row.member_id : undefined;
};

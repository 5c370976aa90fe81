import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

const COLUMNS = ['id', 'audience', 'member_id', 'vip_level', 'created_at'] as const;

/** One page of the operator messages a site sent, newest first. */
export const findOperatorMessagePage = async (
  db: Db,
  query: { merchantId: number; offset: number; limit: number },
) => {
  const base = db
    .selectFrom('inbox_messages')
    .where('merchant_id', '=', query.merchantId)
    .where('kind', '=', 'operator');
  const rows = await base
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const counted = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.n) };
};

/** One operator message of a site, or undefined. */
export const findOperatorMessage = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('inbox_messages')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'operator')
    .where('id', '=', id)
    .executeTakeFirst();

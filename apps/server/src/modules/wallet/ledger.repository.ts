import type { WalletAccountKind } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountOwner, LedgerAccountKind, LedgerAccountRow } from './ledger.tables.js';

/** The root database or a transaction: every function here works inside either. */
export type Db = Kysely<Database>;

const ACCOUNT_COLUMNS = ['id', 'merchant_id', 'owner', 'member_id', 'currency', 'kind'] as const;
export type AccountRef = Pick<LedgerAccountRow, (typeof ACCOUNT_COLUMNS)[number]>;

/** A member's account: cash or play money, never the site's jackpot kind. */
export type MemberAccountRef = AccountRef & { kind: WalletAccountKind };

export const findMemberAccount = (db: Db, memberId: number, kind: WalletAccountKind) =>
  db
    .selectFrom('ledger_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .$narrowType<{ kind: WalletAccountKind }>()
    .executeTakeFirst();

export interface SiteAccountKey {
  merchantId: number;
  owner: Exclude<AccountOwner, 'member'>;
  currency: string;
  kind: LedgerAccountKind;
  shard: number;
}

export const findSiteAccount = (db: Db, key: SiteAccountKey) =>
  db
    .selectFrom('ledger_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('merchant_id', '=', key.merchantId)
    .where('owner', '=', key.owner)
    .where('currency', '=', key.currency)
    .where('kind', '=', key.kind)
    .where('shard', '=', key.shard)
    .executeTakeFirst();

/** Creates the account unless a concurrent caller just did (either unique index). */
export const insertAccountIfMissing = (
  db: Db,
  account: Omit<AccountRef, 'id'> & { shard?: number; created_at: number },
): Promise<unknown> =>
  db
    .insertInto('ledger_accounts')
    .values(account)
    .onConflict((oc) => oc.doNothing())
    .execute();

export const findTransactionByKey = (db: Db, merchantId: number, idempotencyKey: string) =>
  db
    .selectFrom('ledger_transactions')
    .select(['id', 'request_hash', 'answer'])
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();

/** The balance of the member's account of that kind; 0 when it has none yet. */
export const findMemberBalance = async (
  db: Db,
  memberId: number,
  kind: WalletAccountKind,
): Promise<number> => {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.balance ?? 0;
};

/** The member's accounts with their balances. */
export const findMemberBalances = (db: Db, memberId: number) =>
  db
    .selectFrom('ledger_accounts')
    .select(['kind', 'currency', 'balance'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .$narrowType<{ kind: WalletAccountKind }>()
    .execute();

/** The sum of the site's jackpot pool accounts (0 when it has none). */
export const findJackpotBalance = async (db: Db, merchantId: number): Promise<number> => {
  const row = await db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.sum<number | string | null>('balance').as('pool'))
    .where('merchant_id', '=', merchantId)
    .where('owner', '=', 'system')
    .where('kind', '=', 'jackpot')
    .executeTakeFirst();
  return Number(row?.pool ?? 0);
};

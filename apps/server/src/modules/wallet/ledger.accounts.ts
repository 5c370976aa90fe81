import { MEMBER_TYPES, WALLET_ACCOUNT_TYPES, type WalletAccountKind } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { AppError } from '../../errors.js';
import { findSiteCurrency } from '../system/index.js';
import { openedBy } from './ledger.commit.js';
import {
  type AccountRef,
  type Db,
  findMemberAccount,
  findMemberBalances,
  findSiteAccount,
  insertAccountIfMissing,
  type MemberAccountRef,
} from './ledger.repository.js';
import type { LedgerAccountKind } from './ledger.tables.js';

/**
 * Ledger accounts: members' accounts, each site's house and system accounts (the jackpot pool's
 * shards among them), and members' play books; the wallet's verbs choose among them.
 */

/** Account rows never change once created, so their ids are cached per database. */
const accountCache = new WeakMap<Db, Map<string, AccountRef>>();
const MAX_CACHED_ACCOUNTS = 10_000;

const cacheOf = (db: Db) => {
  let cache = accountCache.get(db);
  if (!cache) {
    cache = new Map();
    accountCache.set(db, cache);
  }
  return cache;
};

/**
 * The account of `key` from the cache, else loaded. Inside a transaction the loaded row may
 * still be rolled back: it is cached once a transaction the wallet opened commits, never from
 * a caller's own transaction.
 */
const cachedAccount = async <A extends AccountRef>(
  ctx: Ctx,
  key: string,
  load: () => Promise<A>,
): Promise<A> => {
  const inside = ctx.db.isTransaction;
  const wallets = inside ? openedBy(ctx) : undefined;
  const root = inside ? wallets?.root : ctx.db;
  if (!root) return load();
  const cache = cacheOf(root);
  // A key names one account, so what it holds is what `load` gave for it.
  const hit = cache.get(key) as A | undefined;
  if (hit) return hit;
  const account = await load();
  const remember = () => {
    if (cache.size >= MAX_CACHED_ACCOUNTS) cache.clear();
    cache.set(key, account);
  };
  if (wallets) wallets.afterCommit.push(remember);
  else remember();
  return account;
};

const siteCurrency = async (db: Db, merchantId: number): Promise<string> => {
  const currency = await findSiteCurrency(db, merchantId);
  if (!currency) throw new AppError('merchant.not.exist');
  return currency;
};

/** The member's account of that kind, created (balance 0, site currency) on first use. */
export const ensureMemberAccount = async (
  ctx: Ctx,
  merchantId: number,
  memberId: number,
  kind: WalletAccountKind,
): Promise<MemberAccountRef> => {
  const { db, now } = ctx;
  const account = await cachedAccount(ctx, `m:${memberId}:${kind}`, async () => {
    const found = await findMemberAccount(db, memberId, kind);
    if (found) return found;
    const currency = await siteCurrency(db, merchantId);
    await insertAccountIfMissing(db, {
      merchant_id: merchantId,
      owner: 'member',
      member_id: memberId,
      currency,
      kind,
      created_at: now(),
    });
    const created = await findMemberAccount(db, memberId, kind);
    if (!created) throw new Error(`ledger account of member ${memberId} not created`);
    return created;
  });
  if (account.merchant_id !== merchantId) throw new AppError('member.not.exist');
  return account;
};

/** Cash house accounts per site and currency; a member's bets always use the same one. */
export const HOUSE_SHARDS = 16;

/** The house shard a member's money moves against (work grouped by it never shares a shard). */
export const houseShardOf = (memberId: number): number => memberId % HOUSE_SHARDS;

/** Money of the site's shared house and system accounts: never play money. */
export type RealMoneyKind = Exclude<WalletAccountKind, 'play'>;

export const siteAccount = (
  ctx: Ctx,
  owner: 'house' | 'system',
  merchantId: number,
  kind: LedgerAccountKind,
  place: { currency?: string | undefined; shard?: number | undefined },
): Promise<AccountRef> => {
  const { db, now } = ctx;
  const cacheKey = `${owner}:${merchantId}:${place.currency}:${kind}:${place.shard}`;
  return cachedAccount(ctx, cacheKey, async () => {
    const currency = place.currency ?? (await siteCurrency(db, merchantId));
    const key = { merchantId, owner, currency, kind, shard: place.shard ?? 0 };
    const found = await findSiteAccount(db, key);
    if (found) return found;
    await insertAccountIfMissing(db, {
      merchant_id: merchantId,
      owner,
      member_id: null,
      currency,
      kind,
      shard: key.shard,
      created_at: now(),
    });
    const created = await findSiteAccount(db, key);
    if (!created) throw new Error(`${owner} account of site ${merchantId} not created`);
    return created;
  });
};

/**
 * One of the site's house accounts: the other side of cash bets and wins, and it may go
 * negative. The house is HOUSE_SHARDS accounts (its balance is the sum of its cash shards);
 * `forMember` picks the one a member's rounds use, so concurrent bets of different members
 * seldom wait for each other.
 */
export const houseAccount = (
  ctx: Ctx,
  merchantId: number,
  kind: RealMoneyKind,
  options: { currency?: string; forMember?: number } = {},
) => {
  const shard = options.forMember === undefined ? 0 : houseShardOf(options.forMember);
  return siteAccount(ctx, 'house', merchantId, kind, { currency: options.currency, shard });
};

/** The site's system account: where credits come from (welcome, bonus) and deposits go. */
export const systemAccount = (
  ctx: Ctx,
  merchantId: number,
  kind: RealMoneyKind,
  options: { currency?: string } = {},
) => siteAccount(ctx, 'system', merchantId, kind, { currency: options.currency });

/**
 * A member's play money is a closed book (DESIGN.md "Money": play money is its own book): the
 * member's play account and a house account of theirs (playBookAccount), the other side of
 * every play-money transaction of the member (welcome credit, bets, wins), which may go
 * negative. No other money touches either, so removing the member removes the book and nothing
 * else (ledger.removal.ts), and postTransaction refuses any transaction that would open it.
 *
 * The house side's shard is minus the member id: never one of the shared shards (0 to
 * HOUSE_SHARDS - 1) that play money used before books were closed, so a row tells by itself
 * whose book it is. It is not the house's money: the house's figures count cash only.
 */

export const playBookShard = (memberId: number) => -memberId;

export interface BookedAccount {
  owner: string;
  kind: string;
  member_id: number | null;
  shard: number;
}

/**
 * The member whose play book holds the account; null for real money; undefined for play money
 * of no book (the site's shared play accounts from before books were closed).
 */
export const playBookOf = (account: BookedAccount): number | null | undefined => {
  if (account.kind !== 'play') return null;
  if (account.owner === 'member') return account.member_id ?? undefined;
  return account.owner === 'house' && account.shard < 0 ? -account.shard : undefined;
};

/** The site's jackpot pool is this many system accounts (ledger.jackpot.ts). */
export const JACKPOT_SHARDS = 16;

/** The pool shard a member's bets feed (created on first use). */
export const jackpotShardFor = (ctx: Ctx, merchantId: number, memberId: number) =>
  siteAccount(ctx, 'system', merchantId, 'jackpot', { shard: memberId % JACKPOT_SHARDS });

/** The house side of the member's play book, created on first use. */
export const playBookAccount = (
  ctx: Ctx,
  merchantId: number,
  memberId: number,
  options: { currency: string },
) =>
  siteAccount(ctx, 'house', merchantId, 'play', {
    currency: options.currency,
    shard: playBookShard(memberId),
  });

/** Free-trial members (type 4) play with play money; everyone else with cash (never `held`). */
export const walletKindFor = (memberType: number): 'cash' | 'play' =>
  memberType === MEMBER_TYPES.freeTrial ? 'play' : 'cash';

export interface MemberBalance {
  kind: WalletAccountKind;
  accountTypeId: number;
  currency: string;
  balanceMinor: number;
}

/** Every account the member holds, with its balance in minor units. */
export const getBalances = async ({ db }: Ctx, memberId: number): Promise<MemberBalance[]> => {
  const rows = await findMemberBalances(db, memberId);
  return rows.map((r) => ({
    kind: r.kind,
    accountTypeId: WALLET_ACCOUNT_TYPES[r.kind],
    currency: r.currency,
    balanceMinor: r.balance,
  }));
};

/**
 * The accounts of many members at once, by member and kind (`${memberId}:${kind}`): one read
 * for work over thousands of members (a lottery draw's settlement), where one lookup each
 * would overflow the account cache. Members without an account of a kind are absent.
 */
export const memberAccountsOf = async (
  { db }: Ctx,
  memberIds: readonly number[],
  kinds: readonly WalletAccountKind[],
): Promise<Map<string, AccountRef>> => {
  const found = new Map<string, AccountRef>();
  if (memberIds.length === 0 || kinds.length === 0) return found;
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'merchant_id', 'owner', 'member_id', 'currency', 'kind'])
    .where('member_id', 'in', [...memberIds])
    .where('kind', 'in', [...kinds])
    .execute();
  for (const row of rows) found.set(`${row.member_id}:${row.kind}`, row);
  return found;
};

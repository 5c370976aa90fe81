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

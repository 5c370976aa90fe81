/**
 * The wallet's door: what other modules call to move money (DESIGN.md "Money"): post a
 * transaction, find or create accounts, credit a new member, debit a bet and credit a win, read
 * balances. Every function takes the context; over a transaction (inTransaction) it writes
 * inside it and the caller commits. Work that moves money together with rows of its own (a
 * round and its bet record) runs in moneyTransaction, which shares commits on SQLite. On
 * SQLite never pass the root database from inside a transaction: its one connection is held
 * by that transaction and the call would wait for ever.
 */
export {
  ensureMemberAccount,
  getBalances,
  HOUSE_SHARDS,
  houseAccount,
  houseShardOf,
  type MemberBalance,
  memberAccountsOf,
  systemAccount,
  walletKindFor,
} from './ledger.accounts.js';
export { adjustMemberCash, memberEntriesPage } from './ledger.adjustment.js';
export {
  cashNetSince,
  type DayRange,
  type LedgerDay,
  ledgerDaysOf,
  lifetimeTotalOf,
  membersWithLedgerTypeSince,
  type StatementEntry,
  statementPage,
} from './ledger.days.js';
export {
  JACKPOT_SHARDS,
  type JackpotPayout,
  jackpotPoolOf,
  payJackpot,
  seedJackpot,
} from './ledger.jackpot.js';
export {
  creditWelcome,
  creditWin,
  debitBet,
  grantWelcomeCredit,
  type MoneyMove,
  type PostedMove,
} from './ledger.moves.js';
export {
  type LedgerAnswer,
  type LedgerRequest,
  MAX_AMOUNT_MINOR,
  type PostedTransaction,
  postTransaction,
} from './ledger.post.js';
export { type KeptMember, removePlayBooksOf } from './ledger.removal.js';
export type { AccountRef, Db } from './ledger.repository.js';
export { moneyTransaction } from './ledger.transaction.js';
export {
  creditBonus,
  creditDeposit,
  creditRebate,
  type HeldStake,
  type Holding,
  holdCash,
  type MemberMoney,
  payOutWithdrawal,
  releaseHeld,
  settleHeldStake,
  transferCash,
} from './ledger.verbs.js';
export { walletRoutes } from './wallet.routes.js';

/**
 * The wallet's door (DESIGN.md "Money"): what other modules call to move money and read it.
 * Money moves only by the wallet's verbs, named for what happens (debit a bet, credit a win,
 * credit a deposit, hold and release cash, pay out a withdrawal, settle a held stake, credit a
 * bonus or rebate, transfer between members, adjust, pay the jackpot): each picks the accounts
 * and writes balanced ledger transactions under the caller's key; no other module builds
 * entries. Every function takes the context; over a transaction (inTransaction) it writes
 * inside it and the caller commits. Work that moves money together with rows of its own (a
 * round and its bet record) runs in moneyTransaction, which shares commits on SQLite. On
 * SQLite never pass the root database from inside a transaction: its one connection is held
 * by that transaction and the call would wait for ever.
 */
export {
  getBalances,
  HOUSE_SHARDS,
  houseShardOf,
  memberAccountsOf,
  walletKindFor,
} from './ledger.accounts.js';
export { moneyTransaction } from './ledger.commit.js';
export {
  cashNetSince,
  type LedgerDay,
  ledgerDaysOf,
  lifetimeTotalOf,
  membersWithLedgerTypeSince,
  statementPage,
} from './ledger.days.js';
export { type JackpotPayout, jackpotPoolOf, payJackpot, seedJackpot } from './ledger.jackpot.js';
export { removePlayBooksOf } from './ledger.removal.js';
export type { AccountRef, Db } from './ledger.repository.js';
export {
  ledgerDaysOfMembers,
  ownLedgerOfMembers,
} from './ledger.team-sums.js';
export {
  cashOfMembers,
  countMembersWithCash,
  membersWithCash,
  pageByCash,
} from './member-cash.js';

export { creditRedEnvelope, payAgent } from './verbs.agent.js';
export {
  adjustMemberCash,
  creditBonus,
  creditDeposit,
  creditRebate,
  holdCash,
  payOutWithdrawal,
  releaseHeld,
  settleHeldStake,
  transferCash,
} from './verbs.cash.js';
export {
  creditWelcome,
  creditWin,
  debitBet,
  grantWelcomeCredit,
  type MoneyMove,
} from './verbs.play.js';
export { ledgerOfSet } from './vip-level-ledger.js';
export { walletRoutes } from './wallet.routes.js';
export { memberEntriesPage } from './wallet.service.js';

import {
  type BalanceAnswer,
  formatMinor,
  WALLET_ACCOUNT_TYPES,
  type WalletTransactionPage,
  type WalletTransactionsQuery,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { walletKindFor } from './ledger.accounts.js';
import { findMemberBalance } from './ledger.repository.js';
import * as stored from './wallet.repository.js';
import { countStatement, findStatementPage } from './wallet.repository.js';

/** The wallet as the app sees it: the balance of the member's wallet and their statement. */

/** The member's wallet (play money for a free-trial account, cash otherwise), in site currency. */
export const balanceOf = async ({ db, site, member }: MemberCtx): Promise<BalanceAnswer> => {
  const kind = walletKindFor(member.type);
  const available = formatMinor(await findMemberBalance(db, member.id, kind));
  return {
    sumBalance: available,
    balance: [{ accountTypeId: WALLET_ACCOUNT_TYPES[kind], availBalance: available }],
    currency: site.currency,
    currencySymbol: site.currencySymbol,
  };
};

/** One page of the member's own ledger entries, newest first (the account record, TRANSREC3). */
export const statementOf = async (
  { db, site, member }: MemberCtx,
  query: WalletTransactionsQuery,
): Promise<WalletTransactionPage> => {
  if (!site.whitelabel.TRANSREC3) throw new AppError('function.not.available');
  const filter = { memberId: member.id, merchantId: member.merchantId, type: query.type };
  const offset = (query.pageNo - 1) * query.pageSize;
  const [rows, totalCount] = await Promise.all([
    findStatementPage(db, filter, { offset, limit: query.pageSize }),
    countStatement(db, filter),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      transactionId: r.transaction_id,
      type: r.type,
      reference: r.reference,
      accountTypeId: WALLET_ACCOUNT_TYPES[r.kind],
      amount: formatMinor(r.amount),
      balanceAfter: formatMinor(r.balance_after),
      createdAt: r.created_at,
    })),
    pageNum: query.pageNo,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
  };
};

/**
 * What other modules and the demo seed read or write of this module's stored facts, as its
 * services: callers name these, never the statements behind them, so those can change alone.
 */
export const memberEntriesPage = (...args: Parameters<typeof stored.memberEntriesPage>) =>
  stored.memberEntriesPage(...args);

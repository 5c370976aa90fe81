import {
  type AddAccountBody,
  MAX_WITHDRAWAL_ACCOUNTS,
  type WithdrawalAccount,
} from '@lotto/contract';
import { type MemberCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import { findMember } from '../member/index.js';
import { setPayeeName } from '../profile/index.js';
import {
  findAccountOf,
  findAccountsOf,
  findBanks,
  findBanksByIds,
  insertAccount,
  markAccountRemoved,
} from './withdrawals.repository.js';
import type { WithdrawalAccountRow, WithdrawalBankRow } from './withdrawals.tables.js';

/**
 * The member's bank cards and e-wallet accounts. A card carries the member's payee name (set
 * once, /m/set or the first card), so money leaves only to accounts in the member's own name.
 */

/** Only the last 4 digits travel: "**** 1234". */
export const maskNumber = (accountNumber: string) => `**** ${accountNumber.slice(-4)}`;

/** Names compare without case or repeated spaces: "demo  player" is "Demo Player". */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export const accountView = (
  row: WithdrawalAccountRow,
  bank: WithdrawalBankRow | undefined,
): WithdrawalAccount => ({
  id: row.id,
  bankId: row.bank_id,
  bankName: bank?.name ?? '',
  kind: bank?.kind ?? 'bank',
  maskedNumber: maskNumber(row.account_number),
  payeeName: row.payee_name,
  createdAt: Number(row.created_at),
});

export const accountsOf = async (ctx: MemberCtx): Promise<WithdrawalAccount[]> => {
  const rows = await findAccountsOf(ctx, ctx.member.id);
  const banks = new Map(
    (await findBanksByIds(ctx, [...new Set(rows.map((r) => r.bank_id))])).map((b) => [b.id, b]),
  );
  return rows.map((r) => accountView(r, banks.get(r.bank_id)));
};

/** Digits only (spaces and dashes a member types are dropped), as many as the bank's numbers have. */
const checkedNumber = (bank: WithdrawalBankRow, typed: string): string => {
  const digits = typed.replace(/[\s-]/g, '');
  const fits = digits.length >= bank.min_digits && digits.length <= bank.max_digits;
  if (!/^\d+$/.test(digits) || !fits) throw new AppError('withdraw.card.number.invalid');
  return digits;
};

/** The member's payee name; the first card sets it when none is (through the profile's rule). */
const payeeNameFor = async (ctx: MemberCtx, typed: string): Promise<string> => {
  const member = await findMember(ctx, ctx.member.id);
  if (!member) throw new AppError('member.not.exist');
  if (member.payee_name === null) return (await setPayeeName(ctx, typed)).payeeName;
  if (!sameName(member.payee_name, typed)) throw new AppError('withdraw.card.payee.mismatch');
  return member.payee_name;
};

export const addAccount = (ctx: MemberCtx, body: AddAccountBody): Promise<WithdrawalAccount> =>
  transaction(ctx, async (trx) => {
    const bank = (await findBanks(trx, trx.site.id)).find((b) => b.id === body.bankId);
    if (!bank) throw new AppError('withdraw.bank.not.exist');
    const accountNumber = checkedNumber(bank, body.accountNumber);
    const live = await findAccountsOf(trx, trx.member.id);
    if (live.length >= MAX_WITHDRAWAL_ACCOUNTS) throw new AppError('withdraw.card.limit');
    const payeeName = await payeeNameFor(trx, body.payeeName);
    const id = await insertAccount(trx, {
      merchant_id: trx.site.id,
      member_id: trx.member.id,
      bank_id: bank.id,
      account_number: accountNumber,
      payee_name: payeeName,
      created_at: trx.now(),
    });
    if (id === null) throw new AppError('withdraw.card.exists');
    const row = await findAccountOf(trx, trx.member.id, id);
    if (!row) throw new Error(`account ${id} vanished`);
    return accountView(row, bank);
  });

/** Removes one of the member's accounts (pending withdrawals to it still go ahead). */
export const removeAccount = async (ctx: MemberCtx, id: number): Promise<null> => {
  if (!(await markAccountRemoved(ctx, ctx.member.id, id, ctx.now()))) {
    throw new AppError('withdraw.card.not.exist');
  }
  return null;
};

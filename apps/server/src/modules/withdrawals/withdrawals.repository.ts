import type { WithdrawalStatus, WithdrawalStep } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { isPostgres } from '../../db/migration-helpers.js';
import type {
  WithdrawalAccountRow,
  WithdrawalBankRow,
  WithdrawalRow,
  WithdrawalSettingsTable,
} from './withdrawals.tables.js';
import './withdrawals.tables.js';

/** SQL of the withdrawals module: site settings and banks, members' accounts, withdrawals. */

/** What a site without a settings row uses: K 100 to K 50,000, two approvals from K 10,000. */
export const DEFAULT_SETTINGS: Omit<WithdrawalSettingsTable, 'merchant_id'> = {
  min_minor: 10_000,
  max_minor: 5_000_000,
  second_approval_minor: 1_000_000,
};

export type WithdrawalSettings = typeof DEFAULT_SETTINGS;

export const findSettings = async (
  { db }: Ctx,
  merchantId: number,
): Promise<WithdrawalSettings> => {
  const row = await db
    .selectFrom('withdrawal_settings')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  return {
    min_minor: Number(row.min_minor),
    max_minor: Number(row.max_minor),
    second_approval_minor: Number(row.second_approval_minor),
  };
};

/** Sets a site's settings (operator data; the seed sets the demo site's). */
export const saveSettings = async (
  { db }: Ctx,
  merchantId: number,
  settings: WithdrawalSettings,
): Promise<void> => {
  await db
    .insertInto('withdrawal_settings')
    .values({ merchant_id: merchantId, ...settings })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet(settings))
    .execute();
};

export const findBanks = ({ db }: Ctx, merchantId: number): Promise<WithdrawalBankRow[]> =>
  db
    .selectFrom('withdrawal_banks')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export type NewBank = Omit<WithdrawalBankRow, 'id' | 'enabled'>;

/** Adds a bank to a site's list, or updates it by its code (operator data). */
export const saveBank = async ({ db }: Ctx, bank: NewBank): Promise<void> => {
  const { merchant_id, code, ...rest } = bank;
  await db
    .insertInto('withdrawal_banks')
    .values(bank)
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doUpdateSet(rest))
    .execute();
};

/** The member's live accounts, oldest first. */
export const findAccountsOf = ({ db }: Ctx, memberId: number): Promise<WithdrawalAccountRow[]> =>
  db
    .selectFrom('withdrawal_accounts')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();

/** One account of the member (removed ones too, when asked: old withdrawals name them). */
export const findAccountOf = (
  { db }: Ctx,
  memberId: number,
  id: number,
  options: { removed?: boolean } = {},
): Promise<WithdrawalAccountRow | undefined> =>
  db
    .selectFrom('withdrawal_accounts')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .$if(!options.removed, (q) => q.where('removed_at', 'is', null))
    .executeTakeFirst();

export const insertAccount = async (
  { db }: Ctx,
  row: Omit<WithdrawalAccountRow, 'id' | 'removed_at'>,
): Promise<number | null> => {
  const inserted = await db
    .insertInto('withdrawal_accounts')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
};

export const markAccountRemoved = async (
  { db }: Ctx,
  memberId: number,
  id: number,
  at: number,
): Promise<boolean> => {
  const result = await db
    .updateTable('withdrawal_accounts')
    .set({ removed_at: at })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

const toWithdrawal = (r: WithdrawalRow): WithdrawalRow => ({
  ...r,
  amount_minor: Number(r.amount_minor),
  created_at: Number(r.created_at),
  settled_at: r.settled_at === null ? null : Number(r.settled_at),
});

export const insertWithdrawal = async (
  { db }: Ctx,
  row: Omit<WithdrawalRow, 'id' | 'status' | 'reason' | 'settled_at'>,
): Promise<number> => {
  const inserted = await db
    .insertInto('withdrawals')
    .values({ ...row, status: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
};

/**
 * The withdrawal, locked until the transaction ends on PostgreSQL (SQLite's writer lock already
 * orders them), so an approval, a cancel and a rejection of it happen one after the other.
 */
export const lockWithdrawal = async (
  { db }: Ctx,
  id: number,
): Promise<WithdrawalRow | undefined> => {
  const row = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
  return row && toWithdrawal(row);
};

export const findWithdrawalOf = async (
  { db }: Ctx,
  memberId: number,
  id: number,
): Promise<WithdrawalRow | undefined> => {
  const row = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row && toWithdrawal(row);
};

/** The member's withdrawal made by the request id, if any. */
export const findWithdrawalByRequest = async (
  { db }: Ctx,
  memberId: number,
  requestId: string,
): Promise<WithdrawalRow | undefined> => {
  const row = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row && toWithdrawal(row);
};

/** Moves a pending withdrawal on; false when it was no longer pending (another got there first). */
export const settleWithdrawal = async (
  { db }: Ctx,
  id: number,
  change: { status: Exclude<WithdrawalStatus, 'pending'>; reason?: string | null; at: number },
): Promise<boolean> => {
  const result = await db
    .updateTable('withdrawals')
    .set({ status: change.status, reason: change.reason ?? null, settled_at: change.at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

export const findWithdrawalPage = async (
  { db }: Ctx,
  memberId: number,
  page: { offset: number; limit: number },
): Promise<WithdrawalRow[]> =>
  (
    await db
      .selectFrom('withdrawals')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute()
  ).map(toWithdrawal);

export const countWithdrawals = async ({ db }: Ctx, memberId: number): Promise<number> => {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** The member's withdrawals of a site day that still count: pending or paid. */
export const dayTotalsOf = async (
  { db }: Ctx,
  memberId: number,
  day: string,
): Promise<{ count: number; amountMinor: number }> => {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number | string | null>('amount_minor').as('total'),
    ])
    .where('member_id', '=', memberId)
    .where('day', '=', day)
    .where('status', 'in', ['pending', 'paid'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), amountMinor: Number(row.total ?? 0) };
};

/** Records an operator's approval once; false when that operator had approved already. */
export const insertApproval = async (
  { db }: Ctx,
  approval: { withdrawalId: number; operatorId: number; at: number },
): Promise<boolean> => {
  const inserted = await db
    .insertInto('withdrawal_approvals')
    .values({
      withdrawal_id: approval.withdrawalId,
      operator_id: approval.operatorId,
      created_at: approval.at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('withdrawal_id')
    .executeTakeFirst();
  return inserted !== undefined;
};

export const countApprovals = async ({ db }: Ctx, withdrawalId: number): Promise<number> => {
  const row = await db
    .selectFrom('withdrawal_approvals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('withdrawal_id', '=', withdrawalId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const insertStep = async (
  { db }: Ctx,
  step: {
    withdrawalId: number;
    step: WithdrawalStep;
    operatorId?: number | null;
    note?: string | null;
    at: number;
  },
): Promise<void> => {
  await db
    .insertInto('withdrawal_steps')
    .values({
      withdrawal_id: step.withdrawalId,
      step: step.step,
      operator_id: step.operatorId ?? null,
      note: step.note ?? null,
      created_at: step.at,
    })
    .execute();
};

export const findSteps = async ({ db }: Ctx, withdrawalId: number) =>
  (
    await db
      .selectFrom('withdrawal_steps')
      .select(['step', 'note', 'created_at'])
      .where('withdrawal_id', '=', withdrawalId)
      .orderBy('id')
      .execute()
  ).map((s) => ({ step: s.step, note: s.note, at: Number(s.created_at) }));

export const findBanksByIds = ({ db }: Ctx, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([] as WithdrawalBankRow[])
    : db.selectFrom('withdrawal_banks').selectAll().where('id', 'in', ids).execute();

export const findAccountsByIds = ({ db }: Ctx, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([] as WithdrawalAccountRow[])
    : db.selectFrom('withdrawal_accounts').selectAll().where('id', 'in', ids).execute();

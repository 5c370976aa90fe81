import type { ContractKind, ContractState } from '@lotto/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AgentContractRunsTable, ContractRow, RunRow } from './contracts.tables.js';

type Db = Kysely<Database>;

const numbers = <R extends ContractRow>(r: R): R => ({
  ...r,
  id: Number(r.id),
  member_id: Number(r.member_id),
  offered_by: r.offered_by === null ? null : Number(r.offered_by),
  created_at: Number(r.created_at),
  decided_at: r.decided_at === null ? null : Number(r.decided_at),
});

export const insertContract = async (
  db: Db,
  row: Omit<ContractRow, 'id' | 'decided_at' | 'state'>,
): Promise<ContractRow> =>
  numbers(
    await db
      .insertInto('agent_contracts')
      .values({ ...row, state: 'offered', decided_at: null })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );

export const contractById = async (db: Db, id: number) => {
  const row = await db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && numbers(row);
};

/** The member's contracts in the states, newest first. */
export const contractsOf = async (
  db: Db,
  memberIds: readonly number[],
  states: readonly ContractState[],
  kind?: ContractKind,
): Promise<ContractRow[]> => {
  if (memberIds.length === 0) return [];
  const rows = await db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('member_id', 'in', memberIds)
    .where('state', 'in', states)
    .$if(kind !== undefined, (q) => q.where('kind', '=', kind as ContractKind))
    .orderBy('id', 'desc')
    .execute();
  return rows.map(numbers);
};

/** Every contract of the site, newest first (the back office's list). */
export const contractsOfSite = async (db: Db, merchantId: number, limit: number) =>
  (
    await db
      .selectFrom('agent_contracts')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  ).map(numbers);

/** The accepted contracts of a kind, every site (the jobs' work). */
export const acceptedContracts = async (db: Db, kind: ContractKind) =>
  (
    await db
      .selectFrom('agent_contracts')
      .selectAll()
      .where('kind', '=', kind)
      .where('state', '=', 'accepted')
      .orderBy('id')
      .execute()
  ).map(numbers);

/** Moves a contract from one state to another; false when it was no longer in `from`. */
export const setState = async (
  db: Db,
  id: number,
  from: ContractState,
  to: ContractState,
  at: number,
): Promise<boolean> => {
  const result = await db
    .updateTable('agent_contracts')
    .set({ state: to, decided_at: at })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Ends the member's accepted contract of the kind (a new one was accepted in its place). */
export const endAccepted = (db: Db, memberId: number, kind: ContractKind, at: number) =>
  db
    .updateTable('agent_contracts')
    .set({ state: 'ended', decided_at: at })
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('state', '=', 'accepted')
    .execute();

const runNumbers = (r: RunRow): RunRow => ({
  ...r,
  id: Number(r.id),
  contract_id: Number(r.contract_id),
  valid_stake_minor: Number(r.valid_stake_minor),
  active_members: Number(r.active_members),
  net_loss_minor: Number(r.net_loss_minor),
  carry_in_minor: Number(r.carry_in_minor),
  carry_out_minor: Number(r.carry_out_minor),
  due_minor: Number(r.due_minor),
  paid_minor: Number(r.paid_minor),
  transaction_id: r.transaction_id === null ? null : Number(r.transaction_id),
  created_at: Number(r.created_at),
});

/** Records a period's run; false when the period already has one (nothing written). */
export const insertRun = async (db: Db, row: Insertable<AgentContractRunsTable>) => {
  const result = await db
    .insertInto('agent_contract_runs')
    .values(row)
    .onConflict((oc) => oc.columns(['contract_id', 'period']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
};

export const hasRun = async (db: Db, contractId: number, period: string) =>
  (await db
    .selectFrom('agent_contract_runs')
    .select('id')
    .where('contract_id', '=', contractId)
    .where('period', '=', period)
    .executeTakeFirst()) !== undefined;

/** The contract's latest run before the period (the dividend's carry-over). */
export const lastRunBefore = async (db: Db, contractId: number, period: string) => {
  const row = await db
    .selectFrom('agent_contract_runs')
    .selectAll()
    .where('contract_id', '=', contractId)
    .where('period', '<', period)
    .orderBy('period', 'desc')
    .executeTakeFirst();
  return row && runNumbers(row);
};

/** A page of the contracts' runs, newest period first, and how many there are. */
export const runsPage = async (
  db: Db,
  contractIds: readonly number[],
  page: { limit: number; offset: number },
) => {
  if (contractIds.length === 0) return { rows: [], total: 0 };
  const base = db.selectFrom('agent_contract_runs').where('contract_id', 'in', contractIds);
  const rows = await base
    .selectAll()
    .orderBy('period', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return { rows: rows.map(runNumbers), total: Number(total?.n ?? 0) };
};

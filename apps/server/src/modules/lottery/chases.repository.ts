import type { Insertable } from 'kysely';
import type { Ctx } from '../../context.js';
import type { LotteryChaseRow, LotteryChaseStatus, LotteryChasesTable } from './orders.tables.js';

/** The chase a request placed, if it was placed (a retried request finds it). */
export const findChaseByRequest = (
  { db }: Ctx,
  memberId: number,
  requestId: string,
): Promise<LotteryChaseRow | undefined> =>
  db
    .selectFrom('lottery_chases')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();

export const insertChaseRow = async (
  { db }: Ctx,
  row: Insertable<LotteryChasesTable>,
): Promise<number> =>
  (await db.insertInto('lottery_chases').values(row).returning('id').executeTakeFirstOrThrow()).id;

/** Ends a running chase; false when it was not running (also when a racing call ended it). */
export const endRunningChase = async (
  { db, now }: Ctx,
  id: number,
  status: Exclude<LotteryChaseStatus, 'running'>,
): Promise<boolean> => {
  const ended = await db
    .updateTable('lottery_chases')
    .set({ status, ended_at: now() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(ended.numUpdatedRows) === 1;
};

/** Marks the running chases among these that have no pending order left as finished. */
export const finishIdleChases = async ({ db, now }: Ctx, chaseIds: readonly number[]) => {
  await db
    .updateTable('lottery_chases')
    .set({ status: 'finished', ended_at: now() })
    .where('id', 'in', chaseIds)
    .where('status', '=', 'running')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('lottery_orders')
            .select('lottery_orders.id')
            .whereRef('lottery_orders.chase_id', '=', 'lottery_chases.id')
            .where('lottery_orders.status', '=', 'pending'),
        ),
      ),
    )
    .execute();
};

/** The member's running chases. */
export const findRunningChases = ({ db }: Ctx, memberId: number) =>
  db
    .selectFrom('lottery_chases')
    .select(['id', 'status'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'running')
    .execute();

/** Of these chases, the running ones that stop on a win. */
export const findChasesStoppingOnWin = ({ db }: Ctx, chaseIds: readonly number[]) =>
  db
    .selectFrom('lottery_chases')
    .select(['id', 'status'])
    .where('id', 'in', chaseIds)
    .where('stop_on_win', '=', 1)
    .where('status', '=', 'running')
    .execute();

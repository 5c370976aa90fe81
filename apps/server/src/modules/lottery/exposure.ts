import { sql } from 'kysely';
import type { Ctx } from '../../context.js';
import { AppError } from '../../errors.js';
import './orders.tables.js';

/**
 * The site's exposure per draw, bet type and number (exposure key): the stake on it and what
 * the site pays if it comes up. Each key of an order adds the order's largest win (maxWinOf):
 * for a straight bet that is exactly what that number pays; where one result can make several
 * keys of one selection win at once it over-counts, which only makes the cap stricter (DESIGN
 * "Payout caps": caps limit what is accepted, a win is never cut).
 *
 * The update is one upsert that answers the new liability, inside the bet's transaction: on
 * PostgreSQL the row lock makes a concurrent bet on the same key wait and then see this one,
 * on SQLite there is one writer; a bet that would pass the cap throws and rolls back. An order
 * writes all its rows at once, in one global order (addExposures).
 */

export interface ExposureAdd {
  drawId: number;
  betType: string;
  keys: readonly string[];
  stakeMinor: number;
  liabilityMinor: number;
  /** The game's maxNumberLiabilityMinor; null or 0: no cap. */
  capMinor: number | null;
}

/** Keys per statement: a big selection covers many numbers. */
const CHUNK = 400;

/** One exposure row's share of an order (several items on one number add up). */
interface RowAdd {
  drawId: number;
  betType: string;
  key: string;
  stakeMinor: number;
  liabilityMinor: number;
  capMinor: number | null;
}

const rowId = (drawId: number, betType: string, key: string) => `${drawId}|${betType}|${key}`;

const byRow = (a: RowAdd, b: RowAdd) =>
  a.drawId - b.drawId ||
  (a.betType < b.betType ? -1 : a.betType > b.betType ? 1 : 0) ||
  (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

const rowsOf = (adds: readonly ExposureAdd[]): RowAdd[] => {
  const rows = new Map<string, RowAdd>();
  for (const add of adds) {
    const capMinor = add.capMinor && add.capMinor > 0 ? add.capMinor : null;
    for (const key of new Set(add.keys)) {
      const id = rowId(add.drawId, add.betType, key);
      const row = rows.get(id);
      if (row) {
        row.stakeMinor += add.stakeMinor;
        row.liabilityMinor += add.liabilityMinor;
      } else {
        rows.set(id, { ...add, key, capMinor });
      }
    }
  }
  return [...rows.values()].sort(byRow);
};

/**
 * Adds a whole order's exposure (every item, every draw of a chase) in one pass over its rows
 * in one global order (draw, bet type, key): on PostgreSQL each upsert locks its row until the
 * order commits, so two orders that wrote shared rows each in its own item order could each
 * hold a row the other waits for (deadlock). Throws when a row would pass its cap.
 */
export const addExposures = async ({ db }: Ctx, adds: readonly ExposureAdd[]): Promise<void> => {
  const rows = rowsOf(adds);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const totals = await db
      .insertInto('lottery_exposure')
      .values(
        part.map((row) => ({
          draw_id: row.drawId,
          bet_type: row.betType,
          key: row.key,
          stake_minor: row.stakeMinor,
          liability_minor: row.liabilityMinor,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['draw_id', 'bet_type', 'key']).doUpdateSet({
          stake_minor: sql`lottery_exposure.stake_minor + excluded.stake_minor`,
          liability_minor: sql`lottery_exposure.liability_minor + excluded.liability_minor`,
        }),
      )
      .returning(['draw_id', 'bet_type', 'key', 'liability_minor'])
      .execute();
    const added = new Map(part.map((row) => [rowId(row.drawId, row.betType, row.key), row]));
    for (const total of totals) {
      const row = added.get(rowId(Number(total.draw_id), total.bet_type, total.key));
      const liability = Number(total.liability_minor);
      if (!row || row.capMinor === null || liability <= row.capMinor) continue;
      const left = Math.max(0, row.capMinor - (liability - row.liabilityMinor));
      throw new AppError('lottery.bet.limit', { limit: 'number', key: row.key, leftMinor: left });
    }
  }
};

/** Takes a cancelled order's share off its keys (never below zero). */
export const removeExposure = async (
  { db }: Ctx,
  remove: Omit<ExposureAdd, 'capMinor'>,
): Promise<void> => {
  const keys = [...new Set(remove.keys)];
  if (keys.length === 0) return;
  await db
    .updateTable('lottery_exposure')
    .set({
      stake_minor: sql`case when stake_minor > ${remove.stakeMinor} then stake_minor - ${remove.stakeMinor} else 0 end`,
      liability_minor: sql`case when liability_minor > ${remove.liabilityMinor} then liability_minor - ${remove.liabilityMinor} else 0 end`,
    })
    .where('draw_id', '=', remove.drawId)
    .where('bet_type', '=', remove.betType)
    .where('key', 'in', keys)
    .execute();
};

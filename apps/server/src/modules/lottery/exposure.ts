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
 * on SQLite there is one writer; a bet that would pass the cap throws and rolls back.
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

export const addExposure = async ({ db }: Ctx, add: ExposureAdd): Promise<void> => {
  const cap = add.capMinor && add.capMinor > 0 ? add.capMinor : null;
  // Sorted, so concurrent bets lock shared keys in the same order and never deadlock.
  const keys = [...new Set(add.keys)].sort();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const rows = await db
      .insertInto('lottery_exposure')
      .values(
        keys.slice(i, i + CHUNK).map((key) => ({
          draw_id: add.drawId,
          bet_type: add.betType,
          key,
          stake_minor: add.stakeMinor,
          liability_minor: add.liabilityMinor,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['draw_id', 'bet_type', 'key']).doUpdateSet({
          stake_minor: sql`lottery_exposure.stake_minor + excluded.stake_minor`,
          liability_minor: sql`lottery_exposure.liability_minor + excluded.liability_minor`,
        }),
      )
      .returning(['key', 'liability_minor'])
      .execute();
    if (cap === null) continue;
    for (const row of rows) {
      const liability = Number(row.liability_minor);
      if (liability <= cap) continue;
      const left = Math.max(0, cap - (liability - add.liabilityMinor));
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

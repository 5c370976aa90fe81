import type { LanguageCode } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LocalText } from '../inbox/index.js';
import type { OrderRow } from './deposits.repository.js';

/**
 * A rejection's reason per language (migration 0033): the member reads the text of their
 * language, else the operator's own words on the order.
 */

type Db = Kysely<Database>;

/** Keeps the reason's texts of the languages given (blank ones left out). */
export const insertReasonTexts = async (db: Db, orderId: number, reasons: LocalText) => {
  const rows = Object.entries(reasons)
    .filter(([, text]) => text !== undefined && text.trim() !== '')
    .map(([language, text]) => ({ order_id: orderId, language, reason: (text ?? '').trim() }));
  if (rows.length > 0) await db.insertInto('deposit_reason_texts').values(rows).execute();
};

/** The orders' reasons in the language, by order id: its own text, else the order's reason. */
export const reasonsIn = async (
  db: Db,
  orders: readonly OrderRow[],
  language: LanguageCode,
): Promise<Map<number, string | null>> => {
  const ids = orders.filter((o) => o.reason !== null).map((o) => o.id);
  const texts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('deposit_reason_texts')
          .select(['order_id', 'reason'])
          .where('order_id', 'in', ids)
          .where('language', '=', language)
          .execute();
  const own = new Map(texts.map((t) => [t.order_id, t.reason]));
  return new Map(orders.map((o) => [o.id, own.get(o.id) ?? o.reason]));
};

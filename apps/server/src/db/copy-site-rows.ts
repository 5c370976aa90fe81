import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type Row = Record<string, unknown>;

/** Rows that belong to a copied row by its id (its texts per language, its images). */
export interface ChildTable {
  table: string;
  /** The column holding the parent's id. */
  parentKey: string;
  /** What the copy changes beyond its parent (an address that names the parent's id). */
  change?: (row: Row, parentId: number) => Row;
}

export interface SiteRowsCopy {
  table: string;
  fromSiteId: number;
  toSiteId: number;
  /** The column naming the site: `merchant_id` unless told. */
  siteKey?: string;
  /** Whether rows have their own `id` (tables keyed by the site alone have none). */
  hasId?: boolean;
  /** What the copy changes beyond the site (ids of other copied rows, counters back to 0). */
  change?: (row: Row) => Row;
  children?: readonly ChildTable[];
}

/**
 * Copies one table's rows of a site to another site, each child row following its parent's new
 * id, in the caller's transaction; answers the old ids' new ones so the caller can remap rows
 * of other tables that point at them. A new site made from a template gets its content this
 * way, each module copying its own tables (DESIGN "Module boundaries").
 */
export const copySiteRows = async (
  database: Kysely<Database>,
  copy: SiteRowsCopy,
): Promise<Map<number, number>> => {
  // Table names vary by caller; each module passes only tables it owns.
  const db = database as unknown as Kysely<Record<string, Row>>;
  const siteKey = copy.siteKey ?? 'merchant_id';
  const hasId = copy.hasId ?? true;
  const rows = await db
    .selectFrom(copy.table)
    .selectAll()
    .where(siteKey, '=', copy.fromSiteId)
    .$if(hasId, (q) => q.orderBy('id'))
    .execute();
  const newIds = new Map<number, number>();
  for (const row of rows) {
    const { id, ...rest } = row;
    const values = { ...(copy.change ? copy.change(rest) : rest), [siteKey]: copy.toSiteId };
    if (!hasId) {
      await db.insertInto(copy.table).values(values).execute();
      continue;
    }
    const inserted = await db
      .insertInto(copy.table)
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    newIds.set(Number(id), Number(inserted.id));
  }
  for (const child of copy.children ?? []) {
    if (newIds.size === 0) break;
    const childRows = await db
      .selectFrom(child.table)
      .selectAll()
      .where(child.parentKey, 'in', [...newIds.keys()])
      .execute();
    for (const { id: _ownId, ...childRow } of childRows) {
      const parent = Number(newIds.get(Number(childRow[child.parentKey])));
      const values = { ...childRow, [child.parentKey]: parent };
      await db
        .insertInto(child.table)
        .values(child.change ? child.change(values, parent) : values)
        .execute();
    }
  }
  return newIds;
};

import type { adminRiskEndpoints } from '@lotto/contract';

type RiskAlertKind = adminRiskEndpoints.RiskAlertKind;
type RiskAlertStatus = adminRiskEndpoints.RiskAlertStatus;

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './risk.tables.js';

type Db = Kysely<Database>;

export interface NewAlert {
  merchantId: number;
  kind: RiskAlertKind;
  key: string;
  subject: string;
  memberIds: readonly number[];
  figures: readonly { name: string; value: string }[];
  createdAt: number;
}

/** Raises the alert unless its (site, kind, key) was raised before; answers whether it was new. */
export const insertAlert = async (db: Db, alert: NewAlert): Promise<boolean> => {
  const rows = await db
    .insertInto('risk_alerts')
    .values({
      merchant_id: alert.merchantId,
      kind: alert.kind,
      alert_key: alert.key,
      subject: alert.subject,
      member_ids: JSON.stringify(alert.memberIds),
      figures: JSON.stringify(alert.figures),
      created_at: alert.createdAt,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'alert_key']).doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
};

export const pageAlerts = async (
  db: Db,
  where: {
    merchantId: number;
    kind?: RiskAlertKind | undefined;
    status?: RiskAlertStatus | undefined;
  },
  page: { offset: number; limit: number },
) => {
  const base = db
    .selectFrom('risk_alerts')
    .where('merchant_id', '=', where.merchantId)
    .$if(where.kind !== undefined, (q) => q.where('kind', '=', where.kind ?? 'shared_device'))
    .$if(where.status !== undefined, (q) => q.where('status', '=', where.status ?? 'open'));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base.selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows };
};

export const findAlert = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('risk_alerts')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();

/** Moves the alert from one status to the other; answers false when it was not in `from`. */
export const setStatus = async (
  db: Db,
  id: number,
  from: RiskAlertStatus,
  set: {
    status: RiskAlertStatus;
    note?: string;
    reviewedBy?: number | null;
    reviewedByName?: string | null;
    reviewedAt?: number | null;
  },
): Promise<boolean> => {
  const result = await db
    .updateTable('risk_alerts')
    .set({
      status: set.status,
      ...(set.note === undefined ? {} : { note: set.note }),
      ...(set.reviewedBy === undefined ? {} : { reviewed_by: set.reviewedBy }),
      ...(set.reviewedByName === undefined ? {} : { reviewed_by_name: set.reviewedByName }),
      ...(set.reviewedAt === undefined ? {} : { reviewed_at: set.reviewedAt }),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

export const scannedTo = async (db: Db, name: string): Promise<number | undefined> => {
  const row = await db
    .selectFrom('risk_scans')
    .select('scanned_to')
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? Number(row.scanned_to) : undefined;
};

export const recordScannedTo = (db: Db, name: string, to: number) =>
  db
    .insertInto('risk_scans')
    .values({ name, scanned_to: to })
    .onConflict((oc) => oc.column('name').doUpdateSet({ scanned_to: to }))
    .execute();

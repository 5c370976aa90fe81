import type { adminRiskEndpoints } from '@lotto/contract';
import { type SiteCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import { type OperatorCtx, recordAudit } from '../backoffice/index.js';
import { membersByIds } from '../member/index.js';
import { findAlert, pageAlerts, setStatus } from './risk.repository.js';
import type { RiskAlertRow } from './risk.tables.js';

type RiskAlert = adminRiskEndpoints.RiskAlert;
type AlertQuery = {
  pageNo: number;
  pageSize: number;
  kind?: adminRiskEndpoints.RiskAlertKind | undefined;
  status?: adminRiskEndpoints.RiskAlertStatus | undefined;
};

/**
 * The back office's risk alerts (its routes check risk.review first): the site's alerts with
 * the members each involves, and an operator's review with a note or reopening.
 */

const viewsOf = async (ctx: SiteCtx, rows: readonly RiskAlertRow[]): Promise<RiskAlert[]> => {
  const idsOf = (row: RiskAlertRow) => JSON.parse(row.member_ids) as number[];
  const members = await membersByIds(ctx, [...new Set(rows.flatMap(idsOf))]);
  const names = new Map(members.map((m) => [m.id, m.username]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    subject: row.subject,
    members: idsOf(row).map((id) => ({
      id,
      username: names.get(id) ?? String(id),
      detailPath: `/admin/api/members/${id}`,
    })),
    figures: JSON.parse(row.figures) as RiskAlert['figures'],
    note: row.note,
    reviewedBy: row.reviewed_by_name,
    reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
    createdAt: Number(row.created_at),
  }));
};

export const riskAlertPage = async (ctx: SiteCtx, query: AlertQuery) => {
  const { total, rows } = await pageAlerts(
    ctx.db,
    { merchantId: ctx.site.id, kind: query.kind, status: query.status },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    list: await viewsOf(ctx, rows),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    totalCount: total,
  };
};

/** One alert of the site with its members; 404 for another site's. */
export const riskAlertOf = async (ctx: SiteCtx, id: number): Promise<RiskAlert> => {
  const row = await findAlert(ctx.db, ctx.site.id, id);
  if (!row) throw new AppError('admin.risk.alert.not.found');
  const [view] = await viewsOf(ctx, [row]);
  if (!view) throw new AppError('admin.risk.alert.not.found');
  return view;
};

const stateOf = (alert: RiskAlert) => ({ status: alert.status, note: alert.note });

/**
 * Marks an open alert reviewed by the operator, with the note, audited in the same
 * transaction; 409 when it was reviewed already (the status moves only from open).
 */
export const reviewRiskAlert = (
  ctx: OperatorCtx,
  input: { id: number; note: string },
): Promise<RiskAlert> =>
  transaction(ctx, async (trx) => {
    const before = await riskAlertOf(trx, input.id);
    const moved = await setStatus(trx.db, input.id, 'open', {
      status: 'reviewed',
      note: input.note,
      reviewedBy: ctx.operator.id,
      reviewedByName: ctx.operator.username,
      reviewedAt: ctx.now(),
    });
    if (!moved) throw new AppError('admin.risk.alert.reviewed');
    const after = await riskAlertOf(trx, input.id);
    await recordAudit(trx, {
      action: 'risk.alert.review',
      targetType: 'risk_alert',
      targetId: input.id,
      before: stateOf(before),
      after: stateOf(after),
    });
    return after;
  });

/** Opens a reviewed alert again, audited; its last note and reviewer stay for the record. */
export const reopenRiskAlert = (ctx: OperatorCtx, id: number): Promise<RiskAlert> =>
  transaction(ctx, async (trx) => {
    const before = await riskAlertOf(trx, id);
    if (!(await setStatus(trx.db, id, 'reviewed', { status: 'open' }))) {
      throw new AppError('admin.risk.alert.open');
    }
    const after = await riskAlertOf(trx, id);
    await recordAudit(trx, {
      action: 'risk.alert.reopen',
      targetType: 'risk_alert',
      targetId: id,
      before: stateOf(before),
      after: stateOf(after),
    });
    return after;
  });

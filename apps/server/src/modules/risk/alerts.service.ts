import type { adminRiskEndpoints } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
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

/** Marks an open alert reviewed by the operator, with the note; 409 when it was reviewed. */
export const reviewRiskAlert = async (
  ctx: SiteCtx,
  input: { id: number; note: string; operator: { id: number; username: string } },
): Promise<RiskAlert> => {
  await riskAlertOf(ctx, input.id);
  const moved = await setStatus(ctx.db, input.id, 'open', {
    status: 'reviewed',
    note: input.note,
    reviewedBy: input.operator.id,
    reviewedByName: input.operator.username,
    reviewedAt: ctx.now(),
  });
  if (!moved) throw new AppError('admin.risk.alert.reviewed');
  return riskAlertOf(ctx, input.id);
};

/** Opens a reviewed alert again; its last note and reviewer stay for the record. */
export const reopenRiskAlert = async (ctx: SiteCtx, id: number): Promise<RiskAlert> => {
  await riskAlertOf(ctx, id);
  if (!(await setStatus(ctx.db, id, 'reviewed', { status: 'open' }))) {
    throw new AppError('admin.risk.alert.open');
  }
  return riskAlertOf(ctx, id);
};

import { adminReportEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { adminRoute, type OperatorCtx, serializedOnce } from '../backoffice/index.js';
import { agentReport, allAgentRows } from './agent-report.service.js';
import { ReportAnswers } from './report-answers.js';
import { toCsv } from './report-csv.js';
import { categoryReport, dailyReport, vendorReport } from './site-report.service.js';
import { vipReport } from './vip-report.service.js';

/**
 * The back office's reports (reports.read): each table as JSON and as CSV, the answers kept a
 * moment (report-answers.ts). Reading only, so nothing is audited. The CSV of the agents lists
 * every row, the page asked ignored.
 */

type Cells = Record<string, string | number | null>;
type Range = { from: string; to: string };

const sendCsv = (
  reply: FastifyReply,
  name: string,
  range: { from: string; to: string },
  columns: readonly string[],
  rows: readonly Cells[],
) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${range.from}-${range.to}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(toCsv(columns, rows));

/** A table's columns: the first column(s), then the figures' keys as the totals have them. */
const columnsOf = (first: readonly string[], totals: object) => [...first, ...Object.keys(totals)];

/** The totals as the table's last row, its first column saying so. */
const totalsRow = (first: string, totals: object): Cells => ({
  ...(totals as Cells),
  [first]: 'total',
});

export const reportRoutes: FastifyPluginAsync = async (app) => {
  // Per app: its copies never serve another app's database (tests build several).
  const answers = new ReportAnswers(app.config.now);
  const range = (q: { from: string; to: string }) => ({ from: q.from, to: q.to });
  const daily = (ctx: OperatorCtx, q: Range) =>
    answers.get(ctx.site.id, ['daily', q.from, q.to], () => dailyReport(ctx, range(q)));
  const vendors = (ctx: OperatorCtx, q: Range) =>
    answers.get(ctx.site.id, ['vendors', q.from, q.to], () => vendorReport(ctx, range(q)));
  const categories = (ctx: OperatorCtx, q: Range) =>
    answers.get(ctx.site.id, ['categories', q.from, q.to], () => categoryReport(ctx, range(q)));
  const vip = (ctx: OperatorCtx, q: Range) =>
    answers.get(ctx.site.id, ['vip', q.from, q.to], () => vipReport(ctx, range(q)));

  // A copy is serialized once, not again for each request it answers.
  const dailyJson = serializedOnce(endpoints.daily);
  const vendorsJson = serializedOnce(endpoints.vendors);
  const categoriesJson = serializedOnce(endpoints.categories);
  const vipJson = serializedOnce(endpoints.vipLevels);
  const agentsJson = serializedOnce(endpoints.agents);
  adminRoute(app, endpoints.daily, async (ctx, { query }) => dailyJson(await daily(ctx, query)));
  adminRoute(app, endpoints.vendors, async (ctx, { query }) =>
    vendorsJson(await vendors(ctx, query)),
  );
  adminRoute(app, endpoints.categories, async (ctx, { query }) =>
    categoriesJson(await categories(ctx, query)),
  );
  adminRoute(app, endpoints.vipLevels, async (ctx, { query }) => vipJson(await vip(ctx, query)));
  adminRoute(app, endpoints.agents, async (ctx, { query }) =>
    agentsJson(
      await answers.get(
        ctx.site.id,
        ['agents', query.from, query.to, query.agentId, query.pageNo, query.pageSize],
        () => agentReport(ctx, query),
      ),
    ),
  );

  adminRoute(app, endpoints.dailyCsv, async (ctx, { query }, { reply }) => {
    const r = await daily(ctx, query);
    const rows = [...r.rows, totalsRow('day', r.totals)];
    return sendCsv(reply, 'report-daily', r, columnsOf(['day'], r.totals), rows);
  });
  adminRoute(app, endpoints.vendorsCsv, async (ctx, { query }, { reply }) => {
    const r = await vendors(ctx, query);
    const rows = [...r.rows, totalsRow('vendor', r.totals)];
    const columns = columnsOf(['vendor', 'category'], r.totals);
    return sendCsv(reply, 'report-vendors', r, columns, rows);
  });
  adminRoute(app, endpoints.categoriesCsv, async (ctx, { query }, { reply }) => {
    const r = await categories(ctx, query);
    const rows = [...r.rows, totalsRow('category', r.totals)];
    return sendCsv(reply, 'report-categories', r, columnsOf(['category'], r.totals), rows);
  });
  adminRoute(app, endpoints.vipLevelsCsv, async (ctx, { query }, { reply }) => {
    const r = await vip(ctx, query);
    const rows = [...r.rows, totalsRow('level', r.totals)];
    return sendCsv(reply, 'report-vip-levels', r, columnsOf(['level'], r.totals), rows);
  });
  adminRoute(app, endpoints.agentsCsv, async (ctx, { query }, { reply }) => {
    const { rows, totals } = await answers.get(
      ctx.site.id,
      ['agents-all', query.from, query.to, query.agentId],
      () => allAgentRows(ctx, query),
    );
    const columns = columnsOf(['memberId', 'username', 'teamSize'], totals);
    return sendCsv(reply, 'report-agents', query, columns, [
      ...rows,
      totalsRow('memberId', totals),
    ]);
  });
};

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AdminCtx } from './admin-context.js';

/**
 * The audit log (append-only): who did what, to what, the state before and after, when and
 * from where. Call it with the context of the action's transaction, so the row commits or
 * rolls back with the action itself.
 */
export interface AuditFields {
  action: string;
  targetType: string;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** Who acted, when the context has no operator yet (sign-in). */
  operator?: { id: number; username: string };
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
const USER_AGENT_MAX = 512;

export const recordAudit = async (ctx: AdminCtx, fields: AuditFields): Promise<void> => {
  const who = fields.operator ?? ctx.operator;
  await ctx.db
    .insertInto('audit_log')
    .values({
      operator_id: who?.id ?? null,
      operator_username: who?.username ?? '(unknown)',
      merchant_id: ctx.site.id,
      action: fields.action,
      target_type: fields.targetType,
      target_id: fields.targetId == null ? null : String(fields.targetId),
      before_json: json(fields.before),
      after_json: json(fields.after),
      ip: ctx.ip,
      user_agent: ctx.userAgent ? ctx.userAgent.slice(0, USER_AGENT_MAX) : null,
      created_at: ctx.now(),
    })
    .execute();
};

export interface AuditFilter {
  operator?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
}

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** One page of the log, newest first. */
export const auditPage = async (
  db: Kysely<Database>,
  filter: AuditFilter,
  page: { pageNo: number; pageSize: number },
) => {
  let query = db.selectFrom('audit_log');
  if (filter.operator) query = query.where('operator_username', '=', filter.operator);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.targetType) query = query.where('target_type', '=', filter.targetType);
  if (filter.targetId) query = query.where('target_id', '=', filter.targetId);
  const { n } = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  const totalCount = Number(n);
  return {
    pageNum: page.pageNo,
    totalPages: Math.ceil(totalCount / page.pageSize),
    totalCount,
    list: rows.map((r) => ({
      id: r.id,
      operatorId: r.operator_id,
      operator: r.operator_username,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      before: parse(r.before_json),
      after: parse(r.after_json),
      ip: r.ip,
      userAgent: r.user_agent,
      createdAt: Number(r.created_at),
    })),
  };
};

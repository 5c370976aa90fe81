import { type SiteCtx, transaction } from '../context.js';

/** What an operator's edit of content records in the audit log. */
export interface ContentAuditEntry {
  action: string;
  targetType: string;
  targetId: number;
  before?: unknown;
  after?: unknown;
}

/**
 * The back office's audit writer, handed by its routes to a module's content service: the
 * service calls it in the edit's own transaction, and never depends on the back office (which
 * depends, through its own services, on the modules that hold the content).
 */
export type ContentAudit<C extends SiteCtx> = (trx: C, entry: ContentAuditEntry) => Promise<void>;

/** One audited edit of a site's content: its audit words, and how the back office reads it. */
export interface AuditedEdit<C extends SiteCtx, V> {
  action: string;
  targetType: string;
  targetId: number;
  /** The content as the back office shows it; refuses one not on the site (not found). */
  viewOf: (trx: C, id: number) => Promise<V>;
}

/**
 * An edit in one transaction with its audit row: the content read before (so an unknown id is
 * refused before anything changes), the change, the content read again; answers it as it is now.
 */
export const auditedUpdate = <C extends SiteCtx, V>(
  ctx: C,
  audit: ContentAudit<C>,
  edit: AuditedEdit<C, V>,
  change: (trx: C) => Promise<unknown>,
): Promise<V> =>
  transaction(ctx, async (trx) => {
    const { viewOf, ...entry } = edit;
    const before = await viewOf(trx, edit.targetId);
    await change(trx);
    const after = await viewOf(trx, edit.targetId);
    await audit(trx, { ...entry, before, after });
    return after;
  });

/** A removal in one transaction with its audit row, which keeps what was removed. */
export const auditedDelete = <C extends SiteCtx, V>(
  ctx: C,
  audit: ContentAudit<C>,
  edit: AuditedEdit<C, V>,
  remove: (trx: C) => Promise<unknown>,
): Promise<{ id: number }> =>
  transaction(ctx, async (trx) => {
    const { viewOf, ...entry } = edit;
    const before = await viewOf(trx, edit.targetId);
    await remove(trx);
    await audit(trx, { ...entry, before });
    return { id: edit.targetId };
  });

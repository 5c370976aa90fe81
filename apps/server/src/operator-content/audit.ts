import type { SiteCtx } from '../context.js';

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

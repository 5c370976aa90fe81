import type { AdminEndpointSpec, AdminPermission, AdminRole, LanguageCode } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';

/** Who an admin request is: the operator of a live session, with what their role may do. */
export interface OperatorRef {
  id: number;
  username: string;
  role: AdminRole;
  permissions: readonly AdminPermission[];
  sessionId: number;
}

/**
 * An admin request's context: the site it works on (the Merchant header or the host name, as
 * for players), its caller's address for the audit log, and the operator when signed in.
 */
export interface AdminCtx extends SiteCtx {
  language: LanguageCode;
  ip: string;
  userAgent: string | undefined;
  operator: OperatorRef | null;
}

/** The context of a guarded endpoint: the operator is always there. */
export interface OperatorCtx extends AdminCtx {
  operator: OperatorRef;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator, on admin routes that are not public. */
    operator: OperatorRef | null;
    /** The CSRF token of the operator's session (answered by GET /admin/api/session). */
    adminCsrfToken: string | null;
  }
  interface FastifyContextConfig {
    /** The admin description the route was registered from (adminRoute); /admin/api needs one. */
    adminEndpoint?: AdminEndpointSpec;
  }
}

/**
 * The back office (DESIGN.md "Back office realm"): operators, roles and permissions, their
 * sessions (cookie + CSRF), the audit log, and the admin endpoints under /admin/api/. A later
 * feature adds an admin endpoint with adminRoute (descriptor + handler) and records what its
 * operator did with recordAudit in the action's transaction.
 */

export { requestAdjustment } from './adjustments.service.js';
export { adminAppPlugin } from './admin-app.js';
export type { OperatorCtx } from './admin-context.js';
export { adminRealmPlugin, adminRoute, serializedOnce } from './admin-route.js';
export { recordAudit } from './audit.js';
export { backofficeRoutes } from './backoffice.routes.js';
export { replyFeedback } from './feedback-admin.service.js';
export { lockMember } from './member-manage.service.js';
export { siteMember } from './members.service.js';
export { createOperator, findOperator } from './operators.service.js';

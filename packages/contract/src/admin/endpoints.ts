import { adminEndpoint } from './endpoint.js';
import {
  adjustment,
  adjustmentBody,
  adjustmentsPage,
  adjustmentsQuery,
  adminSessionAnswer,
  applicationsPage,
  applicationsQuery,
  auditPage,
  auditQuery,
  decisionBody,
  emptyAnswer,
  idParams,
  memberDetail,
  memberLedgerPage,
  memberLedgerQuery,
  memberSearchAnswer,
  memberSearchQuery,
  promotionApplication,
  reviewBody,
  reviewImageParams,
  signInBody,
} from './schemas.js';

/** The back office's endpoints (realm /admin/api/*; see AdminEndpointSpec). */

/** Password and authenticator code; sets the session cookie. */
export const signIn = adminEndpoint({
  method: 'POST',
  path: '/admin/api/session',
  guard: 'public',
  body: signInBody,
  answer: adminSessionAnswer,
});

/** The signed-in operator and the session's CSRF token (the app's start). */
export const currentSession = adminEndpoint({
  method: 'GET',
  path: '/admin/api/session',
  guard: 'operator',
  answer: adminSessionAnswer,
});

export const signOut = adminEndpoint({
  method: 'DELETE',
  path: '/admin/api/session',
  guard: 'operator',
  answer: emptyAnswer,
});

/** The audit log, newest first. */
export const auditLog = adminEndpoint({
  method: 'GET',
  path: '/admin/api/audit',
  guard: 'audit.read',
  query: auditQuery,
  answer: auditPage,
});

export const searchMembers = adminEndpoint({
  method: 'GET',
  path: '/admin/api/members',
  guard: 'members.read',
  query: memberSearchQuery,
  answer: memberSearchAnswer,
});

export const memberProfile = adminEndpoint({
  method: 'GET',
  path: '/admin/api/members/:id',
  guard: 'members.read',
  params: idParams,
  answer: memberDetail,
});

export const memberLedger = adminEndpoint({
  method: 'GET',
  path: '/admin/api/members/:id/ledger',
  guard: 'members.read',
  params: idParams,
  query: memberLedgerQuery,
  answer: memberLedgerPage,
});

/** Requests a manual adjustment: posted at once up to the threshold, else waits for approval. */
export const requestAdjustment = adminEndpoint({
  method: 'POST',
  path: '/admin/api/adjustments',
  guard: 'members.adjust',
  body: adjustmentBody,
  answer: adjustment,
});

export const adjustments = adminEndpoint({
  method: 'GET',
  path: '/admin/api/adjustments',
  guard: 'members.adjust',
  query: adjustmentsQuery,
  answer: adjustmentsPage,
});

/** The second approval: a different operator holding members.adjust. */
export const approveAdjustment = adminEndpoint({
  method: 'POST',
  path: '/admin/api/adjustments/:id/approve',
  guard: 'members.adjust',
  params: idParams,
  body: decisionBody,
  answer: adjustment,
});

export const rejectAdjustment = adminEndpoint({
  method: 'POST',
  path: '/admin/api/adjustments/:id/reject',
  guard: 'members.adjust',
  params: idParams,
  body: decisionBody,
  answer: adjustment,
});

export const promotionApplications = adminEndpoint({
  method: 'GET',
  path: '/admin/api/promotion-applications',
  guard: 'promotions.review',
  query: applicationsQuery,
  answer: applicationsPage,
});

export const approveApplication = adminEndpoint({
  method: 'POST',
  path: '/admin/api/promotion-applications/:id/approve',
  guard: 'promotions.review',
  params: idParams,
  body: reviewBody,
  answer: promotionApplication,
});

export const rejectApplication = adminEndpoint({
  method: 'POST',
  path: '/admin/api/promotion-applications/:id/reject',
  guard: 'promotions.review',
  params: idParams,
  body: reviewBody,
  answer: promotionApplication,
});

/** An application's image, to operators only. */
export const applicationImage = adminEndpoint({
  method: 'GET',
  path: '/admin/api/promotion-applications/:id/images/:sequence',
  guard: 'promotions.review',
  params: reviewImageParams,
  produces: 'image',
});

/** Sessions: who a request is, starting and ending sessions, and login. */
export { removeSessionsOf } from './member-rows.js';
export { sessionRoutes } from './session.routes.js';
export {
  type AuthMember,
  authenticate,
  authenticateSession,
  createSession,
  endMemberSessions,
} from './session.service.js';

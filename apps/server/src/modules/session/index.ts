/** Sessions: who a request is, starting and ending sessions, login and known devices. */

export type { AuthMember } from '../../context.js';
export {
  DEVICE_SECRET,
  deviceSecretFrom,
  hashDeviceSecret,
  newDeviceSecret,
  setDeviceSecretCookie,
} from './device-secret.js';
export { hasSignedInOn } from './devices.service.js';
export { login, type SignedIn, signIn } from './login.service.js';
export { forgetDevices, rememberDevice, setDeviceCookie } from './login-devices.service.js';
export {
  memberDevicesOf,
  memberSessionsPage,
  membersSignedInFrom,
} from './member-activity.js';
export { removeSessionsOf } from './member-rows.js';
export {
  countMembersOnline,
  onlineAmong,
  recentSessionsOf,
} from './member-sessions.js';
export {
  type SignIn,
  signInsBetween,
  signInsFromAddress,
  signInsOfMember,
  signInsOnDevice,
} from './risk-reads.js';
export { sessionRoutes } from './session.routes.js';
export {
  authenticate,
  authenticateSession,
  createSession,
  endMemberSessions,
  endSession,
  sessionStartedAt,
} from './session.service.js';

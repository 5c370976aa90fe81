/** Sessions: who a request is, starting and ending sessions, login and free play. */
export type { AuthMember } from './session.service.js';

/**
 * The member's inbox: messages to one member or the whole site, each member's read and delete
 * state, and the writers other modules call when something happens to a member's account.
 */

export {
  sendMessageToMembers,
  sentMessagePage,
  type VipLevelsOf,
} from './inbox.admin.service.js';
export { inboxRoutes } from './inbox.routes.js';
export { openMessage as openInboxMessage, removeInboxOf } from './inbox.service.js';
export { hasSentMessage, notifyMember, sendOperatorMessage } from './inbox.writer.js';
export type { LocalText } from './inbox-templates.js';

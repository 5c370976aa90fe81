/** The member's own profile: head icon, nickname and payee name (over the members table). */

export { profileRoutes } from './profile.routes.js';
export { chooseHeadIcon, setPayeeName } from './profile.service.js';

/**
 * Members: the members table (only this module reads or writes it), password hashing and the
 * member centre's view of a member.
 */

export { upgradePasswordHash } from './hash-upgrade.js';
export { memberRoutes } from './member.routes.js';
export {
  AffiliateCodeTaken,
  bindMemberMobile,
  countInvitedBy,
  findMember,
  findMemberByAffiliateCode,
  findMemberByMobile,
  findMemberByUsername,
  insertMember,
  maskEmail,
  maskMobile,
  type NewMemberFields,
  prepareMember,
  raiseVipLevel,
  recordLogin,
  removeTrialMembers,
  setMemberEmail,
  setPasswordHash,
  setPayeeNameOnce,
  setPaymentPasswordHash,
  trialMembersCreatedBefore,
  updateMemberProfile,
  usernamesOf,
} from './member.service.js';
export type { MemberRow } from './member.tables.js';
export { setMemberLock, setMemberType } from './member-lock.js';
export { searchSiteMembers } from './member-lookup.js';
export {
  countMemberIds,
  membersListed,
  membersMatching,
  pageOfMemberIds,
} from './member-pages.js';
export {
  hasDownlines,
  type ListedMember,
  listedMembersByIds,
  type MembersPage,
  searchMembersBy,
} from './member-search.js';
export { membersByIds, setUpline, topAgentsPage } from './member-tree.js';
export {
  hashPassword,
  MIN_PASSWORD_HASH_LOG2,
  needsRehash,
  setPasswordHashCost,
  verifyAgainstNothing,
  verifyPassword,
  withPasswordHashCost,
} from './password.js';
export {
  realMemberIdsAtLevel,
  realMemberIdsOfSite,
  vipLevelsInUse,
} from './site-members.js';

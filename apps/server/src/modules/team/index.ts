/**
 * Agents' teams: the upline tree as a closure table (team_paths; only this module reads or
 * writes it) and the agent area's team figures. Sign-up places every new member with
 * placeInTeam in its transaction; removals take members out with removeFromTeams. The team
 * figures give other modules' counters the team as a subquery, so none reads another's table.
 * The back office moves a member with its team by moveInTeam, after lockTeams.
 */
export {
  affiliateLinkByCode,
  affiliateLinksOf,
  createAffiliateLink,
} from './affiliate-links.service.js';
export { teamRoutes } from './team.routes.js';
export {
  depthInTeam,
  isInTeam,
  membersInTeams,
  pathsUpOf,
  placeInTeam,
  removeFromTeams,
  teamMemberIds,
  teamMembersAtDepth,
  teamSizeByDepth,
} from './team.service.js';
export { teamList } from './team-list.service.js';
export { lockTeams, moveInTeam } from './team-move.js';
export { requireAgent } from './team-overview.service.js';
export { resolveTeamDays } from './team-range.js';
export { teamCountsOf, uplineChain } from './team-tree.js';
export { knownVendor } from './team-vendor.js';

/**
 * Agents' teams: the upline tree as a closure table (team_paths; only this module reads or
 * writes it) and the agent area's team figures. Sign-up places every new member with
 * placeInTeam in its transaction; removals take members out with removeFromTeams. The team
 * figures give other modules' counters the team as a subquery, so none reads another's table.
 * The back office moves a member with its team by moveInTeam, after lockTeams.
 */

export {
  depthInTeam,
  isInTeam,
  lockTeams,
  membersInTeams,
  pathsUpOf,
  placeInTeam,
  teamCountsOf,
  teamHasMember,
  teamMemberIds,
  teamMembersAtDepth,
  teamSizeByDepth,
  uplineChain,
} from '../team-tree/index.js';
export {
  affiliateLinkByCode,
  affiliateLinksOf,
  createAffiliateLink,
} from './affiliate-links.service.js';
export { teamRoutes } from './team.routes.js';
export { TeamAnswers } from './team-answers.js';
export { teamList } from './team-list.service.js';
export { moveInTeam, removeFromTeams } from './team-move.js';
export { requireAgent } from './team-overview.service.js';
export { resolveTeamDays } from './team-range.js';
export { knownVendor } from './team-vendor.js';

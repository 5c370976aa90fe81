/**
 * The upline tree (DESIGN.md "Agents' teams"): the closure table team_paths (only this module
 * reads or writes it), the team's sums kept along it, and the locks that order changes of its
 * shape. It sits below every module that records what a team's figures count (play, the
 * wallet, sessions, sign-up), so each records its rows for every ancestor in its own
 * transaction; the team module reads the figures and moves sub-teams.
 */
export {
  activeAmong,
  activeCountOfSet,
  teamActiveCounts,
  teamSizesOf,
} from './active-members.js';
export { teamCountsOf, uplineChain } from './browse.js';
export {
  teamActiveByDay,
  teamActiveCount,
  teamBetCount,
  teamBetsByDay,
  teamBetsOf,
  teamLedgerByDay,
  teamLedgerOf,
  teamSizeOf,
} from './figures.service.js';
export { teamVersion } from './generation.js';
export { lockTeams, moveInTeam } from './move.js';
export {
  depthInTeam,
  depthsInTeam,
  directMembers,
  isInTeam,
  membersInTeams,
  pathsUpOf,
  placeInTeam,
  removeFromTeams,
  teamHasMember,
  teamIdsAtLevel,
  teamMemberIds,
  teamMembersAtDepth,
  teamSizeByDepth,
  uplineInTree,
} from './paths.service.js';
export { noOwnSums, type OwnSums } from './shift.js';
export {
  addTeamBet,
  addTeamBets,
  addTeamLedger,
  recordActive,
  TEAM_LEDGER_TYPES,
  type TeamLedgerType,
  teamRecordsWritten,
} from './sums.service.js';

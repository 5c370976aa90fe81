/**
 * Play: launching games, the vendors that play them, rounds and their money, and what rounds
 * leave behind (bet_records: the betting records and the winner board). Only this module reads
 * or writes bet_records, launch tickets and fair seeds, and the sports vendor's scheduled
 * matches (sports_matches) with the job that keeps them, and the sites' hot-match choice
 * (hot_match_picks).
 */
export {
  betDaysOf,
  betDaysOfMembers,
  lifetimeValidStakeOf,
  membersWithBetsSince,
  stakesOnDay,
} from './bet-days.js';
export { memberBetDetail, memberBetPage, membersBetPage } from './bet-records.js';
export {
  type BetSums,
  betSumsByKey,
  noBetSums,
  ownBetCategories,
} from './bet-sums.js';
export { launchGame } from './launch.service.js';
export { LOTTERY_VENDOR, type LotteryBetRecord, recordLotteryBets } from './lottery-records.js';
export { hasMatchBets, hasPlayed, removePlayOf } from './member-rows.js';
export { playRoutes } from './play.routes.js';
export { stakeBetween } from './risk-reads.js';
export { playRound, settlePlayRound } from './round.service.js';
export { listVendorMatches } from './sports.service.js';
export { hotMatchBoardOf, setHotMatchPicks } from './sports-hot-matches.service.js';
export { sportsScheduleJob } from './sports-schedule.job.js';
export { runScheduleAt, UPCOMING_PER_GAME } from './sports-schedule.service.js';
export { stakeBoardOf } from './stake-board.js';
export { type TeamBetFigures, teamDayFigures, teamSpanFigures } from './team-figures.js';
export { validStake } from './valid-stake.js';
export {
  setStakeContributions,
  stakeContributionsOf,
  validStakeOf,
} from './valid-stake.service.js';
export { betCategoriesOfSet } from './vip-level-bets.js';
export { maskUserName } from './winners.service.js';

/**
 * The lottery engine: games as site data, draws on schedule with sealed seeds and
 * provably fair results, the lottery-draws job, and the public game, draw and result endpoints
 * (B); orders, chases, exposure and settlement (D) append their exports below.
 */

// D: orders, chases, exposure and settlement.
export { placeChase, stopChasesOf } from './chase.service.js';
export { lotteryDrawsJob } from './draws.job.js';
export {
  CANCEL_AFTER_MS,
  cancelDraw,
  closeDueDraws,
  createDraw,
  createDraws,
  DRAWS_AHEAD,
  drawDraw,
  drawDrawsAt,
  drawOnSale,
  drawRowById,
  ensureUpcomingDraws,
  markDrawSettled,
  markDrawsSettled,
  resultOf,
} from './draws.service.js';
export { refundCancelledDraw, settleDrawnDraw } from './draws.settlement.js';
export type { DrawStatus, LotteryDrawRow } from './draws.tables.js';
export {
  addLotteryGame,
  type GameLimits,
  type LotteryGame,
  linkCatalogueGame,
  linkedGameCode,
  type NewGame,
  type ScheduledGame,
  scheduledGameById,
  scheduledGames,
  siteGame,
  siteGames,
} from './games.service.js';
export { lotteryRoutes } from './lottery.routes.js';
export { drawReferenceOf } from './lottery-money.js';
export { hasLotteryOrders } from './order-records.service.js';
export { cancelOrder as cancelLotteryOrder } from './orders.cancel.js';
export { lotteryOrderRoutes } from './orders.routes.js';
export { placeOrders } from './orders.service.js';
export { memberOrderDetail } from './orders.view.js';
export {
  type DrawSchedule,
  type DrawSlot,
  slotOfDrawNo,
  slotsAfter,
  slotsBetween,
} from './schedule.js';
export { refundDraw, settleDraw } from './settle.service.js';

/**
 * The lottery engine: games as site data, draws on schedule with sealed seeds and
 * provably fair results, the lottery-draws job, and the public game, draw and result endpoints
 * (B); orders, chases, exposure and settlement (D) append their exports below.
 */

export { requestDrawCancel } from './cancels.service.js';
// D: orders, chases, exposure and settlement.
export { placeChase, stopChasesOf } from './chase.service.js';
export { lotteryDrawsJob } from './draws.job.js';
export {
  closeDueDraws,
  createDraw,
  createDraws,
  drawDraw,
  drawDrawsAt,
  drawOnSale,
  ensureUpcomingDraws,
  markDrawsSettled,
} from './draws.service.js';
export {
  addLotteryGame,
  type GameLimits,
  linkCatalogueGame,
  type NewGame,
  type ScheduledGame,
  scheduledGameById,
  scheduledGames,
} from './games.service.js';
export { lotteryAdminRoutes } from './lottery.admin-routes.js';
export { lotteryRoutes } from './lottery.routes.js';
export { copyLotteryToSite } from './lottery.site-copy.js';
export { drawReferenceOf } from './lottery-money.js';
export { hasLotteryOrders } from './order-records.service.js';
export { cancelOrder as cancelLotteryOrder } from './orders.cancel.js';
export { lotteryOrderRoutes } from './orders.routes.js';
export { placeOrders } from './orders.service.js';
export { memberOrderDetail } from './orders.view.js';
export { type DrawSchedule, slotsBetween } from './schedule.js';
export { settleDraw } from './settle.service.js';

import { endpoint } from '../endpoint.js';
import {
  cancelAnswer,
  cancelRequest,
  chaseAnswer,
  chaseDetailAnswer,
  chaseParams,
  chaseRequest,
  drawAnswer,
  drawParams,
  drawQuery,
  drawsAnswer,
  drawsQuery,
  lotteryGameAnswer,
  lotteryGameParams,
  lotteryGamesAnswer,
  lotteryGamesQuery,
  orderDetailAnswer,
  orderDetailQuery,
  ordersAnswer,
  ordersQuery,
  placeOrdersAnswer,
  placeOrdersRequest,
  stopChaseAnswer,
  stopChaseRequest,
  vnMenuAnswer,
  vnOpenedAnswer,
  vnOpenedQuery,
} from './schemas.js';

const LOTT3 = { module: 'LOTT3' } as const;

/** The lottery engine's games, draws and orders (LOTT3), under /lgw/ as spec/02 lists. */

/** Every enabled engine game with its next draw and last result; ZY answers all. */
export const games = endpoint({
  method: 'GET',
  path: '/lgw/games/mobile',
  ...LOTT3,
  access: 'public',
  query: lotteryGamesQuery,
  answer: lotteryGamesAnswer,
});

/** Up to 8 games, the most staked of the last 7 days first, then by sort. */
export const popular = endpoint({
  method: 'GET',
  path: '/lgw/games/popular',
  ...LOTT3,
  access: 'public',
  answer: lotteryGamesAnswer, // the popular games are a list of games like the lobby's
});

/** One game: bet types, schedule, limits, prize groups (the member's own max) and the draw on sale. */
export const game = endpoint({
  method: 'GET',
  path: '/lgw/games/:code',
  ...LOTT3,
  access: 'optional',
  params: lotteryGameParams,
  answer: lotteryGameAnswer,
});

/** Drawn and cancelled draws of a site day, newest first, each with its proof. */
export const draws = endpoint({
  method: 'GET',
  path: '/lgw/games/:code/draws',
  ...LOTT3,
  access: 'public',
  params: lotteryGameParams,
  query: drawsQuery,
  answer: drawsAnswer,
});

/** One draw of a game with its proof. */
export const draw = endpoint({
  method: 'GET',
  path: '/lgw/draws/:drawNo',
  ...LOTT3,
  access: 'public',
  params: drawParams,
  query: drawQuery,
  answer: drawAnswer,
});

/** VN games by region with today's draw. */
export const vnMenu = endpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  ...LOTT3,
  access: 'public',
  answer: vnMenuAnswer,
});

/** The drawn VN draws of a day with their 27 (north) or 18 (south) numbers. */
export const vnOpened = endpoint({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  ...LOTT3,
  access: 'public',
  query: vnOpenedQuery,
  answer: vnOpenedAnswer,
});

/** Places 1..20 selections on one open draw; the stakes move to the member's lottery account. */
export const placeOrders = endpoint({
  method: 'POST',
  path: '/lgw/orders',
  ...LOTT3,
  access: 'realMember',
  body: placeOrdersRequest,
  answer: placeOrdersAnswer,
});

/** One selection over the next N draws, the whole amount held up front. */
export const chase = endpoint({
  method: 'POST',
  path: '/lgw/orders/chase',
  ...LOTT3,
  access: 'realMember',
  body: chaseRequest,
  answer: chaseAnswer,
});

/** The member's own orders, newest first. */
export const orders = endpoint({
  method: 'GET',
  path: '/lgw/orders',
  ...LOTT3,
  access: 'member',
  query: ordersQuery,
  answer: ordersAnswer,
});

/** One of the member's orders with its draw, result, proof and win. */
export const orderDetail = endpoint({
  method: 'GET',
  path: '/lgw/orders/detail',
  ...LOTT3,
  access: 'member',
  query: orderDetailQuery,
  answer: orderDetailAnswer,
});

/** Cancels an order, or a chase's draw(s), until that draw's sales close. */
export const cancel = endpoint({
  method: 'POST',
  path: '/lgw/orders/suborders/cancel',
  ...LOTT3,
  access: 'realMember',
  body: cancelRequest,
  answer: cancelAnswer,
});

/** One of the member's chases with each draw's part. */
export const chaseDetail = endpoint({
  method: 'GET',
  path: '/lgw/orders/chase/:chaseNo',
  ...LOTT3,
  access: 'member',
  params: chaseParams,
  answer: chaseDetailAnswer,
});

/** Stops a running chase: its pending draws are cancelled and their amount released. */
export const stopChase = endpoint({
  method: 'POST',
  path: '/lgw/orders/chase/stop',
  ...LOTT3,
  access: 'realMember',
  body: stopChaseRequest,
  answer: stopChaseAnswer,
});

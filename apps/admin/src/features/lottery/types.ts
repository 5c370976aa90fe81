import type { adminLotteryEndpoints as lottery } from '@lotto/contract';

/** The lottery contract's types, as this feature names them. */
export type AdminLotteryGame = lottery.AdminLotteryGame;
export type AdminGameEditBody = lottery.AdminGameEditBody;
export type AdminDrawSchedule = lottery.AdminDrawSchedule;
export type AdminOddsAnswer = lottery.AdminOddsAnswer;
export type AdminMonitorAnswer = lottery.AdminMonitorAnswer;
export type AdminDrawCancel = lottery.AdminDrawCancel;
export type DrawCancelStatus = (typeof lottery.DRAW_CANCEL_STATUSES)[number];

import type { Dictionary } from '../en';
import { agentsTexts } from './agents';
import { auditTexts } from './audit';
import { contentTexts } from './content';
import { coreTexts } from './core';
import { feedbackTexts } from './feedback';
import { gamesTexts } from './games';
import { lotteryTexts } from './lottery';
import { membersTexts } from './members';
import { moneyTexts } from './money';
import { operatorsTexts } from './operators';
import { promotionsTexts } from './promotions';
import { redRainTexts } from './red-rain';
import { reportsTexts } from './reports';
import { riskTexts } from './risk';
import { sitesTexts } from './sites';

/** 后台的中文文本（简体）。 */
export const zh: Dictionary = {
  ...coreTexts,
  ...auditTexts,
  ...membersTexts,
  ...agentsTexts,
  ...moneyTexts,
  ...redRainTexts,
  ...sitesTexts,
  ...operatorsTexts,
  ...riskTexts,
  ...gamesTexts,
  ...lotteryTexts,
  ...feedbackTexts,
  ...contentTexts,
  ...reportsTexts,
  ...promotionsTexts,
};

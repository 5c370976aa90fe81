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

/**
 * Every text of the back office in English, the shape the other languages fill. A screen takes
 * its words from here (through useTexts), never from a literal.
 */
export const en = {
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

/** A dictionary's shape with every text a plain string, for the other languages to fill. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Dictionary = Widen<typeof en>;

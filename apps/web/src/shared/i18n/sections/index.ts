import type { LanguageCode } from '@lotto/contract';
import type { EN as agent } from './agent/en';
import type { EN as agentContracts } from './agentContracts/en';
import type { EN as agentOps } from './agentOps/en';
import type { EN as agentRates } from './agentRates/en';
import type { EN as agentTeam } from './agentTeam/en';
import type { EN as auth } from './auth/en';
import type { EN as deposit } from './deposit/en';
import type { EN as feedback } from './feedback/en';
import type { EN as form } from './form/en';
import type { EN as games } from './games/en';
import type { EN as help } from './help/en';
import type { EN as homeContent } from './homeContent/en';
import type { EN as inbox } from './inbox/en';
import type { EN as jackpot } from './jackpot/en';
import type { EN as launch } from './launch/en';
import type { EN as lottery } from './lottery/en';
import type { EN as member } from './member/en';
import type { EN as notices } from './notices/en';
import type { EN as promotions } from './promotions/en';
import type { EN as rebate } from './rebate/en';
import type { EN as records } from './records/en';
import type { EN as redRain } from './redRain/en';
import type { EN as responsible } from './responsible/en';
import type { EN as security } from './security/en';
import type { EN as vip } from './vip/en';
import type { EN as withdraw } from './withdraw/en';

/**
 * The texts of each part of the app, in English: the shape every language's section has. A
 * page loads the sections it shows, not the whole app's texts (the agent area and the back
 * office grow the dictionary; a first visit to home must not pay for them).
 */
export interface SectionTexts {
  agent: typeof agent;
  agentTeam: typeof agentTeam;
  agentOps: typeof agentOps;
  agentContracts: typeof agentContracts;
  agentRates: typeof agentRates;
  auth: typeof auth;
  deposit: typeof deposit;
  feedback: typeof feedback;
  form: typeof form;
  games: typeof games;
  help: typeof help;
  homeContent: typeof homeContent;
  inbox: typeof inbox;
  jackpot: typeof jackpot;
  launch: typeof launch;
  lottery: typeof lottery;
  member: typeof member;
  notices: typeof notices;
  promotions: typeof promotions;
  rebate: typeof rebate;
  records: typeof records;
  redRain: typeof redRain;
  responsible: typeof responsible;
  security: typeof security;
  vip: typeof vip;
  withdraw: typeof withdraw;
}
export type SectionName = keyof SectionTexts;

type Loaders = { [S in SectionName]: Record<LanguageCode, () => Promise<object>> };

// One chunk per section and language: written out, so the bundler sees every import.
const LOADERS: Loaders = {
  agent: {
    EN: () => import('./agent/en').then((m) => m.EN),
    MY: () => import('./agent/my').then((m) => m.MY),
  },
  agentTeam: {
    EN: () => import('./agentTeam/en').then((m) => m.EN),
    MY: () => import('./agentTeam/my').then((m) => m.MY),
  },
  agentOps: {
    EN: () => import('./agentOps/en').then((m) => m.EN),
    MY: () => import('./agentOps/my').then((m) => m.MY),
  },
  agentContracts: {
    EN: () => import('./agentContracts/en').then((m) => m.EN),
    MY: () => import('./agentContracts/my').then((m) => m.MY),
  },
  agentRates: {
    EN: () => import('./agentRates/en').then((m) => m.EN),
    MY: () => import('./agentRates/my').then((m) => m.MY),
  },
  auth: {
    EN: () => import('./auth/en').then((m) => m.EN),
    MY: () => import('./auth/my').then((m) => m.MY),
  },
  deposit: {
    EN: () => import('./deposit/en').then((m) => m.EN),
    MY: () => import('./deposit/my').then((m) => m.MY),
  },
  feedback: {
    EN: () => import('./feedback/en').then((m) => m.EN),
    MY: () => import('./feedback/my').then((m) => m.MY),
  },
  form: {
    EN: () => import('./form/en').then((m) => m.EN),
    MY: () => import('./form/my').then((m) => m.MY),
  },
  games: {
    EN: () => import('./games/en').then((m) => m.EN),
    MY: () => import('./games/my').then((m) => m.MY),
  },
  help: {
    EN: () => import('./help/en').then((m) => m.EN),
    MY: () => import('./help/my').then((m) => m.MY),
  },
  homeContent: {
    EN: () => import('./homeContent/en').then((m) => m.EN),
    MY: () => import('./homeContent/my').then((m) => m.MY),
  },
  inbox: {
    EN: () => import('./inbox/en').then((m) => m.EN),
    MY: () => import('./inbox/my').then((m) => m.MY),
  },
  jackpot: {
    EN: () => import('./jackpot/en').then((m) => m.EN),
    MY: () => import('./jackpot/my').then((m) => m.MY),
  },
  launch: {
    EN: () => import('./launch/en').then((m) => m.EN),
    MY: () => import('./launch/my').then((m) => m.MY),
  },
  lottery: {
    EN: () => import('./lottery/en').then((m) => m.EN),
    MY: () => import('./lottery/my').then((m) => m.MY),
  },
  member: {
    EN: () => import('./member/en').then((m) => m.EN),
    MY: () => import('./member/my').then((m) => m.MY),
  },
  notices: {
    EN: () => import('./notices/en').then((m) => m.EN),
    MY: () => import('./notices/my').then((m) => m.MY),
  },
  promotions: {
    EN: () => import('./promotions/en').then((m) => m.EN),
    MY: () => import('./promotions/my').then((m) => m.MY),
  },
  rebate: {
    EN: () => import('./rebate/en').then((m) => m.EN),
    MY: () => import('./rebate/my').then((m) => m.MY),
  },
  records: {
    EN: () => import('./records/en').then((m) => m.EN),
    MY: () => import('./records/my').then((m) => m.MY),
  },
  redRain: {
    EN: () => import('./redRain/en').then((m) => m.EN),
    MY: () => import('./redRain/my').then((m) => m.MY),
  },
  responsible: {
    EN: () => import('./responsible/en').then((m) => m.EN),
    MY: () => import('./responsible/my').then((m) => m.MY),
  },
  security: {
    EN: () => import('./security/en').then((m) => m.EN),
    MY: () => import('./security/my').then((m) => m.MY),
  },
  vip: {
    EN: () => import('./vip/en').then((m) => m.EN),
    MY: () => import('./vip/my').then((m) => m.MY),
  },
  withdraw: {
    EN: () => import('./withdraw/en').then((m) => m.EN),
    MY: () => import('./withdraw/my').then((m) => m.MY),
  },
};

export const SECTION_NAMES = Object.keys(LOADERS) as SectionName[];

export const isSectionName = (name: string): name is SectionName => name in LOADERS;

/** A section's texts in a language, fetched (its own chunk). */
export const fetchSection = (name: SectionName, code: LanguageCode): Promise<object> =>
  LOADERS[name][code]();

import type { ComponentType } from 'react';

/**
 * The code of every agent screen, by name. The app's entry holds the agent routes (paths and
 * frames) but not these imports: each would add its chunk's file names to the entry, which
 * every visitor downloads; here they cost one small chunk, fetched when an agent screen opens.
 */
export const AGENT_SCREENS = {
  agent: () => import('./home/AgentHomeScreen'),
  teamOverview: () => import('./overview/TeamOverviewScreen'),
  teamPnl: () => import('./pnl/TeamPnlScreen'),
  teamBetting: () => import('./betting/TeamBettingScreen'),
  team: () => import('./team/TeamScreen'),
  agentRegister: () => import('./open-account/OpenAccountScreen'),
  redRain: () => import('./redrain/RedRainScreen'),
  agentDividend: () => import('./contracts/DividendsScreen'),
  salaryContract: () => import('./contracts/SalaryContractScreen'),
  dividendContract: () => import('./contracts/DividendContractScreen'),
  hourContract: () => import('./contracts/HourContractScreen'),
  agentContractOffer: () => import('./contracts/OfferScreen'),
  agentRebate: () => import('./rates/RebateSetupScreen'),
  teamRebate: () => import('./rates/TeamRebateScreen'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type AgentScreenName = keyof typeof AGENT_SCREENS;

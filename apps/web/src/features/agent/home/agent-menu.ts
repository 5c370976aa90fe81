import { AGENT_MENU, type AgentMenuItem } from '@lotto/contract';
import { type AppPath, paths } from '../../../shared/config/paths';

/** Where each agent menu item leads (spec/02 "Agent area", in its order). */
const TARGETS: Record<AgentMenuItem, AppPath | `${AppPath}?${string}`> = {
  teamOverview: paths.teamOverview,
  // The record screen's agent view: transfers, commissions, salaries and dividends.
  transactionRecord: `${paths.transactionRecord}?types=A`,
  teamManagement: paths.team,
  redEnvelopeRain: paths.redRain,
  teamProfitLoss: paths.teamPnl,
  teamBetting: paths.teamBetting,
  rebateSetup: paths.agentRebate,
  agentRebateIncome: paths.teamRebate,
  securityCenter: paths.securityCenter,
  messages: paths.webEmail,
  // The service screen lists the site's channels, the main one first.
  onlineService: paths.service,
};

export interface AgentMenuEntry {
  item: AgentMenuItem;
  to: string;
}

/** The items the site's switches show; online service always shows (its switch is null). */
export const agentMenuOf = (whitelabel: Record<string, boolean>): AgentMenuEntry[] =>
  AGENT_MENU.filter((entry) => entry.switch === null || whitelabel[entry.switch] !== false).map(
    (entry) => ({ item: entry.item, to: TARGETS[entry.item] }),
  );

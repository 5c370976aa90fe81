import { paths } from '../../../shared/config/paths';
import { type ScreenRoute, screen, withTexts } from '../../../shared/routing/screen-route';

/** Rebate setup and agent rebate income: agent screens with the page header and its back. */
const agentFrame = { session: 'member', trial: false, agentsOnly: true } as const;

export const ratesRoutes: ScreenRoute[] = [
  withTexts(
    ['agentRates'],
    screen(paths.agentRebate, 'agentRebate', () => import('./RebateSetupScreen'), agentFrame),
  ),
  withTexts(
    ['agentRates'],
    screen(paths.teamRebate, 'teamRebate', () => import('./TeamRebateScreen'), agentFrame),
  ),
];

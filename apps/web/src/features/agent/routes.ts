import { paths } from '../../shared/config/paths';
import { type ScreenRoute, screen, withTexts } from '../../shared/routing/screen-route';
import { contractRoutes } from './contracts/routes';
import { openAccountRoutes } from './open-account/routes';
import { overviewRoutes } from './overview/routes';
import { ratesRoutes } from './rates/routes';
import { redRainRoutes } from './redrain/routes';
import { teamRoutes } from './team/routes';

/**
 * Agent navigation needs a session (spec/02 section 6); the member area refuses trial play, and
 * members of types 0 and 40, who are no agents, are sent home.
 */
const agentFrame = { session: 'member', trial: false, agentsOnly: true } as const;

/** The team figures draw their own top bar, as the agent centre does. */
const ownHeader = { ...agentFrame, header: 'none', footer: false } as const;

export const agentRoutes: ScreenRoute[] = [
  // Under /m/agent the agent centre draws its own header and footer (spec/01 section 2).
  withTexts(
    ['agent'],
    screen(paths.agent, 'agent', () => import('./home/AgentHomeScreen'), ownHeader),
  ),
  ...overviewRoutes(ownHeader),
  withTexts(
    ['agentTeam', 'records'],
    screen(paths.teamPnl, 'teamPnl', () => import('./pnl/TeamPnlScreen'), ownHeader),
  ),
  // Team betting keeps the frame's header and footer (spec/01 §2 hides them on the others only).
  withTexts(
    ['agentTeam', 'records'],
    screen(
      paths.teamBetting,
      'teamBetting',
      () => import('./betting/TeamBettingScreen'),
      agentFrame,
    ),
  ),
  ...teamRoutes(agentFrame),
  ...openAccountRoutes(agentFrame),
  ...redRainRoutes,
  ...contractRoutes,
  ...ratesRoutes,
];

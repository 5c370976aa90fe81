import { paths } from '../../shared/config/paths';
import { placeholders } from '../../shared/routing/placeholders';
import { type ScreenRoute, screen, withTexts } from '../../shared/routing/screen-route';
import { ratesRoutes } from './rates/routes';

/**
 * Agent navigation needs a session (spec/02 section 6); the member area refuses trial play, and
 * members of types 0 and 40, who are no agents, are sent home.
 */
const agentFrame = { session: 'member', trial: false, agentsOnly: true } as const;

export const agentRoutes: ScreenRoute[] = [
  // Under /m/agent the agent centre draws its own header and footer (spec/01 section 2).
  withTexts(
    ['agent'],
    screen(paths.agent, 'agent', () => import('./home/AgentHomeScreen'), {
      ...agentFrame,
      header: 'none',
      footer: false,
    }),
  ),
  ...placeholders(
    {
      [paths.teamOverview]: 'teamOverview',
      [paths.teamPnl]: 'teamPnl',
    },
    { ...agentFrame, header: 'none', footer: false },
  ),
  ...placeholders(
    {
      [paths.team]: 'team',
      [paths.redRain]: 'redRain',
      [paths.teamBetting]: 'teamBetting',
      [paths.agentRegister]: 'agentRegister',
      [paths.agentDividend]: 'agentDividend',
      [paths.salaryContract]: 'salaryContract',
      [paths.dividendContract]: 'dividendContract',
      [paths.hourContract]: 'hourContract',
    },
    agentFrame,
  ),
  ...ratesRoutes,
];

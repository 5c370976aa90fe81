import { paths } from '../../shared/config/paths';
import type { SectionName } from '../../shared/i18n';
import {
  type ScreenFrame,
  type ScreenRoute,
  screen,
  withTexts,
} from '../../shared/routing/screen-route';
import type { AgentScreenName } from './screens';

/**
 * Agent navigation needs a session (spec/02 section 6); the member area refuses trial play, and
 * members of types 0 and 40, who are no agents, are sent home.
 */
const agentFrame = { session: 'member', trial: false, agentsOnly: true } as const;

/** Under /m/agent the agent centre and the team figures draw their own top bar (spec/01 §2). */
const ownHeader = { ...agentFrame, header: 'none', footer: false } as const;

/**
 * An agent screen at its path (named as its title), loading its texts with its code; the code
 * comes through the area's one chunk of imports (screens.ts).
 */
const agentScreen = (
  name: AgentScreenName,
  sections: readonly SectionName[],
  frame: Partial<ScreenFrame>,
): ScreenRoute =>
  withTexts(
    sections,
    screen(
      paths[name],
      name,
      () => import('./screens').then(({ AGENT_SCREENS }) => AGENT_SCREENS[name]()),
      frame,
    ),
  );

export const agentRoutes: ScreenRoute[] = [
  agentScreen('agent', ['agent'], ownHeader),
  agentScreen('teamOverview', ['agentTeam'], ownHeader),
  agentScreen('teamPnl', ['agentTeam', 'records'], ownHeader),
  // Team betting keeps the frame's header and footer (spec/01 §2 hides them on the others only).
  agentScreen('teamBetting', ['agentTeam', 'records'], agentFrame),
  agentScreen('team', ['agentOps'], agentFrame),
  agentScreen('agentRegister', ['agentOps'], agentFrame),
  // Red envelope rain is the agent menu's, but agents' members (players) take part too: any
  // signed-in real account may open it (a free trial has play money only and wins none).
  agentScreen('redRain', ['redRain'], { session: 'member', trial: false }),
  agentScreen('agentDividend', ['agentContracts'], agentFrame),
  agentScreen('salaryContract', ['agentContracts'], agentFrame),
  agentScreen('dividendContract', ['agentContracts'], agentFrame),
  agentScreen('hourContract', ['agentContracts'], agentFrame),
  agentScreen('agentContractOffer', ['agentContracts'], agentFrame),
  agentScreen('agentRebate', ['agentRates'], agentFrame),
  agentScreen('teamRebate', ['agentRates'], agentFrame),
];

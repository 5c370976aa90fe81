import { paths } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

export const agentRoutes: ScreenRoute[] = placeholders({
  [paths.agent]: 'agent',
  [paths.teamOverview]: 'teamOverview',
  [paths.team]: 'team',
  [paths.redRain]: 'redRain',
  [paths.teamPnl]: 'teamPnl',
  [paths.teamBetting]: 'teamBetting',
  [paths.agentRebate]: 'agentRebate',
  [paths.teamRebate]: 'teamRebate',
  [paths.agentRegister]: 'agentRegister',
  [paths.agentDividend]: 'agentDividend',
  [paths.salaryContract]: 'salaryContract',
  [paths.dividendContract]: 'dividendContract',
  [paths.hourContract]: 'hourContract',
});

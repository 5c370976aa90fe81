import { paths } from '../../../shared/config/paths';
import { type ScreenRoute, screen, withTexts } from '../../../shared/routing/screen-route';

/** Open account: an agent's screen, in the frame's header with a way back. */
export const openAccountRoutes = (frame: Parameters<typeof screen>[3]): ScreenRoute[] => [
  withTexts(
    ['agentOps'],
    screen(paths.agentRegister, 'agentRegister', () => import('./OpenAccountScreen'), frame),
  ),
];

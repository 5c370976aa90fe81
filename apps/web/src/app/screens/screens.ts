import { agentRoutes } from '../../features/agent';
import { authRoutes } from '../../features/auth';
import { depositRoutes } from '../../features/deposit';
import { feedbackRoutes } from '../../features/feedback';
import { gameRoutes } from '../../features/games';
import { helpRoutes } from '../../features/help';
import { inboxRoutes } from '../../features/inbox';
import { lotteryRoutes } from '../../features/lottery';
import { memberRoutes } from '../../features/member';
import { noticeRoutes } from '../../features/notices';
import { promotionRoutes } from '../../features/promotions';
import { rebateRoutes } from '../../features/rebate';
import { recordRoutes } from '../../features/records';
import { responsibleRoutes } from '../../features/responsible';
import { widgetRoutes } from '../../features/widgets';
import { withdrawRoutes } from '../../features/withdraw';
import { HOME_ALIASES, paths } from '../../shared/config/paths';
import { aliases, type ScreenRoute, screen } from '../../shared/routing/screen-route';

/** Home composes several features, so the shell declares it. */
const home = screen(paths.home, 'home', () => import('./HomeScreen'), { header: 'home' });

/**
 * The member centre composes the reward badge and the download popup too. A visitor sees its
 * login block; a free-trial account is refused (free_reject). It draws its own header.
 */
const mine = screen(paths.mine, 'mine', () => import('./MemberCentreScreen'), {
  header: 'none',
  trial: false,
});

/**
 * Every screen of the app, each declared once with its frame (header, footer, back, session):
 * the features own their lists, the shell adds the screens it composes itself.
 */
export const SCREENS: ScreenRoute[] = [
  home,
  ...aliases(home, HOME_ALIASES),
  ...authRoutes,
  ...gameRoutes,
  ...lotteryRoutes,
  ...promotionRoutes,
  mine,
  ...aliases(mine, [paths.memberHome]),
  ...recordRoutes,
  ...memberRoutes,
  ...withdrawRoutes,
  ...noticeRoutes,
  ...inboxRoutes,
  ...agentRoutes,
  ...helpRoutes,
  ...widgetRoutes,
  ...feedbackRoutes,
  ...rebateRoutes,
  ...responsibleRoutes,
  ...depositRoutes,
  screen(paths.maintenance, 'maintenance', () => import('../startup/MaintenanceScreen'), {
    footer: false,
  }),
];

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
import {
  aliases,
  allWithTexts,
  type ScreenRoute,
  screen,
  withTexts,
} from '../../shared/routing/screen-route';

/** Home composes several features, so the shell declares it. */
const home = withTexts(
  ['homeContent', 'games', 'jackpot', 'lottery', 'notices', 'help'],
  screen(paths.home, 'home', () => import('./HomeScreen'), { header: 'home' }),
);

/**
 * The member centre composes the reward badge and the download popup too. A visitor sees its
 * login block; a free-trial account is refused (free_reject). It draws its own header.
 */
const mine = withTexts(
  ['member', 'vip'],
  screen(paths.mine, 'mine', () => import('./MemberCentreScreen'), {
    header: 'none',
    trial: false,
  }),
);

/**
 * Every screen of the app, each declared once with its frame (header, footer, back, session):
 * the features own their lists, the shell adds the screens it composes itself, and names the
 * sections of texts each feature's screens load with their code.
 */
export const SCREENS: ScreenRoute[] = [
  home,
  ...aliases(home, HOME_ALIASES),
  ...allWithTexts(['auth', 'form', 'member', 'security'], authRoutes),
  ...allWithTexts(['games', 'launch'], gameRoutes),
  ...allWithTexts(['lottery'], lotteryRoutes),
  ...allWithTexts(['promotions'], promotionRoutes),
  mine,
  ...aliases(mine, [paths.memberHome]),
  ...allWithTexts(['records', 'lottery'], recordRoutes),
  ...allWithTexts(['member', 'responsible', 'security', 'vip', 'form'], memberRoutes),
  ...allWithTexts(['withdraw', 'form'], withdrawRoutes),
  ...allWithTexts(['notices'], noticeRoutes),
  ...allWithTexts(['inbox'], inboxRoutes),
  ...agentRoutes,
  ...allWithTexts(['help'], helpRoutes),
  ...widgetRoutes,
  ...allWithTexts(['feedback', 'form'], feedbackRoutes),
  ...allWithTexts(['rebate', 'form'], rebateRoutes),
  ...allWithTexts(['responsible', 'form'], responsibleRoutes),
  ...allWithTexts(['deposit', 'form'], depositRoutes),
  screen(paths.maintenance, 'maintenance', () => import('../startup/MaintenanceScreen'), {
    footer: false,
  }),
];

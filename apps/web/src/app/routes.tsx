import { createBrowserRouter, type RouteObject } from 'react-router';
import { agentRoutes } from '../features/agent/routes';
import { authRoutes } from '../features/auth/routes';
import { gameRoutes } from '../features/games/routes';
import { helpRoutes } from '../features/help/routes';
import { homeRoutes } from '../features/home/routes';
import { lotteryRoutes } from '../features/lottery/routes';
import { memberRoutes } from '../features/member/routes';
import { noticeRoutes } from '../features/notices/routes';
import { promotionRoutes } from '../features/promotions/routes';
import { walletRoutes } from '../features/wallet/routes';
import { widgetRoutes } from '../features/widgets/routes';
import { paths } from '../shared/config/paths';
import type { ScreenRoute } from '../shared/routing/screen-route';
import { PageFrame } from './frame/PageFrame';
import { NotFoundScreen } from './NotFoundScreen';
import { RouteError } from './RouteError';

/** Every screen of the app; each feature owns its list, each screen loads on demand. */
export const SCREENS: ScreenRoute[] = [
  ...homeRoutes,
  ...authRoutes,
  ...gameRoutes,
  ...lotteryRoutes,
  ...promotionRoutes,
  ...memberRoutes,
  ...walletRoutes,
  ...noticeRoutes,
  ...agentRoutes,
  ...helpRoutes,
  ...widgetRoutes,
  {
    path: paths.maintenance,
    title: 'maintenance',
    load: () => import('./startup/MaintenanceScreen'),
  },
];

const toRoute = ({ path, title, load }: ScreenRoute): RouteObject => ({
  path,
  handle: { title },
  lazy: async () => ({ Component: (await load()).default }),
});

export const createAppRouter = () =>
  createBrowserRouter([
    {
      element: <PageFrame />,
      errorElement: <RouteError />,
      children: [
        ...SCREENS.map(toRoute),
        { path: '*', handle: { title: 'notFound' }, element: <NotFoundScreen /> },
      ],
    },
  ]);

import { createBrowserRouter, type RouteObject } from 'react-router';
import { useTranslation } from '../shared/i18n';
import type { ScreenRoute } from '../shared/routing/screen-route';
import { Spinner } from '../shared/ui/Spinner';
import { PageFrame } from './frame/PageFrame';
import { NotFoundScreen } from './NotFoundScreen';
import { RouteError } from './RouteError';
import { SCREENS } from './screens/screens';

/** What a cold load shows while the first screen's code arrives (react-router's hydration). */
const FirstLoad = () => {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
};

/** A screen's route: its declaration rides in the handle, where the frame reads its rules. */
const toRoute = ({ load, ...declaration }: ScreenRoute): RouteObject => ({
  path: declaration.path,
  handle: declaration,
  lazy: async () => ({ Component: (await load()).default }),
});

/** The app's route tree: the page frame around every declared screen and a not-found page. */
export const appRoutes = (): RouteObject[] => [
  {
    element: <PageFrame />,
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: [...SCREENS.map(toRoute), { path: '*', element: <NotFoundScreen /> }],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes());

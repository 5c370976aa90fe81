import { Suspense } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { useTranslation } from '../shared/i18n';
import { ScreenContext } from '../shared/routing/frame-rules';
import { NOT_FOUND, type ScreenRoute } from '../shared/routing/screen-route';
import { Spinner } from '../shared/ui/Spinner';
import { PageFrame } from './frame/PageFrame';
import { NotFoundScreen } from './NotFoundScreen';
import { RouteErrorBoundary } from './RouteError';
import { useScreenComponent } from './screens/screen-loader';
import { SCREENS } from './screens/screens';

/** What a cold load shows while the first screen's code arrives: a spinner, no frame yet. */
const FirstLoad = () => {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
};

/**
 * A screen in the frame it declares. It suspends until the screen's chunk has arrived, so the
 * frame and the screen appear together, and a navigation keeps the page shown until then.
 */
const FramedScreen = ({ screen }: { screen: ScreenRoute }) => {
  const Screen = useScreenComponent(screen.load);
  return (
    <ScreenContext value={screen}>
      <PageFrame>
        <Screen />
      </PageFrame>
    </ScreenContext>
  );
};

/** Every path no screen claims. Its page is in the entry already: nothing to fetch. */
const notFound: ScreenRoute = {
  ...NOT_FOUND,
  path: '*',
  load: async () => ({ default: NotFoundScreen }),
};

/**
 * Each screen at its path, and not-found at any other. Every route renders a FramedScreen, so
 * React keeps one frame (and its header's state) across navigations, as a layout route would.
 */
export const screenRoutes = (screens: readonly ScreenRoute[]): RouteObject[] =>
  [...screens, notFound].map((screen) => ({
    path: screen.path,
    element: <FramedScreen screen={screen} />,
  }));

/**
 * The routed part of the app. The router wraps each navigation in a transition, so while the
 * next screen's chunk loads, the current page stays; only a cold load shows FirstLoad.
 */
export const RoutedScreens = ({ routes }: { routes: RouteObject[] }) => {
  const element = useRoutes(routes);
  const { key, pathname, search } = useLocation();
  return (
    // Entries the router did not make (the first, one pushed by other code) share the key
    // "default": the address tells them apart.
    <RouteErrorBoundary locationKey={`${key} ${pathname}${search}`}>
      <Suspense fallback={<FirstLoad />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
};

const APP_ROUTES = screenRoutes(SCREENS);

export const AppRoutes = () => <RoutedScreens routes={APP_ROUTES} />;

import { paths, REGISTER_ALIASES } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

export const authRoutes: ScreenRoute[] = placeholders({
  [paths.login]: 'login',
  [paths.register]: 'register',
  [REGISTER_ALIASES[0]]: 'register',
  [REGISTER_ALIASES[1]]: 'register',
  [paths.forget]: 'forget',
  [paths.changePsw]: 'changePsw',
  [paths.set]: 'set',
  [paths.trail]: 'trail',
});

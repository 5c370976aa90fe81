import { paths, REGISTER_ALIASES } from '../../shared/config/paths';
import type { ScreenRoute } from '../../shared/routing/screen-route';

const login = () => import('./login/LoginScreen');
const register = () => import('./register/RegisterScreen');

export const authRoutes: ScreenRoute[] = [
  { path: paths.login, title: 'login', load: login },
  { path: paths.register, title: 'register', load: register },
  { path: REGISTER_ALIASES[0], title: 'register', load: register },
  { path: REGISTER_ALIASES[1], title: 'register', load: register },
  { path: paths.forget, title: 'forget', load: () => import('./forget/ForgetScreen') },
  {
    path: paths.changePsw,
    title: 'changePsw',
    load: () => import('./password/ChangePasswordScreen'),
  },
  { path: paths.set, title: 'set', load: () => import('./settings/SettingsScreen') },
  { path: paths.trail, title: 'trail', load: () => import('./trial/TrialScreen') },
];

import { paths, REGISTER_ALIASES } from '../../shared/config/paths';
import { aliases, type ScreenRoute, screen } from '../../shared/routing/screen-route';

/** Login and registration draw their own header, have no footer, and lead back home. */
const entry = { header: 'none', footer: false, back: 'home' } as const;
/** spec/01 section 2: settings and change password send a visitor home. */
const memberOnly = { session: 'member', guestTo: 'home' } as const;
/** The security centre's screens, like the member centre: a session, no free-trial account. */
const securityArea = { session: 'member', trial: false } as const;

/** A signed-in member has no business registering or trying the demo: sent home. */
const register = screen(paths.register, 'register', () => import('./register/RegisterScreen'), {
  ...entry,
  session: 'guest',
});

export const authRoutes: ScreenRoute[] = [
  // A signed-in member has no business on login (a free-trial player may log in for real).
  screen(paths.login, 'login', () => import('./login/LoginScreen'), { ...entry, session: 'guest' }),
  register,
  ...aliases(register, REGISTER_ALIASES),
  screen(paths.forget, 'forget', () => import('./forget/ForgetScreen'), {
    footer: false,
    back: 'home',
  }),
  screen(paths.changePsw, 'changePsw', () => import('./password/ChangePasswordScreen'), {
    ...memberOnly,
    footer: false,
  }),
  screen(paths.set, 'set', () => import('./settings/SettingsScreen'), memberOnly),
  screen(
    paths.paymentPassword,
    'paymentPassword',
    () => import('./security/PaymentPasswordScreen'),
    securityArea,
  ),
  screen(paths.bindMobile, 'bindMobile', () => import('./security/BindMobileScreen'), securityArea),
  screen(paths.bindEmail, 'bindEmail', () => import('./security/BindEmailScreen'), securityArea),
  // The mailed link opens in any browser: the token, not a session, proves the request.
  screen(paths.confirmEmail, 'confirmEmail', () => import('./security/ConfirmEmailScreen')),
  screen(paths.trail, 'trail', () => import('./trial/TrialScreen'), {
    footer: false,
    back: 'home',
    session: 'guest',
  }),
];

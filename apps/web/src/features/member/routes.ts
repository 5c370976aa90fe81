import { paths } from '../../shared/config/paths';
import { type ScreenRoute, screen } from '../../shared/routing/screen-route';

/** The member centre needs a session and refuses a free-trial account (spec/02 section 6). */
const memberArea = { session: 'member', trial: false } as const;

/** The member centre itself (/m/mine) is the shell's: it composes other features' parts. */
export const memberRoutes: ScreenRoute[] = [
  screen(
    paths.securityCenter,
    'securityCenter',
    () => import('./security/SecurityCenterScreen'),
    memberArea,
  ),
  screen(
    paths.memberBenefits,
    'memberBenefits',
    () => import('./benefits/BenefitsScreen'),
    memberArea,
  ),
];

import { paths } from '../../shared/config/paths';
import { type ScreenRoute, screen } from '../../shared/routing/screen-route';

export const promotionRoutes: ScreenRoute[] = [
  // spec/02: the footer is hidden on activity; back goes to the previous page, or home.
  screen(paths.activity, 'activity', () => import('./screens/ActivityScreen'), { footer: false }),
  screen(paths.activityDetail, 'activityDetail', () => import('./screens/ActivityDetailScreen')),
  // Part of the member centre, which refuses a free-trial account (free_reject).
  screen(paths.rewardCenter, 'rewardCenter', () => import('./screens/RewardCenterScreen'), {
    session: 'member',
    trial: false,
  }),
  screen(paths.leaderBoard, 'leaderBoard', () => import('./screens/LeaderboardScreen'), {
    session: 'member',
    trial: false,
  }),
  // spec/02: a session and REFERRAL on; a free-trial account is told to use a real one.
  screen(paths.inviteFriends, 'inviteFriends', () => import('./screens/InviteFriendsScreen'), {
    session: 'member',
    trial: false,
  }),
];

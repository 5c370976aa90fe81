import { paths } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

export const promotionRoutes: ScreenRoute[] = [
  ...placeholders({ [paths.activity]: 'activity' }, { footer: false }),
  ...placeholders({ [paths.activityDetail]: 'activityDetail' }),
  ...placeholders(
    {
      [paths.rewardCenter]: 'rewardCenter',
      [paths.inviteFriends]: 'inviteFriends',
      [paths.leaderBoard]: 'leaderBoard',
    },
    { session: 'member' },
  ),
];

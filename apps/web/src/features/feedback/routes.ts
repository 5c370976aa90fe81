import { paths } from '../../shared/config/paths';
import { type ScreenRoute, screen } from '../../shared/routing/screen-route';

/** Feedback is a member centre item: a session, and no free-trial account (spec/02 §6). */
export const feedbackRoutes: ScreenRoute[] = [
  screen(paths.feedback, 'feedback', () => import('./screens/FeedbackScreen'), {
    session: 'member',
    trial: false,
  }),
];

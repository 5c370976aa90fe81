/**
 * What the app shell takes from this feature: its screens, the member centre (composed by the
 * shell with the reward badge and download popup of other features) and the inbox count.
 */
export { MemberCentre, type MemberCentreProps } from './centre/MemberCentre';
export { useUnreadMessages } from './centre/use-unread-messages';
export { memberRoutes } from './routes';

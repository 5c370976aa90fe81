/**
 * What the app shell takes from this feature: its screens, the member centre (composed by the
 * shell with the reward badge and download popup of other features) and the inbox count.
 */
export { MemberCentre } from './centre/MemberCentre';
export { memberRoutes } from './routes';

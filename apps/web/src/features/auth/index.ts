/** What the app shell takes from this feature: its screens and sign-out. */
export { authRoutes } from './routes';
export { signOut } from './sign-out';

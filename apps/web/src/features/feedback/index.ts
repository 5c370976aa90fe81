/** Feedback (/m/feedback, FEEDBACK3): write to the operator and read the replies. */
export { feedbackRoutes } from './routes';

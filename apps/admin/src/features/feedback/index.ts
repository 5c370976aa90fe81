export { FeedbackEntryPage } from './FeedbackEntryPage';
export { FeedbackPage } from './FeedbackPage';

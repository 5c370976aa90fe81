/**
 * Feedback: what members write to the operator (type, text within the site's word bounds,
 * images through the uploads module) and the operator's replies with their read state.
 */

export { feedbackRoutes } from './feedback.routes.js';
export { hasFeedback, replyToFeedback, sendFeedback } from './feedback.service.js';
export {
  type SiteFeedback,
  siteFeedback,
  siteFeedbackImage,
  siteFeedbackPage,
} from './feedback-review.js';

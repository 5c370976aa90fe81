import { endpoint } from '../endpoint.js';
import {
  feedbackFields,
  feedbackImageParams,
  feedbackListAnswer,
  feedbackParams,
  feedbackReadAnswer,
  feedbackSentAnswer,
} from './schemas.js';

/**
 * Feedback (spec/02: member centre FEEDBACK3 /m/feedback, "Feedback | PUT"). Part of the
 * member centre, so free-trial accounts are refused like it (realMember).
 */

/** The site's word bounds and the member's feedback with the operator's replies. */
export const list = endpoint({
  method: 'GET',
  path: '/wps/feedback',
  module: 'MEMBER3',
  feature: 'FEEDBACK3',
  access: 'realMember',
  answer: feedbackListAnswer,
});

/** Sends a feedback: `type`, `content` and up to 3 png or jpg `images`, as multipart/form-data. */
export const send = endpoint({
  method: 'PUT',
  path: '/wps/feedback',
  module: 'MEMBER3',
  feature: 'FEEDBACK3',
  access: 'realMember',
  body: feedbackFields,
  encoding: 'multipart',
  answer: feedbackSentAnswer,
});

/** Marks the replies of one of the member's feedback read (opening it); again changes nothing. */
export const read = endpoint({
  method: 'POST',
  path: '/wps/feedback/:id/read',
  module: 'MEMBER3',
  feature: 'FEEDBACK3',
  access: 'realMember',
  params: feedbackParams,
  answer: feedbackReadAnswer,
});

/** An image of a feedback, to its owner only. */
export const image = endpoint({
  method: 'GET',
  path: '/wps/feedback/:id/images/:sequence',
  module: 'MEMBER3',
  feature: 'FEEDBACK3',
  access: 'realMember',
  params: feedbackImageParams,
  produces: 'image',
});

import type { ErrorTexts } from '../error-texts.js';

/** Errors of feedback. `feedback.words` carries the bounds as value { minWords, maxWords }. */
export const FEEDBACK_ERRORS = {
  'feedback.words': {
    status: 400,
    EN: 'Your feedback is too short or too long.',
    MY: 'သင့်အကြံပြုချက်သည် တိုလွန်း သို့မဟုတ် ရှည်လွန်းနေသည်။',
  },
  'feedback.not.found': {
    status: 404,
    EN: 'This feedback does not exist.',
    MY: 'ဤအကြံပြုချက် မရှိပါ။',
  },
  'feedback.image.type': {
    status: 400,
    EN: 'Only PNG or JPG images can be uploaded.',
    MY: 'PNG သို့မဟုတ် JPG ပုံများကိုသာ တင်နိုင်သည်။',
  },
  'feedback.image.too.large': {
    status: 413,
    EN: 'Each image may be at most 5 MB.',
    MY: 'ပုံတစ်ပုံလျှင် 5 MB အထိသာ ဖြစ်ရမည်။',
  },
  'feedback.images.too.many': {
    status: 400,
    EN: 'You can upload at most 3 images.',
    MY: 'ပုံ ၃ ပုံအထိသာ တင်နိုင်သည်။',
  },
  'feedback.image.not.found': {
    status: 404,
    EN: 'This image does not exist.',
    MY: 'ဤပုံ မရှိပါ။',
  },
} as const satisfies ErrorTexts;

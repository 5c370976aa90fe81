import type { ErrorTexts } from '../error-texts.js';

/** Errors of promotions and the reward centre. */
export const PROMOTION_ERRORS = {
  'promotion.not.found': {
    status: 404,
    EN: 'This promotion does not exist.',
    MY: 'ဤပရိုမိုးရှင်း မရှိပါ။',
  },
  'promotion.not.open': {
    status: 409,
    EN: 'This promotion is not open now.',
    MY: 'ဤပရိုမိုးရှင်းသည် ယခု ဖွင့်မထားပါ။',
  },
  'promotion.not.eligible': {
    status: 403,
    EN: 'Your account cannot take part in this promotion.',
    MY: 'သင့်အကောင့်ဖြင့် ဤပရိုမိုးရှင်းတွင် ပါဝင်၍ မရပါ။',
  },
  'promotion.not.claimable': {
    status: 409,
    EN: 'There is no reward to claim yet.',
    MY: 'ထုတ်ယူရန် ဆုလာဘ် မရှိသေးပါ။',
  },
  'promotion.budget.exhausted': {
    status: 409,
    EN: 'This promotion has given out all of its rewards.',
    MY: 'ဤပရိုမိုးရှင်း၏ ဆုလာဘ်များ ကုန်သွားပါပြီ။',
  },
  'promotion.already.applied': {
    status: 409,
    EN: 'You have already applied for this promotion.',
    MY: 'ဤပရိုမိုးရှင်းအတွက် လျှောက်ထားပြီး ဖြစ်သည်။',
  },
  'promotion.image.type': {
    status: 400,
    EN: 'Only PNG or JPG images can be uploaded.',
    MY: 'PNG သို့မဟုတ် JPG ပုံများကိုသာ တင်နိုင်သည်။',
  },
  'promotion.image.too.large': {
    status: 413,
    EN: 'Each image may be at most 5 MB.',
    MY: 'ပုံတစ်ပုံလျှင် 5 MB အထိသာ ဖြစ်ရမည်။',
  },
  'promotion.images.too.many': {
    status: 400,
    EN: 'You can upload at most 3 images.',
    MY: 'ပုံ ၃ ပုံအထိသာ တင်နိုင်သည်။',
  },
  'promotion.image.not.found': {
    status: 404,
    EN: 'This image does not exist.',
    MY: 'ဤပုံ မရှိပါ။',
  },
} as const satisfies ErrorTexts;

import type { ErrorTexts } from '../error-texts.js';

/** Refusals of the back office's content (announcements, banners, messages). */
export const CONTENT_ADMIN_ERRORS = {
  'admin.content.not.found': {
    status: 404,
    EN: 'No such announcement, banner or message.',
    MY: 'ဤကြေညာချက်၊ ဘန်နာ သို့မဟုတ် စာ မရှိပါ။',
  },
  'admin.content.language.missing': {
    status: 400,
    EN: 'Write the text in every language the site offers.',
    MY: 'ဆိုက်က ပေးသော ဘာသာစကားတိုင်းဖြင့် စာသားကို ရေးပါ။',
  },
  'admin.content.language.unknown': {
    status: 400,
    EN: 'The site does not offer one of these languages.',
    MY: 'ဤဘာသာစကားများထဲမှ တစ်ခုကို ဆိုက်က မပေးပါ။',
  },
  'admin.content.text.empty': {
    status: 400,
    EN: 'The text is empty once unsafe parts are removed.',
    MY: 'မလုံခြုံသော အပိုင်းများကို ဖယ်ရှားပြီးနောက် စာသား ဗလာဖြစ်နေသည်။',
  },
  'admin.content.target.missing': {
    status: 400,
    EN: 'The promotion or game this banner opens does not exist on the site.',
    MY: 'ဤဘန်နာက ဖွင့်သော ပရိုမိုးရှင်း သို့မဟုတ် ဂိမ်းသည် ဆိုက်တွင် မရှိပါ။',
  },
  'admin.content.vip.unknown': {
    status: 400,
    EN: 'The site has no such VIP level.',
    MY: 'ဆိုက်တွင် ဤ VIP အဆင့် မရှိပါ။',
  },
  'admin.content.image.type': {
    status: 400,
    EN: 'The picture must be a PNG, JPEG or WebP image.',
    MY: 'ပုံသည် PNG၊ JPEG သို့မဟုတ် WebP ပုံ ဖြစ်ရမည်။',
  },
  'admin.content.image.too.large': {
    status: 400,
    EN: 'The picture file is larger than 2 MB.',
    MY: 'ပုံဖိုင်သည် 2 MB ထက် ကြီးနေသည်။',
  },
  'admin.content.match.unavailable': {
    status: 400,
    EN: 'One of these matches has kicked off or is not offered on the site.',
    MY: 'ဤပွဲများထဲမှ တစ်ပွဲသည် စတင်ကန်ပြီးဖြစ်သည် သို့မဟုတ် ဆိုက်တွင် မရှိပါ။',
  },
} as const satisfies ErrorTexts;

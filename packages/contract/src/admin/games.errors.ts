import type { AdminErrorTexts } from '../error-texts.js';

/** Refusals of the back office's games pages. */
export const ADMIN_GAMES_ERRORS = {
  'admin.game.not.found': {
    status: 404,
    EN: 'No such game.',
    MY: 'ဤဂိမ်း မရှိပါ။',
    ZH: '没有该游戏。',
  },
  'admin.vendor.not.found': {
    status: 404,
    EN: 'No such game vendor.',
    MY: 'ဤဂိမ်းပံ့ပိုးသူ မရှိပါ။',
    ZH: '没有该游戏厂商。',
  },
  'admin.category.not.found': {
    status: 404,
    EN: 'No such game category.',
    MY: 'ဤဂိမ်းအမျိုးအစား မရှိပါ။',
    ZH: '没有该游戏分类。',
  },
  'admin.category.order': {
    status: 400,
    EN: 'The new order must name every category exactly once.',
    MY: 'အစီအစဉ်အသစ်တွင် အမျိုးအစားတိုင်းကို တစ်ကြိမ်စီ ဖော်ပြရမည်။',
    ZH: '新顺序必须包含每个分类且各只出现一次。',
  },
  'jackpot.terms.invalid': {
    status: 400,
    EN: 'These jackpot terms would return more of a stake than the rules allow.',
    MY: 'ဤဂျက်ပေါ့စည်းကမ်းများသည် စည်းမျဉ်းခွင့်ပြုသည်ထက် လောင်းကြေးကို ပိုပြန်ပေးမည်။',
    ZH: '这些奖池条款返还的投注额超过规则允许的范围。',
  },
  'admin.game.icon.type': {
    status: 400,
    EN: 'The icon must be a PNG or JPEG image.',
    MY: 'အိုင်ကွန်သည် PNG သို့မဟုတ် JPEG ပုံ ဖြစ်ရမည်။',
    ZH: '图标必须是 PNG 或 JPEG 图片。',
  },
  'admin.game.icon.too.large': {
    status: 400,
    EN: 'The icon file is larger than 40 KB.',
    MY: 'အိုင်ကွန်ဖိုင်သည် 40 KB ထက် ကြီးနေသည်။',
    ZH: '图标文件大于 40 KB。',
  },
} as const satisfies AdminErrorTexts;

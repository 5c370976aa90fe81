import type { AdminErrorTexts } from '../error-texts.js';

/** Refusals of the back office's lottery: game and odds edits, draw cancels. */
export const ADMIN_LOTTERY_ERRORS = {
  'admin.lottery.game.not.found': {
    status: 404,
    EN: 'No such lottery game on this site.',
    MY: 'ဤဆိုက်တွင် ဤထီဂိမ်း မရှိပါ။',
    ZH: '本站点没有该彩票游戏。',
  },
  'admin.lottery.draw.not.found': {
    status: 404,
    EN: 'No such draw on this site.',
    MY: 'ဤဆိုက်တွင် ဤထီဖွင့်ပွဲ မရှိပါ။',
    ZH: '本站点没有该期开奖。',
  },
  'admin.lottery.cancel.not.found': {
    status: 404,
    EN: 'No such cancel request.',
    MY: 'ဤပယ်ဖျက်ရန်တောင်းဆိုချက် မရှိပါ။',
    ZH: '没有该撤单申请。',
  },
  'admin.lottery.draw.finished': {
    status: 409,
    EN: 'This draw has been drawn or cancelled already: it can no longer be cancelled.',
    MY: 'ဤထီဖွင့်ပွဲကို ဖွင့်ပြီး သို့မဟုတ် ပယ်ဖျက်ပြီးဖြစ်၍ ထပ်မံပယ်ဖျက်၍မရပါ။',
    ZH: '该期已开奖或已取消，不能再取消。',
  },
  'admin.lottery.cancel.pending': {
    status: 409,
    EN: 'A cancel request for this draw is already waiting for approval.',
    MY: 'ဤထီဖွင့်ပွဲအတွက် ပယ်ဖျက်ရန်တောင်းဆိုချက်တစ်ခု အတည်ပြုချက်ကို စောင့်နေပြီဖြစ်သည်။',
    ZH: '该期已有一个撤单申请在等待审批。',
  },
  'admin.lottery.cancel.decided': {
    status: 409,
    EN: 'This cancel request has already been decided.',
    MY: 'ဤပယ်ဖျက်ရန်တောင်းဆိုချက်ကို ဆုံးဖြတ်ပြီးဖြစ်သည်။',
    ZH: '该撤单申请已处理。',
  },
} as const satisfies AdminErrorTexts;

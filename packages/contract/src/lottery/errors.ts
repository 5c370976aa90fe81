import type { ErrorTexts } from '../error-texts.js';

/** Errors of the lottery engine (LOTT3). */
export const LOTTERY_ERRORS = {
  'lottery.game.not.exist': {
    status: 404,
    EN: 'This lottery does not exist.',
    MY: 'ဤထီ မရှိပါ။',
  },
  'lottery.draw.not.exist': {
    status: 404,
    EN: 'This draw does not exist.',
    MY: 'ဤထီဖွင့်ပွဲ မရှိပါ။',
  },
  'lottery.draw.closed': {
    status: 409,
    EN: 'Sales for this draw have closed. Please bet on the next draw.',
    MY: 'ဤထီဖွင့်ပွဲအတွက် ရောင်းချမှု ပိတ်သွားပြီ။ နောက်ပွဲတွင် လောင်းပါ။',
  },
  'lottery.bet.invalid': {
    status: 400,
    EN: 'This selection is not a valid bet. Please check your numbers.',
    MY: 'ဤရွေးချယ်မှုသည် မှန်ကန်သော လောင်းကြေး မဟုတ်ပါ။ ဂဏန်းများကို စစ်ဆေးပါ။',
  },
  'lottery.bet.limit': {
    status: 409,
    EN: 'This bet is above the limit. Please lower the amount.',
    MY: 'ဤလောင်းကြေးသည် ကန့်သတ်ချက်ထက် များနေသည်။ ပမာဏကို လျှော့ပါ။',
  },
  'lottery.bet.below.min': {
    status: 409,
    EN: 'This bet is below the smallest stake of the game. Please raise the amount.',
    MY: 'ဤလောင်းကြေးသည် ဂိမ်း၏ အနည်းဆုံးလောင်းကြေးထက် နည်းနေသည်။ ပမာဏကို တိုးပါ။',
  },
  'lottery.order.not.exist': {
    status: 404,
    EN: 'This order does not exist.',
    MY: 'ဤအော်ဒါ မရှိပါ။',
  },
  'lottery.order.closed': {
    status: 409,
    EN: 'This order can no longer be cancelled: sales for its draw have closed.',
    MY: 'ဤအော်ဒါကို ပယ်ဖျက်၍ မရတော့ပါ- ၎င်း၏ထီဖွင့်ပွဲ ရောင်းချမှု ပိတ်သွားပြီ။',
  },
  'lottery.chase.not.exist': {
    status: 404,
    EN: 'This chase does not exist.',
    MY: 'ဤဆက်တိုက်လောင်းမှု မရှိပါ။',
  },
} as const satisfies ErrorTexts;

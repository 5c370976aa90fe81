import type { ErrorTexts } from '../error-texts.js';

/** Errors of launching and playing games. */
export const PLAY_ERRORS = {
  'game.round.open': {
    status: 409,
    EN: 'You have an unfinished round with this game provider.',
    MY: 'ဤဂိမ်းဝန်ဆောင်မှုပေးသူတွင် မပြီးဆုံးသေးသော ပွဲတစ်ပွဲ ရှိနေသည်။',
  },
  'game.ticket.invalid': {
    status: 401,
    EN: 'This game session has ended. Please open the game again.',
    MY: 'ဤဂိမ်းအစည်းအဝေး ပြီးဆုံးသွားပြီ။ ဂိမ်းကို ပြန်ဖွင့်ပါ။',
  },
  'game.bet.invalid': {
    status: 400,
    EN: 'This bet is not allowed in this game.',
    MY: 'ဤလောင်းကြေးကို ဤဂိမ်းတွင် ခွင့်မပြုပါ။',
  },
  'game.round.closed': {
    status: 409,
    EN: 'This round is already finished.',
    MY: 'ဤပွဲ ပြီးဆုံးသွားပြီ။',
  },
} as const satisfies ErrorTexts;

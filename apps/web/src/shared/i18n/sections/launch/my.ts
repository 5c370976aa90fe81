import type { Widen } from '../../widen';
import type { EN } from './en';

/** Burmese texts; keys and placeholders as in en.ts. */
export const MY: Widen<typeof EN> = {
  opening: 'ဂိမ်းကို ဖွင့်နေသည်…',
  failed: 'ဂိမ်းကို ဖွင့်၍ မရပါ။',
  tryAgain: 'ထပ်ကြိုးစားရန်',
  back: 'နောက်သို့',
  backHome: 'ပင်မစာမျက်နှာသို့',
  resumeBody: '{{game}} တွင် မပြီးဆုံးသေးသော ပွဲတစ်ပွဲ ရှိနေသည်။ ဆက်ကစားမလား။',
  resume: 'ဆက်ကစားရန်',
  cancel: 'ပယ်ဖျက်ရန်',
  lottery: 'ထီ',
  eLottery: 'အီလက်ထရွန်နစ် ထီ',
  lotteryLobby: 'ထီ ခန်းမ',
  laterTitle: 'နောက်ဗားရှင်းတွင် ဖွင့်ပါမည်',
  laterBody:
    'ထီကို နောက်ထွက်မည့် ဗားရှင်းတွင် ဤနေရာ၌ ဖွင့်ပေးပါမည်။ ထိုအချိန်အထိ ကျွန်ုပ်တို့၏ စလော့နှင့် အခြားဂိမ်းများကို ကစားကြည့်ပါ။',
  exit: 'ဂိမ်းမှ ထွက်ရန်',
  frameTitle: '{{game}}: ဂိမ်း',
};

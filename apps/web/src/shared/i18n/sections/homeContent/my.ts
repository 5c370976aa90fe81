import type { Widen } from '../../widen';
import type { EN } from './en';

/** Burmese texts of home's content. */
export const MY: Widen<typeof EN> = {
  banners: 'ပရိုမိုးရှင်းများ',
  showBanner: 'ဘန်နာ {{n}} ကိုပြပါ',
  winners: 'ဆုကြီးရှင်များ',
  winnersEmpty: 'ဆုကြီးရှင် မရှိသေးပါ။ ပထမဆုံးဖြစ်လိုက်ပါ!',
  appTitle: '{{name}} အက်ပ်ကို ရယူပါ',
  appBody: 'ပိုမြန်သောဂိမ်း၊ ချက်ချင်းငွေသွင်း၊ ဆုကြေးသတိပေးချက်။',
  appButton: 'အက်ပ်ဒေါင်းလုဒ်',
  popupTitle: 'အက်ပ်ကို ဒေါင်းလုဒ်လုပ်ပါ',
  android: 'Android အက်ပ်',
  ios: 'iPhone အက်ပ်',
  profile: 'iOS ပရိုဖိုင် (ပင်မ စခရင် ဖြတ်လမ်း)',
  guide: 'ပင်မမျက်နှာပြင်သို့ ထည့်နည်း',
  close: 'ပိတ်ရန်',
  hotMatches: 'အဓိက ပွဲစဉ်များ',
  hotMatch: 'အဓိက ပွဲစဉ်',
  versus: 'ယှဉ်',
  hotFlag: 'ပွဲကြီး',
  kickOff: 'ပွဲစချိန် {{time}}',
  oddsTitle: 'ပွဲရလဒ်',
  home: 'အိမ်ရှင်',
  draw: 'သရေ',
  away: 'ဧည့်သည်',
  betNow: 'ယခု လောင်းမည်',
  loginToBet: 'လောင်းရန် အကောင့်ဝင်ပါ',
  showMatch: '{{home}} နှင့် {{away}}၊ {{league}}၊ {{time}}',
};

import type { Widen } from '../../widen';
import type { EN } from './en';

/** Burmese texts of the VIP level benefits screen. */
export const MY: Widen<typeof EN> = {
  currentLevel: 'လက်ရှိအဆင့်',
  noLevel: 'VIP အဆင့် မရှိသေးပါ',
  totalStake: 'စုစုပေါင်း တရားဝင်လောင်းကြေး',
  totalDeposit: 'စုစုပေါင်း ငွေသွင်း',
  progressTo: '{{level}} သို့ တိုးတက်မှု',
  progressHint: 'နောက်အဆင့်သို့ ရောက်ရန် ပန်းတိုင် နှစ်ခုလုံး ပြည့်ရပါမည်။',
  validStake: 'တရားဝင်လောင်းကြေး',
  deposit: 'ငွေသွင်း',
  left: '{{amount}} လိုသေးသည်',
  met: 'ပြည့်ပြီ',
  topLevel: 'အမြင့်ဆုံးအဆင့်သို့ ရောက်ရှိပြီးပါပြီ။ ကျွန်ုပ်တို့နှင့် ကစားသည့်အတွက် ကျေးဇူးတင်ပါသည်။',
  levels: 'အဆင့်များ',
  levelOption: '{{level}}၊ {{state}}',
  state: {
    current: 'လက်ရှိ',
    reached: 'ရောက်ပြီး',
    locked: 'မရောက်သေး',
  },
  requirements: '{{level}} သို့ ရောက်ရန်',
  benefits: 'အကျိုးခံစားခွင့်များ',
  rebate: 'တရားဝင်လောင်းကြေး ပြန်အမ်းငွေ',
  withdrawCount: 'တစ်ရက် ငွေထုတ်အကြိမ်',
  withdrawCountValue: '{{count}} ကြိမ်',
  withdrawLimit: 'တစ်ရက် ငွေထုတ်ကန့်သတ်ချက်',
  upgradeBonus: 'အဆင့်တိုး ဆုကြေး',
  bonusHint: 'အဆင့်တိုး ဆုကြေးကို အဆင့်ရောက်သည့်အခါ တစ်ကြိမ်သာ ပေးပါသည်။ ဆုလာဘ်စင်တာတွင် ထုတ်ယူပါ။',
  rewardCenter: 'ဆုလာဘ်စင်တာ ဖွင့်ရန်',
  empty: 'ဤဆိုက်တွင် VIP အဆင့်များ မရှိသေးပါ။',
  unavailable: 'ဤဆိုက်တွင် VIP အကျိုးခံစားခွင့်များ မရနိုင်ပါ။',
};

import type { Widen } from '../../widen';
import type { EN } from './en';

/** Texts of the agent area, in Burmese. */
export const MY: Widen<typeof EN> = {
  greeting: {
    morning: 'မင်္ဂလာနံနက်ခင်းပါ',
    earlyAfternoon: 'မင်္ဂလာနေ့လယ်ခင်းပါ',
    lateAfternoon: 'မင်္ဂလာညနေခင်းပါ',
    evening: 'မင်္ဂလာညချမ်းပါ',
  },
  totalBalance: 'စုစုပေါင်းလက်ကျန်',
  withdraw: 'ငွေထုတ်',
  deposit: 'ငွေသွင်း',
  today: 'ယနေ့ အဖွဲ့',
  counters: {
    loggedIn: 'ဝင်ရောက်သူ',
    betting: 'လောင်းကြေးထပ်သူ',
    registered: 'စာရင်းသွင်းသူ',
    online: 'ယခု အွန်လိုင်း',
  },
  menu: 'ကိုယ်စားလှယ် မီနူး',
  items: {
    teamOverview: 'အဖွဲ့ ခြုံငုံသုံးသပ်ချက်',
    transactionRecord: 'ငွေလွှဲမှတ်တမ်း',
    teamManagement: 'အဖွဲ့ စီမံခန့်ခွဲမှု',
    redEnvelopeRain: 'အနီရောင်စာအိတ်မိုး',
    teamProfitLoss: 'အဖွဲ့ အမြတ်အရှုံး',
    teamBetting: 'အဖွဲ့ လောင်းကြေး',
    rebateSetup: 'ပြန်အမ်းငွေ သတ်မှတ်ချက်',
    agentRebateIncome: 'ကိုယ်စားလှယ် ပြန်အမ်းဝင်ငွေ',
    securityCenter: 'လုံခြုံရေးစင်တာ',
    messages: 'စာများ',
    onlineService: 'အွန်လိုင်း ဝန်ဆောင်မှု',
  },
  footer: {
    label: 'ကိုယ်စားလှယ် လမ်းညွှန်',
    home: 'ပင်မ',
    openAccount: 'အကောင့်ဖွင့်',
    dividends: 'အမြတ်ဝေစု',
    announcements: 'ကြေညာချက်များ',
    unread: 'မဖတ်ရသေးသော {{count}} ခု',
  },
  notices: {
    board: 'ကိုယ်စားလှယ် ကြေညာချက်များ',
    emptyBody: 'ကော်မရှင်၊ စာချုပ်နှင့် ပွဲများအကြောင်း ကိုယ်စားလှယ်များအတွက် အသိပေးချက်များ ဤနေရာတွင် ပေါ်လာပါမည်။',
  },
};

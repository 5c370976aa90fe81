import type { Dictionary } from '../en';

export const coreTexts: Pick<
  Dictionary,
  | 'appName'
  | 'signIn'
  | 'shell'
  | 'languages'
  | 'form'
  | 'menu'
  | 'menuSections'
  | 'roles'
  | 'home'
  | 'forbidden'
  | 'errors'
> = {
  appName: 'စီမံခန့်ခွဲမှုစနစ်',
  signIn: {
    title: 'ဝန်ထမ်း အကောင့်ဝင်ရန်',
    username: 'အသုံးပြုသူအမည်',
    password: 'စကားဝှက်',
    code: 'အတည်ပြုအက်ပ် ကုဒ်',
    codeHelp: 'သင့်အတည်ပြုအက်ပ်တွင် ယခုပြသနေသော ဂဏန်း ၆ လုံး။',
    submit: 'ဝင်ရန်',
    expired: 'သင့်အကောင့်ဝင်မှု သက်တမ်းကုန်သွားပါပြီ။ ထပ်မံဝင်ရောက်ပါ။',
  },
  shell: {
    signOut: 'ထွက်ရန်',
    role: 'ရာထူး',
    loading: 'ဖွင့်နေသည်…',
    retry: 'ထပ်ကြိုးစားရန်',
    loadFailed: 'ဤစာမျက်နှာကို ဖွင့်၍မရပါ။',
    notFound: 'ဤစာမျက်နှာ မရှိပါ။',
    backHome: 'ပင်မစာမျက်နှာသို့ ပြန်သွားရန်',
    back: 'နောက်သို့',
    language: 'ဘာသာစကား',
  },
  languages: { EN: 'English', MY: 'မြန်မာ', ZH: '中文' },
  form: {
    required: 'ဖြည့်ရန် လိုအပ်သည်။',
    minLength: 'အနည်းဆုံး စာလုံး {min} လုံး။',
    maxLength: 'အများဆုံး စာလုံး {max} လုံး။',
    min: 'အနည်းဆုံး {min}။',
    max: 'အများဆုံး {max}။',
    number: 'ကိန်းပြည့် ထည့်ပါ။',
    format: 'ပုံစံ မမှန်ပါ။',
  },
  menu: {
    home: 'ပင်မစာမျက်နှာ',
    members: 'အသင်းဝင်များ',
    adjustments: 'ငွေချိန်ညှိမှုများ',
    applications: 'ပရိုမိုးရှင်း လျှောက်လွှာများ',
    audit: 'စစ်ဆေးမှတ်တမ်း',
    withdrawals: 'ငွေထုတ်မှုများ',
    deposits: 'ငွေသွင်းမှုများ',
    contracts: 'ကိုယ်စားလှယ် စာချုပ်များ',
    agentTree: 'ကိုယ်စားလှယ် အဆင့်ဆင့်',
    redRain: 'စာအိတ်နီမိုး',
    commission: 'ကော်မရှင်',
    sites: 'ဆိုက်များ',
    operators: 'အော်ပရေတာများ',
    riskAlerts: 'အန္တရာယ် သတိပေးချက်များ',
    gameVendors: 'ဂိမ်းပံ့ပိုးသူများ',
    gameCategories: 'ဂိမ်းအမျိုးအစားများ',
    games: 'ဂိမ်းစာရင်း',
    jackpot: 'ဂျက်ပေါ့ စည်းကမ်းများ',
    lotteryGames: 'ထီ ဂိမ်းများ',
    lotteryOdds: 'အလျော်နှုန်းနှင့် RTP',
    lotteryResults: 'ထီ ရလဒ်များ',
    lotteryMonitor: 'ထီဖွင့်ပွဲ စောင့်ကြည့်',
    feedback: 'အကြံပြုချက်များ',
    announcements: 'ကြေညာချက်များ',
    banners: 'ဘန်နာများ',
    messages: 'အဖွဲ့ဝင် စာများ',
    agreement: 'အသုံးပြုသူ သဘောတူညီချက်',
    reports: 'အစီရင်ခံစာများ',
    helpEntries: 'အကူအညီစင်တာ',
    hotMatches: 'အဓိက ပွဲစဉ်များ',
    promotions: 'ပရိုမိုးရှင်းများ',
  },
  menuSections: {
    dashboard: 'ပင်မစာမျက်နှာ',
    members: 'အသင်းဝင်၊ ကိုယ်စားလှယ်',
    money: 'ငွေကြေး',
    promotions: 'ပရိုမိုးရှင်းများ',
    content: 'အကြောင်းအရာ',
    games: 'ဂိမ်းများ',
    lottery: 'ထီ',
    risk: 'အန္တရာယ်၊ အစီရင်ခံစာ',
    settings: 'ဆက်တင်များ',
  },
  roles: {
    owner: 'ပိုင်ရှင်',
    finance: 'ငွေစာရင်း',
    support: 'ဖောက်သည်ဝန်ဆောင်မှု',
    content: 'အကြောင်းအရာ',
    risk: 'အန္တရာယ်စီမံ',
  },
  home: {
    welcome: 'ကြိုဆိုပါသည်၊ {name}',
    permissions: 'သင့်ရာထူးဖြင့် လုပ်နိုင်သည်များ',
    permission: {
      'deposits.review': 'ငွေသွင်းမှုများ စစ်ဆေးရန်',
      'withdrawals.review': 'ငွေထုတ်မှုများ စစ်ဆေးရန်',
      'members.read': 'အသင်းဝင်များ ရှာဖွေကြည့်ရန်',
      'members.adjust': 'လက်ကျန်ငွေ ချိန်ညှိရန်',
      'promotions.review': 'ပရိုမိုးရှင်း လျှောက်လွှာများ စစ်ဆေးရန်',
      'audit.read': 'စစ်ဆေးမှတ်တမ်း ဖတ်ရန်',
      'agents.move': 'အသင်းဝင်များကို ကိုယ်စားလှယ်အကြား ရွှေ့ရန်',
      'members.manage': 'အသင်းဝင်များကို ပိတ်ရန်၊ ဖွင့်ရန်နှင့် ကန့်သတ်ရန်',
      'feedback.reply': 'အသင်းဝင်များ၏ အကြံပြုချက်ကို ပြန်ဖြေရန်',
      'sites.manage': 'ဆိုက်များနှင့် ပြုပြင်ထိန်းသိမ်းမှု စီမံရန်',
      'content.manage': 'ကြေညာချက်၊ ဘန်နာနှင့် အကူအညီ စီမံရန်',
      'games.manage': 'ဂိမ်းပံ့ပိုးသူများနှင့် ဂိမ်းစာရင်း စီမံရန်',
      'lottery.manage': 'ထီဂိမ်းများနှင့် အလျော်နှုန်း စီမံရန်',
      'lottery.cancel': 'ထီဖွင့်ပွဲ ပယ်ဖျက်ပြီး ငွေပြန်အမ်းရန်',
      'risk.review': 'အန္တရာယ် သတိပေးချက်များ စစ်ဆေးရန်',
      'reports.read': 'အစီရင်ခံစာများ ဖတ်ရန်',
      'operators.manage': 'ဝန်ထမ်းများနှင့် ရာထူးများ စီမံရန်',
    },
  },
  errors: {
    network: 'ဆာဗာနှင့် ချိတ်ဆက်၍ မရပါ။ ချိတ်ဆက်မှုကို စစ်ဆေးပြီး ထပ်ကြိုးစားပါ။',
  },
  forbidden: {
    title: 'ခွင့်မပြုပါ',
    text: 'သင့်အခန်းကဏ္ဍ ({role}) သည် ဤစာမျက်နှာကို ခွင့်မပြုပါ။ လိုအပ်ပါက ပိုင်ရှင်ကို မေးပါ။',
  },
};

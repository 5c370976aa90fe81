import type { Dictionary } from '../en';

export const feedbackTexts: Pick<Dictionary, 'feedback'> = {
  feedback: {
    title: 'အဖွဲ့ဝင်များ၏ အကြံပြုချက်',
    states: { open: 'မဖြေရသေး', answered: 'ဖြေပြီး' },
    emptyOpen: 'ဖြေကြားရန် စောင့်နေသော အကြံပြုချက် မရှိပါ။',
    emptyAnswered: 'ဖြေပြီးသော အကြံပြုချက် မရှိပါ။',
    received: 'လက်ခံရရှိချိန်',
    member: 'အဖွဲ့ဝင်',
    type: 'အကြောင်းအရာ',
    types: {
      suggestion: 'အကြံပြုချက်',
      deposit: 'ငွေသွင်း',
      withdrawal: 'ငွေထုတ်',
      game: 'ဂိမ်း',
      account: 'အကောင့်',
      other: 'အခြား',
    },
    content: 'အကြံပြုချက်',
    images: 'ပုံများ',
    replies: 'ပြန်စာများ',
    replyTitle: 'ပြန်စာ',
    reply: 'သင့်ပြန်စာ (အဖွဲ့ဝင်က အက်ပ်တွင် ဖတ်မည်)',
    replyHint: 'စာလုံး {max} လုံးအထိ။',
    send: 'ပြန်စာ ပို့ရန်',
    replied: 'ပြန်စာ ပို့ပြီးပါပြီ။ အကြံပြုချက်ကို ဖြေပြီးအဖြစ် ရွှေ့ပြီးပါပြီ။',
    entryTitle: 'အကြံပြုချက် #{id}',
    imageAlt: 'ပုံ {n}',
    noReplies: 'ပြန်စာ မရှိသေးပါ။',
    read: 'ဖတ်ပြီး',
    unread: 'မဖတ်ရသေး',
  },
};

import type { Widen } from '../../widen';
import type { EN } from './en';

/** Burmese texts of the member's inbox: /m/webEmail and /m/message. */
export const MY: Widen<typeof EN> = {
  summaryLabel: 'သင့်စာများ',
  unreadCount: 'မဖတ်ရသေးသော {{count}} စောင်',
  allRead: 'အားလုံး ဖတ်ပြီး',
  unread: 'မဖတ်ရသေး',
  empty: 'စာ မရှိသေးပါ',
  emptyBody: 'သင့်အကောင့်၊ ဆုလက်ဆောင်များနှင့် လုံခြုံရေးဆိုင်ရာ အသိပေးချက်များ ဤနေရာသို့ ရောက်ရှိပါမည်။',
  loadMore: 'ထပ်ကြည့်ရန်',
  delete: 'ဖျက်ရန်',
  deleteTitle: 'ဤစာကို ဖျက်မလား။',
  deleteBody: '“{{title}}” ကို သင့်စာပုံးမှ ဖယ်ရှားပါမည်။ ပြန်ယူ၍ မရပါ။',
  deleted: 'စာကို ဖျက်ပြီးပါပြီ',
  backToList: 'စာအားလုံး',
  notFound: 'ဤစာ မရှိပါ သို့မဟုတ် ဖျက်ပြီးဖြစ်သည်။',
  kinds: {
    operator: 'စာ',
    new_device: 'လုံခြုံရေး',
    password_changed: 'လုံခြုံရေး',
    promotion_issued: 'ဆုလက်ဆောင်',
    promotion_paid: 'ဘောနပ်စ်',
    payment_password_changed: 'လုံခြုံရေး',
    contact_changed: 'လုံခြုံရေး',
    withdrawal: 'ငွေထုတ်',
    deposit: 'ငွေသွင်း',
    agent_transfer: 'ငွေလွှဲ',
  },
};

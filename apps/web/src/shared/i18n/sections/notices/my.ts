import type { Widen } from '../../widen';
import type { EN } from './en';

/** Burmese texts of announcements: the popup, the latest-news popup, the home ticker and /m/notice. */
export const MY: Widen<typeof EN> = {
  popupTitle: 'ကြေညာချက်',
  previous: 'ယခင်',
  next: 'နောက်တစ်ခု',
  close: 'ပိတ်ရန်',
  page: '{{current}} / {{total}}',
  latestNews: 'နောက်ဆုံးရ သတင်းများ',
  tickerLabel: 'ကြေညာချက်များ',
  tickerEmpty: 'ကြေညာချက် မရှိပါ',
  unreadCount: 'မဖတ်ရသေးသော {{count}} ခု',
  allRead: 'အားလုံး ဖတ်ပြီးပါပြီ',
  unread: 'မဖတ်ရသေး',
  listEmpty: 'ကြေညာချက် မရှိသေးပါ',
  listEmptyBody: 'ကျွန်ုပ်တို့၏ သတင်းနှင့် အသိပေးချက်များ ဤနေရာတွင် ပေါ်လာပါမည်။',
  loadMore: 'ထပ်ကြည့်ရန်',
  guestHint: 'ဖတ်ပြီးသည်များကို မှတ်ထားရန် အကောင့်ဝင်ပါ။',
  backToList: 'ကြေညာချက်အားလုံး',
  notFound: 'ဤကြေညာချက်ကို မရရှိနိုင်တော့ပါ။',
  types: { PL: 'အသိပေးချက်', H: 'သတင်း', PU: 'အထူး', A: 'ကိုယ်စားလှယ်' },
};

import type { Widen } from '../../widen';
import type { EN } from './en';

/** Burmese texts of announcements: the popup, the latest-news popup and the home ticker. */
export const MY: Widen<typeof EN> = {
  popupTitle: 'ကြေညာချက်',
  previous: 'ယခင်',
  next: 'နောက်တစ်ခု',
  close: 'ပိတ်ရန်',
  page: '{{current}} / {{total}}',
  latestNews: 'နောက်ဆုံးရ သတင်းများ',
  tickerLabel: 'ကြေညာချက်များ',
  tickerEmpty: 'ကြေညာချက် မရှိပါ',
};

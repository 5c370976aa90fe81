import type { Widen } from '../../widen';
import type { EN } from './en';

/** Burmese texts of the jackpot counter on home. */
export const MY: Widen<typeof EN> = {
  title: 'တိုးပွားဂျက်ပေါ့',
  caption: 'ငွေအစစ်ဖြင့် စလော့လှည့်တိုင်း တိုးလာသည်။ တစ်ကြိမ်လှည့်ရုံဖြင့် အားလုံးရနိုင်သည်။',
};

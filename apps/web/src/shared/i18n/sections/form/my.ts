import type { Widen } from '../../widen';
import type { EN } from './en';

/** Burmese texts of the form kit. */
export const MY: Widen<typeof EN> = {
  showPassword: 'စကားဝှက် ပြရန်',
  hidePassword: 'စကားဝှက် ဖျောက်ရန်',
  clear: 'ရှင်းလင်းရန်',
  amountInvalid: '100 သို့မဟုတ် 100.50 ကဲ့သို့ ပမာဏ ထည့်ပါ',
  enterField: 'ကျေးဇူးပြု၍ {{field}} ထည့်ပါ',
};

import type { Dictionary } from '../en';

export const auditTexts: Pick<Dictionary, 'audit'> = {
  audit: {
    title: 'စစ်ဆေးမှတ်တမ်း',
    operator: 'ဝန်ထမ်း',
    action: 'လုပ်ဆောင်ချက်',
    target: 'သက်ဆိုင်သည့်အရာ',
    when: 'အချိန်',
    from: 'မှ',
    before: 'မတိုင်မီ',
    after: 'ပြီးနောက်',
    filterOperator: 'ဝန်ထမ်း အသုံးပြုသူအမည်',
    filterAction: 'လုပ်ဆောင်ချက် (ဥပမာ adjustment.request)',
    search: 'စစ်ထုတ်ရန်',
    empty: 'မှတ်တမ်းတင်ထားသော လုပ်ဆောင်ချက် မရှိသေးပါ။',
  },
};

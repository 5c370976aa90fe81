import { formatMinor, type LanguageCode, SUPPORTED_LANGUAGES } from '@lotto/contract';
import type { Site } from '../system/index.js';

/**
 * What the platform writes to a member when something happens to their account, as a kind and
 * its parameters; the wording lives here, once, in every language the app ships. A message is
 * rendered in all of them when it is sent and kept as sent (inbox_message_texts), like a mail.
 */

/** A text in some languages (a promotion's title); a missing one falls back to English. */
export type LocalText = Partial<Record<LanguageCode, string>>;

export type MemberNotice =
  /** A sign-in from a device the member's cookie did not prove to be one of theirs. */
  | { kind: 'new_device'; ip: string }
  /** The password was changed, or reset by link or phone. */
  | { kind: 'password_changed' }
  /** The payment password was set, changed or reset (security centre). */
  | { kind: 'payment_password_changed'; how: 'set' | 'changed' | 'reset' }
  /** A mobile number or e-mail was bound or replaced; `to` is the new one, masked. */
  | { kind: 'contact_changed'; channel: 'mobile' | 'email'; to: string; replaced: boolean }
  /** A promotion's reward was issued to the reward centre, to be claimed. */
  | { kind: 'promotion_issued'; promotion: LocalText; amountMinor: number }
  /** A promotion's bonus was paid to the balance. */
  | { kind: 'promotion_paid'; promotion: LocalText; amountMinor: number; turnoverMinor: number }
  /** A step of a withdrawal (its timeline); `reason` is a rejection's. */
  | {
      kind: 'withdrawal';
      step: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
      amountMinor: number;
      reason?: string | null;
    }
  /** A deposit order changed state: received (waiting), credited, rejected or failed. */
  | {
      kind: 'deposit';
      state: 'received' | 'paid' | 'rejected' | 'failed' | 'expired';
      orderNo: string;
      amountMinor: number;
      /** Why, per language: each message reads the reason of its own language. */
      reason?: LocalText | null;
    }
  /** An agent above the member transferred cash to the member (team management). */
  | { kind: 'agent_transfer'; from: string; amountMinor: number };

export interface RenderedText {
  language: LanguageCode;
  title: string;
  content: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** K 1,234.50: the site's symbol and the amount with thousands separators. */
const money = (site: Site, minor: number) =>
  `${site.currencySymbol} ${formatMinor(minor).replace(/\B(?=(\d{3})+(?!\d))(?=\d*\.)/g, ',')}`;

const titleIn = (text: LocalText, language: LanguageCode) =>
  escapeHtml(text[language] ?? text.EN ?? Object.values(text)[0] ?? '');

type Render = (site: Site, language: LanguageCode) => { title: string; content: string };

const renderers = (notice: MemberNotice): Render => {
  switch (notice.kind) {
    case 'new_device': {
      const ip = escapeHtml(notice.ip);
      return (_site, language) =>
        language === 'MY'
          ? {
              title: 'စက်အသစ်မှ သင့်အကောင့်သို့ ဝင်ရောက်မှု',
              content: `<p>သင့်အကောင့်ကို ယခင်က အသုံးမပြုဖူးသော စက်တစ်ခုမှ ဝင်ရောက်ခဲ့သည် (IP လိပ်စာ ${ip})။</p><p>ဤသည်မှာ သင်ဖြစ်ပါက ဘာမှလုပ်ရန် မလိုပါ။ သင်မဟုတ်ပါက လုံခြုံရေးစင်တာတွင် စကားဝှက်ကို ချက်ချင်း ပြောင်းပါ။</p>`,
            }
          : {
              title: 'New sign-in to your account',
              content: `<p>Your account was just signed in on a device it had not used before (IP address ${ip}).</p><p>If this was you, there is nothing to do. If not, change your password in the security centre now.</p>`,
            };
    }
    case 'password_changed':
      return (_site, language) =>
        language === 'MY'
          ? {
              title: 'သင့်စကားဝှက်ကို ပြောင်းလဲပြီးပါပြီ',
              content:
                '<p>သင့်အကောင့်၏ စကားဝှက်ကို ပြောင်းလဲခဲ့ပြီး အခြားစက်များမှ ထွက်ပြီးဖြစ်သည်။</p><p>ဤသည်ကို သင်မလုပ်ခဲ့ပါက ဖောက်သည်ဝန်ဆောင်မှုကို ချက်ချင်း ဆက်သွယ်ပါ။</p>',
            }
          : {
              title: 'Your password was changed',
              content:
                '<p>The password of your account was changed, and your other devices were signed out.</p><p>If you did not do this, contact customer service at once.</p>',
            };
    case 'payment_password_changed': {
      const { how } = notice;
      return (_site, language) => {
        if (language === 'MY') {
          const verb = { set: 'သတ်မှတ်', changed: 'ပြောင်းလဲ', reset: 'ပြန်လည်သတ်မှတ်' }[how];
          return {
            title: `သင့်ငွေပေးချေမှုစကားဝှက်ကို ${verb}ပြီးပါပြီ`,
            content: `<p>သင့်အကောင့်၏ ငွေပေးချေမှုစကားဝှက်ကို ${verb}ခဲ့သည်။ ငွေထုတ်ရာတွင် ၎င်းကို မေးပါမည်။</p><p>ဤသည်ကို သင်မလုပ်ခဲ့ပါက စကားဝှက်ကို ချက်ချင်းပြောင်းပြီး ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။</p>`,
          };
        }
        const verb = { set: 'set', changed: 'changed', reset: 'reset' }[how];
        return {
          title: `Your payment password was ${verb}`,
          content: `<p>The payment password of your account was ${verb}. Withdrawals ask for it.</p><p>If you did not do this, change your login password now and contact customer service.</p>`,
        };
      };
    }
    case 'contact_changed': {
      const to = escapeHtml(notice.to);
      const { channel, replaced } = notice;
      return (_site, language) => {
        if (language === 'MY') {
          const what = channel === 'mobile' ? 'ဖုန်းနံပါတ်' : 'အီးမေးလ်';
          const done = replaced ? 'ပြောင်းလဲ' : 'ချိတ်ဆက်';
          return {
            title: `သင့်${what}ကို ${done}ပြီးပါပြီ`,
            content: `<p>သင့်အကောင့်၏ ${what}ကို ${to} သို့ ${done}ခဲ့သည်။</p><p>ဤသည်ကို သင်မလုပ်ခဲ့ပါက စကားဝှက်ကို ချက်ချင်းပြောင်းပြီး ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။</p>`,
          };
        }
        const what = channel === 'mobile' ? 'mobile number' : 'e-mail';
        const done = replaced ? 'changed' : 'bound';
        return {
          title: `Your ${what} was ${done}`,
          content: `<p>The ${what} of your account is now ${to}.</p><p>If you did not do this, change your password now and contact customer service.</p>`,
        };
      };
    }
    case 'promotion_issued':
      return (site, language) => {
        const name = titleIn(notice.promotion, language);
        const amount = money(site, notice.amountMinor);
        return language === 'MY'
          ? {
              title: `ဆုလက်ဆောင် ထုတ်ပေးပြီး: ${name}`,
              content: `<p>“${name}” မှ ${amount} သည် ဆုလက်ဆောင်စင်တာတွင် သင့်ကို စောင့်နေပါသည်။ သင့်လက်ကျန်ငွေသို့ ထည့်ရန် ထိုနေရာတွင် ရယူပါ။</p>`,
            }
          : {
              title: `Reward issued: ${name}`,
              content: `<p>${amount} from “${name}” is waiting for you in the reward centre. Claim it there to add it to your balance.</p>`,
            };
      };
    case 'promotion_paid':
      return (site, language) => {
        const name = titleIn(notice.promotion, language);
        const amount = money(site, notice.amountMinor);
        const turnover = money(site, notice.turnoverMinor);
        const needsTurnover = notice.turnoverMinor > 0;
        return language === 'MY'
          ? {
              title: `ဘောနပ်စ် ရရှိပြီး: ${name}`,
              content: `<p>“${name}” မှ ${amount} ကို သင့်လက်ကျန်ငွေသို့ ထည့်သွင်းပြီးပါပြီ။</p>${needsTurnover ? `<p>ငွေထုတ်ရန် မတိုင်မီ ${turnover} လောင်းကြေးပမာဏ ပြည့်ရန် လိုအပ်ပါသည်။</p>` : ''}`,
            }
          : {
              title: `Bonus credited: ${name}`,
              content: `<p>${amount} from “${name}” was added to your balance.</p>${needsTurnover ? `<p>Bets of ${turnover} in all are needed before it can be withdrawn.</p>` : ''}`,
            };
      };
    case 'withdrawal':
      return (site, language) => {
        const amount = money(site, notice.amountMinor);
        const reason = escapeHtml(notice.reason ?? '');
        const texts = language === 'MY' ? WITHDRAWAL_TEXTS_MY : WITHDRAWAL_TEXTS_EN;
        const { title, content } = texts[notice.step];
        const why = reason
          ? language === 'MY'
            ? `<p>အကြောင်းရင်း- ${reason}</p>`
            : `<p>Reason: ${reason}</p>`
          : '';
        return { title, content: `<p>${content.replace('{amount}', amount)}</p>${why}` };
      };
    case 'deposit':
      return depositNotice(notice);
    case 'agent_transfer':
      return agentTransferNotice(notice);
  }
};

type WithdrawalStepName = Extract<MemberNotice, { kind: 'withdrawal' }>['step'];
type StepTexts = Record<WithdrawalStepName, { title: string; content: string }>;

const WITHDRAWAL_TEXTS_EN: StepTexts = {
  requested: {
    title: 'Withdrawal requested',
    content: 'Your withdrawal of {amount} was received. The amount is held until it is paid out.',
  },
  approved: {
    title: 'Withdrawal approved',
    content: 'Your withdrawal of {amount} has its first approval and waits for the second.',
  },
  paid: {
    title: 'Withdrawal paid',
    content: 'Your withdrawal of {amount} was approved and paid to your account.',
  },
  rejected: {
    title: 'Withdrawal rejected',
    content: 'Your withdrawal of {amount} was rejected. The amount is back in your balance.',
  },
  cancelled: {
    title: 'Withdrawal cancelled',
    content: 'You cancelled your withdrawal of {amount}. The amount is back in your balance.',
  },
};

const WITHDRAWAL_TEXTS_MY: StepTexts = {
  requested: {
    title: 'ငွေထုတ်ရန် တောင်းဆိုပြီး',
    content: 'သင့် {amount} ငွေထုတ်မှုကို လက်ခံရရှိပါပြီ။ ငွေပေးချေသည်အထိ ပမာဏကို ထိန်းထားပါမည်။',
  },
  approved: {
    title: 'ငွေထုတ်မှု အတည်ပြုပြီး',
    content: 'သင့် {amount} ငွေထုတ်မှုသည် ပထမ အတည်ပြုချက် ရရှိပြီး ဒုတိယကို စောင့်နေပါသည်။',
  },
  paid: {
    title: 'ငွေထုတ်မှု ပေးချေပြီး',
    content: 'သင့် {amount} ငွေထုတ်မှုကို အတည်ပြုပြီး သင့်အကောင့်သို့ ပေးချေပြီးပါပြီ။',
  },
  rejected: {
    title: 'ငွေထုတ်မှု ငြင်းပယ်ခံရ',
    content: 'သင့် {amount} ငွေထုတ်မှုကို ငြင်းပယ်ခဲ့သည်။ ပမာဏသည် သင့်လက်ကျန်ငွေသို့ ပြန်ရောက်ပါပြီ။',
  },
  cancelled: {
    title: 'ငွေထုတ်မှု ပယ်ဖျက်ပြီး',
    content: 'သင့် {amount} ငွေထုတ်မှုကို သင် ပယ်ဖျက်ခဲ့သည်။ ပမာဏသည် သင့်လက်ကျန်ငွေသို့ ပြန်ရောက်ပါပြီ။',
  },
};

const DEPOSIT_TEXTS = {
  EN: {
    received: [
      'Deposit received',
      'Your deposit {order} of {amount} was received and is being checked.',
    ],
    paid: ['Deposit credited', 'Your deposit {order} of {amount} was added to your balance.'],
    rejected: ['Deposit rejected', 'Your deposit {order} of {amount} was rejected.'],
    failed: ['Deposit not completed', 'Your deposit {order} of {amount} was not paid.'],
    expired: [
      'Deposit expired',
      'Your deposit {order} of {amount} was not paid in time and was closed.',
    ],
    reason: 'Reason: {reason}',
  },
  MY: {
    received: ['ငွေသွင်းမှု လက်ခံရရှိပြီး', 'သင်၏ ငွေသွင်းမှု {order} ({amount}) ကို လက်ခံရရှိပြီး စစ်ဆေးနေပါသည်။'],
    paid: ['ငွေသွင်းမှု ထည့်သွင်းပြီး', 'သင်၏ ငွေသွင်းမှု {order} ({amount}) ကို သင့်လက်ကျန်ငွေသို့ ထည့်သွင်းပြီးပါပြီ။'],
    rejected: ['ငွေသွင်းမှု ငြင်းပယ်ခံရသည်', 'သင်၏ ငွေသွင်းမှု {order} ({amount}) ကို ငြင်းပယ်လိုက်ပါသည်။'],
    failed: ['ငွေသွင်းမှု မပြီးမြောက်ပါ', 'သင်၏ ငွေသွင်းမှု {order} ({amount}) ကို မပေးချေရသေးပါ။'],
    expired: ['ငွေသွင်းမှု သက်တမ်းကုန်', 'သင်၏ ငွေသွင်းမှု {order} ({amount}) ကို အချိန်မီ မပေးချေသဖြင့် ပိတ်လိုက်ပါသည်။'],
    reason: 'အကြောင်းရင်း- {reason}',
  },
} as const;

const depositNotice =
  (notice: Extract<MemberNotice, { kind: 'deposit' }>): Render =>
  (site, language) => {
    const texts = language === 'MY' ? DEPOSIT_TEXTS.MY : DEPOSIT_TEXTS.EN;
    const [title, body] = texts[notice.state];
    const why = notice.reason ? (notice.reason[language] ?? notice.reason.EN ?? '') : '';
    const fill = (text: string) =>
      text
        .replace('{order}', escapeHtml(notice.orderNo))
        .replace('{amount}', money(site, notice.amountMinor))
        .replace('{reason}', escapeHtml(why));
    const reason = why ? `<p>${fill(texts.reason)}</p>` : '';
    return { title, content: `<p>${fill(body)}</p>${reason}` };
  };

/** The notice in every language the app ships. */
export const renderNotice = (site: Site, notice: MemberNotice): RenderedText[] => {
  const render = renderers(notice);
  return SUPPORTED_LANGUAGES.map((language) => ({ language, ...render(site, language) }));
};

const agentTransferNotice =
  (notice: Extract<MemberNotice, { kind: 'agent_transfer' }>): Render =>
  (site, language) => {
    const amount = money(site, notice.amountMinor);
    const from = escapeHtml(notice.from);
    return language === 'MY'
      ? {
          title: `ငွေလွှဲ ရရှိပြီး: ${amount}`,
          content: `<p>သင့်ကိုယ်စားလှယ် ${from} က ${amount} ကို သင့်လက်ကျန်ငွေသို့ လွှဲပေးခဲ့သည်။</p>`,
        }
      : {
          title: `Transfer received: ${amount}`,
          content: `<p>Your agent ${from} transferred ${amount} to your balance.</p>`,
        };
  };

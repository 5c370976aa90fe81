import { formatMinor } from '@lotto/contract';
import type { DemoPaymentRow } from './demo-gateway.tables.js';

/** The demo gateway's hosted page: no script (the CSP allows none inline), two forms. */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const TEXT = {
  EN: {
    title: 'DemoPay',
    subtitle: 'Secure checkout (demo payment provider)',
    amount: 'Amount to pay',
    order: 'Merchant order',
    qr: 'Scan with your e-wallet app, or open it on this phone:',
    openWallet: 'Open e-wallet app',
    pay: 'Pay now',
    cancel: 'Cancel payment',
    closed: 'This payment is closed.',
    back: 'Back to the merchant',
    note: 'This is a demo provider: no real money moves.',
  },
  MY: {
    title: 'DemoPay',
    subtitle: 'လုံခြုံသော ငွေပေးချေမှု (သရုပ်ပြ ငွေပေးချေမှုဝန်ဆောင်မှု)',
    amount: 'ပေးချေရမည့် ပမာဏ',
    order: 'ကုန်သည် အော်ဒါ',
    qr: 'သင့် e-wallet အက်ပ်ဖြင့် စကန်ဖတ်ပါ သို့မဟုတ် ဤဖုန်းတွင် ဖွင့်ပါ-',
    openWallet: 'e-wallet အက်ပ် ဖွင့်ရန်',
    pay: 'ယခု ပေးချေရန်',
    cancel: 'ငွေပေးချေမှု ပယ်ဖျက်ရန်',
    closed: 'ဤငွေပေးချေမှုကို ပိတ်ပြီးဖြစ်သည်။',
    back: 'ကုန်သည်ထံ ပြန်သွားရန်',
    note: 'ဤသည်မှာ သရုပ်ပြဝန်ဆောင်မှုဖြစ်သည်- ငွေအစစ် မရွှေ့ပါ။',
  },
} as const;

const STYLE = `*{box-sizing:border-box}body{font:16px/1.45 system-ui,sans-serif;margin:0;background:#0f2a4a;color:#10223a;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:24px 16px}
main{background:#fff;border-radius:16px;max-width:420px;width:100%;padding:24px;box-shadow:0 10px 30px #0005}
h1{margin:0;font-size:24px;color:#0b5cd5}p{margin:4px 0 16px;color:#4a5568}
.amount{font-size:34px;font-weight:800;margin:4px 0 8px;color:#10223a}dl{margin:0 0 20px}dt{font-size:13px;color:#5a6779}dd{margin:0 0 10px;font-weight:600;word-break:break-all}
form{margin:0 0 12px}button{width:100%;font:inherit;font-weight:700;padding:14px;border-radius:10px;border:0;cursor:pointer}
.pay{background:#0b5cd5;color:#fff}.cancel{background:#eef1f5;color:#2d3748}
.qr{display:block;text-align:center;padding:14px;border:2px dashed #0b5cd5;border-radius:12px;margin:0 0 16px;color:#0b5cd5;font-weight:700;text-decoration:none}
.note{font-size:13px;color:#5a6779;text-align:center;margin-top:8px}a.back{display:block;text-align:center;color:#0b5cd5;font-weight:700}`;

export const payPage = (payment: DemoPaymentRow, language: 'EN' | 'MY', action: string): string => {
  const t = TEXT[language];
  const amount = `${escapeHtml(payment.currency)} ${formatMinor(payment.amount_minor)}`;
  const open = payment.status === 'open';
  const qr =
    payment.method === 'qr' && open
      ? `<p>${t.qr}</p><a class="qr" href="${escapeHtml(action)}?wallet=1">${t.openWallet}</a>`
      : '';
  const buttons = open
    ? `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="action" value="pay"><button class="pay" type="submit">${t.pay}</button></form>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="action" value="cancel"><button class="cancel" type="submit">${t.cancel}</button></form>`
    : `<p>${t.closed}</p><a class="back" href="${escapeHtml(payment.return_url)}">${t.back}</a>`;
  return `<!doctype html><html lang="${language === 'MY' ? 'my' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title><style>${STYLE}</style></head>
<body><main><h1>${t.title}</h1><p>${t.subtitle}</p><dl><dt>${t.amount}</dt><dd class="amount">${amount}</dd><dt>${t.order}</dt><dd>${escapeHtml(payment.merchant_order_no)}</dd></dl>${qr}${buttons}<p class="note">${t.note}</p></main></body></html>`;
};

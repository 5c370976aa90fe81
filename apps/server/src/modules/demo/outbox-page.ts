import type { LanguageCode, OutboxList, OutboxMessage } from '@lotto/contract';

/**
 * Refreshes itself every few seconds once the browser has an address: codes show up without a
 * touch, and without script. (Before that the visitor is typing one, and a refresh would lose it.)
 */
const REFRESH_SECONDS = 5;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** Escapes a message body and makes its http(s) links clickable (reset links, for one). */
const bodyHtml = (body: string): string => {
  let html = '';
  let last = 0;
  for (const match of body.matchAll(URL_IN_TEXT)) {
    const url = escapeHtml(match[0]);
    html += `${escapeHtml(body.slice(last, match.index))}<a href="${url}" rel="noreferrer">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(body.slice(last));
};

const TEXT = {
  EN: {
    title: 'Demo outbox',
    intro:
      'SMS codes and e-mails this demo site sent to the addresses opened in this browser, from the last 30 minutes. Refreshes every 5 seconds.',
    rule: 'An address belongs to the first browser that opens it here; no other browser can read its messages.',
    label: 'Mobile number or e-mail',
    open: 'Open',
    addresses: 'Addresses of this browser:',
    none: 'Open the inbox of the mobile number or e-mail address you use in the demo.',
    taken: 'This address is open in another browser, so its messages are not shown here.',
    invalid: 'That is not a mobile number or e-mail address of this site.',
    empty: 'Nothing sent yet.',
  },
  MY: {
    title: 'သရုပ်ပြ ပို့စာပုံး',
    intro:
      'ဤဘရောက်ဇာတွင် ဖွင့်ထားသော လိပ်စာများသို့ ဤသရုပ်ပြဆိုက်မှ နောက်ဆုံး မိနစ် ၃၀ အတွင်း ပို့ခဲ့သော SMS ကုဒ်များနှင့် အီးမေးလ်များ။ ၅ စက္ကန့်တိုင်း ပြန်လည်ဖွင့်သည်။',
    rule: 'လိပ်စာတစ်ခုသည် ၎င်းကို ဤနေရာတွင် ပထမဆုံး ဖွင့်သော ဘရောက်ဇာနှင့်သာ သက်ဆိုင်သည်။ အခြားဘရောက်ဇာက ၎င်း၏ စာများကို မဖတ်နိုင်ပါ။',
    label: 'ဖုန်းနံပါတ် သို့မဟုတ် အီးမေးလ်',
    open: 'ဖွင့်ရန်',
    addresses: 'ဤဘရောက်ဇာ၏ လိပ်စာများ-',
    none: 'သရုပ်ပြတွင် သုံးသော ဖုန်းနံပါတ် သို့မဟုတ် အီးမေးလ်လိပ်စာ၏ စာပုံးကို ဖွင့်ပါ။',
    taken: 'ဤလိပ်စာကို အခြားဘရောက်ဇာတွင် ဖွင့်ထားပြီးဖြစ်၍ ၎င်း၏ စာများကို ဤနေရာတွင် မပြပါ။',
    invalid: 'ဤဆိုက်၏ ဖုန်းနံပါတ် သို့မဟုတ် အီးမေးလ်လိပ်စာ မဟုတ်ပါ။',
    empty: 'မည်သည့်စာမျှ မပို့ရသေးပါ။',
  },
} as const;

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:0;padding:16px;background:#f4f5f7;color:#1b1b2f}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 12px;color:#555}p.note{color:#c8102e;font-weight:600}
form{display:flex;gap:8px;margin:0 0 12px}input{flex:1;font:inherit;padding:8px;border:1px solid #bbb;border-radius:6px}
button{font:inherit;padding:8px 14px;border:0;border-radius:6px;background:#c8102e;color:#fff}
ol{list-style:none;margin:0;padding:0}li{background:#fff;border-radius:8px;padding:12px;margin:0 0 10px;box-shadow:0 1px 2px #0002}
.meta{font-size:13px;color:#666;display:flex;gap:8px;flex-wrap:wrap}.channel{font-weight:700;text-transform:uppercase;color:#c8102e}
.subject{font-weight:600;margin-top:4px}pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:6px 0 0}`;

const itemHtml = (m: OutboxMessage): string => {
  const at = new Date(m.createdAt).toISOString();
  const subject = m.subject === null ? '' : `<div class="subject">${escapeHtml(m.subject)}</div>`;
  return `<li><div class="meta"><span class="channel">${m.channel}</span><span>${escapeHtml(m.recipient)}</span><time datetime="${at}">${at.replace('T', ' ').slice(0, 19)} UTC</time></div>${subject}<pre>${bodyHtml(m.body)}</pre></li>`;
};

/** What the page shows: the browser's inbox, what was typed, and whether it was refused. */
export interface InboxView extends OutboxList {
  typed: string;
  invalid: boolean;
}

const notesHtml = (text: (typeof TEXT)[LanguageCode], view: InboxView): string => {
  const notes = [];
  if (view.invalid) notes.push(text.invalid);
  if (view.taken) notes.push(text.taken);
  const html = notes.map((note) => `<p class="note" role="alert">${note}</p>`);
  html.push(
    view.addresses.length === 0
      ? `<p>${text.none}</p>`
      : `<p>${text.addresses} ${view.addresses.map(escapeHtml).join(', ')}</p>`,
  );
  return html.join('\n');
};

/** The browser's inbox as a small page; every value from the database or the visitor is escaped. */
export const outboxPage = (siteName: string, language: LanguageCode, view: InboxView): string => {
  const text = TEXT[language];
  const { messages } = view;
  const refresh =
    view.addresses.length > 0 ? `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">\n` : '';
  return `<!doctype html>
<html lang="${language === 'MY' ? 'my' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
${refresh}<meta name="robots" content="noindex">
<title>${escapeHtml(siteName)} - ${text.title}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(siteName)} - ${text.title}</h1>
<p>${text.intro}</p>
<p>${text.rule}</p>
<form method="get"><input name="recipient" aria-label="${text.label}" placeholder="${text.label}" value="${escapeHtml(view.typed)}" autocomplete="off"><button type="submit">${text.open}</button></form>
${notesHtml(text, view)}
${messages.length === 0 ? `<p>${text.empty}</p>` : `<ol>\n${messages.map(itemHtml).join('\n')}\n</ol>`}
</body>
</html>
`;
};

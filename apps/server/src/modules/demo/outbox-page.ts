import type { LanguageCode } from '@lotto/contract';
import type { OutboxMessage } from './demo.service.js';

/** Refreshes itself every few seconds: codes show up without a touch, and without script. */
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
    intro: 'SMS codes and e-mails this demo site would have sent. Refreshes every 5 seconds.',
    empty: 'Nothing sent yet.',
  },
  MY: {
    title: 'သရုပ်ပြ ပို့စာပုံး',
    intro: 'ဤသရုပ်ပြဆိုက်မှ ပို့မည့် SMS ကုဒ်များနှင့် အီးမေးလ်များ။ ၅ စက္ကန့်တိုင်း ပြန်လည်ဖွင့်သည်။',
    empty: 'မည်သည့်စာမျှ မပို့ရသေးပါ။',
  },
} as const;

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:0;padding:16px;background:#f4f5f7;color:#1b1b2f}
h1{font-size:20px;margin:0 0 4px}p.intro{margin:0 0 16px;color:#555}
ol{list-style:none;margin:0;padding:0}li{background:#fff;border-radius:8px;padding:12px;margin:0 0 10px;box-shadow:0 1px 2px #0002}
.meta{font-size:13px;color:#666;display:flex;gap:8px;flex-wrap:wrap}.channel{font-weight:700;text-transform:uppercase;color:#c8102e}
.subject{font-weight:600;margin-top:4px}pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:6px 0 0}`;

/** The outbox as a small page; every value from the database is escaped. */
export const outboxPage = (
  siteName: string,
  language: LanguageCode,
  messages: OutboxMessage[],
): string => {
  const text = TEXT[language];
  const items = messages
    .map(
      (m) =>
        `<li><div class="meta"><span class="channel">${m.channel}</span><span>${escapeHtml(m.recipient)}</span><time datetime="${new Date(m.createdAt).toISOString()}">${new Date(m.createdAt).toISOString().replace('T', ' ').slice(0, 19)} UTC</time></div>${m.subject === null ? '' : `<div class="subject">${escapeHtml(m.subject)}</div>`}<pre>${bodyHtml(m.body)}</pre></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${language === 'MY' ? 'my' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="${REFRESH_SECONDS}">
<meta name="robots" content="noindex">
<title>${escapeHtml(siteName)} - ${text.title}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(siteName)} - ${text.title}</h1>
<p class="intro">${text.intro}</p>
${messages.length === 0 ? `<p>${text.empty}</p>` : `<ol>\n${items}\n</ol>`}
</body>
</html>
`;
};

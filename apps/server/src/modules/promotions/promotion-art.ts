import type { LanguageCode, PromotionKind } from '@lotto/contract';
import type { Site } from '../system/index.js';
import type { PromotionRow } from './promotions.tables.js';

/**
 * A promotion's artwork, drawn as SVG from its kind and figure (750 x 320), so the demo needs
 * no image host and every card still looks like a casino's promotion: a coloured stage, gold
 * coins and sparkles, the headline figure, the kind's call to action in the reader's language
 * and an emblem of the kind (the card itself shows the title). Texts are escaped.
 */

/** Where a promotion's generated artwork is served; anything else is an operator's picture. */
export const artAddressOf = (id: number, sequence = 1) =>
  `/wps/relay/promotions/art/${id}.svg?sequence=${sequence}`;
export const isArtAddress = (url: string) => /^\/wps\/relay\/promotions\/art\//.test(url);

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PALETTES: Record<PromotionKind, [string, string, string]> = {
  sign_in: ['#2a0b4f', '#8e1f8a', '#ffcf5a'],
  bet_mission: ['#061a3a', '#0f6f8c', '#7ff0ff'],
  first_deposit: ['#3b0707', '#b3261e', '#ffd36b'],
  manual: ['#05301f', '#138a55', '#b8ffcf'],
  referral: ['#2b1400', '#c2410c', '#ffe08a'],
};

/** The kind's call to action, two short lines, per language. */
const TAGLINES: Record<PromotionKind, Record<LanguageCode, [string, string]>> = {
  sign_in: { EN: ['DAILY BONUS', 'Check in & claim'], MY: ['နေ့စဉ် ဘောနပ်စ်', 'ဝင်ရောက်ပြီး ရယူပါ'] },
  bet_mission: {
    EN: ['BET MISSION', 'Play, reach, win'],
    MY: ['လောင်းကစား မစ်ရှင်', 'ကစား၊ ပြည့်မီ၊ ရယူ'],
  },
  first_deposit: { EN: ['FIRST DEPOSIT', 'We double it'], MY: ['ပထမဆုံး ငွေသွင်း', 'နှစ်ဆ ပေးပါမည်'] },
  manual: { EN: ['APPLY & WIN', 'Share your big win'], MY: ['လျှောက်ထားပြီး ရယူ', 'အနိုင်ကြီး မျှဝေပါ'] },
  referral: {
    EN: ['INVITE FRIENDS', 'Earn for every friend'],
    MY: ['သူငယ်ချင်း ဖိတ်ခေါ်', 'သူငယ်ချင်းတိုင်းအတွက် ရယူ'],
  },
};

const coin = (x: number, y: number, r: number) =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="url(#gold)"/><circle r="${r * 0.72}" fill="none" stroke="#a86b00" stroke-width="${r * 0.08}" opacity="0.6"/><text y="${r * 0.32}" text-anchor="middle" font-size="${r}" font-weight="800" fill="#a86b00" opacity="0.75">$</text></g>`;

const sparkle = (x: number, y: number, s: number, color: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0-10 2-2 10 0 2 2 0 10-2 2-10 0-2-2Z" fill="${color}"/>`;

/** The kind's emblem, centred at the origin, about 150 px tall. */
const EMBLEMS: Record<PromotionKind, string> = {
  // A gift box.
  sign_in: `<rect x="-62" y="-20" width="124" height="86" rx="8" fill="url(#gold)"/><rect x="-70" y="-44" width="140" height="30" rx="6" fill="#ffe08a"/><rect x="-10" y="-44" width="20" height="110" fill="#c2185b"/><path d="M0-44c-20-40-60-30-44-6 8 10 30 6 44 6zm0 0c20-40 60-30 44-6-8 10-30 6-44 6z" fill="#e91e63"/>`,
  // A trophy.
  bet_mission: `<path d="M-50-60h100v30c0 40-22 62-50 66-28-4-50-26-50-66z" fill="url(#gold)"/><path d="M-50-50h-26c0 34 16 48 34 50M50-50h26c0 34-16 48-34 50" fill="none" stroke="#ffd36b" stroke-width="10"/><rect x="-10" y="34" width="20" height="24" fill="#d99a1e"/><rect x="-40" y="56" width="80" height="18" rx="4" fill="url(#gold)"/>`,
  // A stack of coins.
  first_deposit: [0, 1, 2, 3]
    .map(
      (i) =>
        `<ellipse cx="0" cy="${50 - i * 24}" rx="62" ry="20" fill="${i % 2 ? '#f6b93b' : 'url(#gold)'}" stroke="#a86b00" stroke-width="3"/>`,
    )
    .join(''),
  // An application form with a tick.
  // Two friends side by side.
  referral: `<circle cx="-30" cy="-34" r="26" fill="url(#gold)"/><path d="M-78 52c0-40 20-58 48-58s48 18 48 58z" fill="url(#gold)"/><circle cx="34" cy="-24" r="22" fill="#ffe08a"/><path d="M-4 58c0-34 16-50 38-50s38 16 38 50z" fill="#ffe08a"/>`,
  manual: `<rect x="-50" y="-64" width="100" height="128" rx="10" fill="#f4fff8"/><rect x="-34" y="-40" width="68" height="8" rx="4" fill="#9bd3b1"/><rect x="-34" y="-20" width="56" height="8" rx="4" fill="#9bd3b1"/><rect x="-34" y="0" width="62" height="8" rx="4" fill="#9bd3b1"/><circle cx="34" cy="48" r="30" fill="url(#gold)"/><path d="M20 48l10 10 18-22" fill="none" stroke="#0b5d36" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
};

const thousands = (minor: number) =>
  Math.floor(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The headline figure: the percentage of a deposit bonus, else the fixed reward. */
export const headlineOf = (p: PromotionRow, site: Pick<Site, 'currencySymbol'>): string =>
  p.kind === 'first_deposit'
    ? `${p.percent ?? 0}%`
    : `${site.currencySymbol} ${thousands(Number(p.reward_minor ?? 0))}`;

export const promotionArt = (
  site: Pick<Site, 'name' | 'currencySymbol'>,
  p: PromotionRow,
  language: LanguageCode,
  sequence: number,
): string => {
  const [deep, bright, light] = PALETTES[p.kind];
  const flip = sequence % 2 === 0;
  const emblemX = flip ? 150 : 600;
  const textX = flip ? 300 : 44;
  const [call, line] = TAGLINES[p.kind][language];
  const tagline = `<text x="${textX}" y="206" font-size="36" font-weight="800" fill="#fff">${escapeXml(call)}</text><text x="${textX}" y="250" font-size="26" fill="${light}">${escapeXml(line)}</text>`;
  const coins = [
    [flip ? 60 : 690, 270, 26],
    [flip ? 250 : 500, 48, 16],
    [flip ? 30 : 720, 120, 14],
  ]
    .map(([x, y, r]) => coin(x ?? 0, y ?? 0, r ?? 10))
    .join('');
  const sparkles = [
    [flip ? 220 : 530, 250, 1.4],
    [flip ? 90 : 660, 40, 1],
    [flip ? 700 : 330, 34, 0.8],
  ]
    .map(([x, y, s]) => sparkle(x ?? 0, y ?? 0, s ?? 1, light))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="320" viewBox="0 0 750 320" font-family="Padauk, 'Noto Sans Myanmar', system-ui, sans-serif">
<defs>
<linearGradient id="stage" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${bright}"/></linearGradient>
<radialGradient id="glow" cx="${flip ? 0.2 : 0.8}" cy="0.5" r="0.5"><stop offset="0" stop-color="${light}" stop-opacity="0.55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset="0.5" stop-color="#ffc83d"/><stop offset="1" stop-color="#d88a00"/></linearGradient>
</defs>
<rect width="750" height="320" fill="url(#stage)"/>
<g opacity="0.12" fill="#fff">${[0, 1, 2, 3, 4].map((i) => `<path d="M${emblemX} 160 L${i * 190 - 40} -10 L${i * 190 + 40} -10Z"/>`).join('')}</g>
<rect width="750" height="320" fill="url(#glow)"/>
${coins}${sparkles}
<g transform="translate(${emblemX} 160)">${EMBLEMS[p.kind]}</g>
<text x="${textX}" y="58" font-size="22" letter-spacing="3" fill="${light}">${escapeXml(site.name.toUpperCase())}</text>
<text x="${textX}" y="148" font-size="78" font-weight="900" fill="url(#gold)" stroke="#6b3b00" stroke-width="2">${escapeXml(headlineOf(p, site))}</text>
${tagline}
</svg>`;
};

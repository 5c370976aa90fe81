import { motifOf } from './game-art-motifs.js';

/**
 * The icon the server draws for a game that has no icon of its own, as a lobby tile's art: a
 * backdrop in the vendor's colours (so a vendor's games look alike) shifted per game, rays and
 * sparkles placed by the game code, the category's picture in the middle (reels, a fish, cards,
 * a ball ...) and the vendor's badge. Deterministic, self-contained, nothing from another host.
 */

const hashOf = (text: string): number => {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  // FNV alone clusters short codes (PG, JL ...) into a few hues; a final mix spreads them.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface IconFacts {
  code: string;
  vendor: string;
  category: string;
  name: string | null;
}

/** Light rays from behind the picture, turned by the game's own number. */
const rays = (turn: number, colour: string) =>
  Array.from({ length: 8 }, (_, i) => {
    const a = ((i * 45 + turn) * Math.PI) / 180;
    const b = a + 0.2;
    const p = (t: number) =>
      `${(100 + 160 * Math.cos(t)).toFixed(1)} ${(92 + 160 * Math.sin(t)).toFixed(1)}`;
    return `<path d="M100 92 L${p(a)} L${p(b)} Z" fill="${colour}" fill-opacity=".08"/>`;
  }).join('');

const sparkles = (seed: number) =>
  Array.from({ length: 6 }, (_, i) => {
    const x = 16 + ((seed >>> (i * 3)) % 168);
    const y = 14 + ((seed >>> (i * 2 + 5)) % 130);
    return `<circle cx="${x}" cy="${y}" r="${1.5 + (i % 3)}" fill="#fff" fill-opacity=".7"/>`;
  }).join('');

export const gameIconSvg = ({ code, vendor, category, name }: IconFacts): string => {
  const own = hashOf(`${vendor}-${code}`);
  const hue = (hashOf(vendor) + (own % 60) - 30 + 360) % 360;
  const deep = (hue + 35) % 360;
  const title = escapeXml(name ?? code);
  // Unique per game, so icons inlined side by side never borrow each other's gradient.
  const id = `art-${`${vendor}-${code}`.replace(/[^\w-]/g, '_')}`;
  const badge = escapeXml(vendor);
  const badgeWidth = 14 + badge.length * 9;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${title}" font-family="system-ui,'Liberation Sans',sans-serif">`,
    `<title>${title}</title>`,
    `<defs><radialGradient id="${id}" cx=".5" cy=".42" r=".75">`,
    `<stop offset="0" stop-color="hsl(${hue},80%,58%)"/>`,
    `<stop offset=".6" stop-color="hsl(${deep},75%,32%)"/>`,
    `<stop offset="1" stop-color="hsl(${deep},80%,16%)"/>`,
    `</radialGradient><linearGradient id="${id}-shade" x1="0" y1="0" x2="0" y2="1">`,
    '<stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/>',
    '</linearGradient></defs>',
    `<rect width="200" height="200" rx="28" fill="url(#${id})"/>`,
    rays(own % 45, '#fff'),
    sparkles(own),
    '<g transform="translate(100 94) scale(1.18) translate(-100 -92)">',
    motifOf(category, { code, name: name ?? code }, own >>> 4, `hsl(${hue},90%,88%)`),
    '</g>',
    `<rect width="200" height="200" rx="28" fill="url(#${id}-shade)"/>`,
    // Bottom centre: the tile's NEW/HOT badge and heart take the top corners.
    `<rect x="${100 - badgeWidth / 2}" y="166" width="${badgeWidth}" height="24" rx="12" fill="#000" fill-opacity=".45"/>`,
    `<text x="100" y="183" text-anchor="middle" font-size="14" font-weight="700" fill="#fff">${badge}</text>`,
    `<rect x="1.5" y="1.5" width="197" height="197" rx="27" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>`,
    '</svg>',
  ].join('');
};

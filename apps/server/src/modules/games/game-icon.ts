/**
 * The icon the server draws for a game that has no icon of its own: an SVG whose colours come
 * from the vendor (so a vendor's games look alike) and the game code, with the game's initials
 * and the vendor code. Deterministic, self-contained, nothing from another host.
 */

const hueOf = (text: string): number => {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  // FNV alone clusters short codes (PG, JL ...) into a few hues; a final mix spreads them.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % 360;
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Golden Dragon" -> "GD", "Dota 2" -> "D2", "Baccarat" -> "BA". */
export const initialsOf = (name: string): string => {
  const words = name.split(/[\s-]+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  const [first = '', second] = words;
  const letters = second ? `${first[0] ?? ''}${second[0] ?? ''}` : first.slice(0, 2);
  return (letters || '?').toUpperCase();
};

export interface IconFacts {
  code: string;
  vendor: string;
  name: string | null;
}

export const gameIconSvg = ({ code, vendor, name }: IconFacts): string => {
  const hue = hueOf(vendor);
  const accent = (hue + 25 + (hueOf(code) % 70)) % 360;
  const title = escapeXml(name ?? code);
  // Unique per game, so icons inlined side by side never borrow each other's gradient.
  const gradient = `bg-${`${vendor}-${code}`.replace(/[^\w-]/g, '_')}`;
  const vendorSize = Math.min(20, Math.floor(220 / Math.max(vendor.length, 1)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},70%,46%)"/>`,
    `<stop offset="1" stop-color="hsl(${accent},75%,28%)"/>`,
    '</linearGradient></defs>',
    `<rect width="200" height="200" rx="28" fill="url(#${gradient})"/>`,
    `<circle cx="100" cy="88" r="58" fill="hsl(${accent},85%,80%)" fill-opacity="0.22"/>`,
    '<text x="100" y="108" text-anchor="middle" font-family="system-ui,sans-serif" font-size="54" font-weight="700" fill="#fff">',
    `${escapeXml(initialsOf(name ?? code))}</text>`,
    `<text x="100" y="176" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${vendorSize}" font-weight="600" fill="#fff" fill-opacity="0.85">`,
    `${escapeXml(vendor)}</text>`,
    '</svg>',
  ].join('');
};

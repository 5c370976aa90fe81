import type { Site } from '../system/index.js';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into at most two lines of about `width` characters. */
const lines = (title: string, width: number): string[] => {
  const words = title.split(/\s+/).filter(Boolean);
  const result: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && `${line} ${word}`.length > width && result.length < 1) {
      result.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) result.push(line);
  // The second line takes the rest: cut it rather than draw past the edge.
  return result.map((l) =>
    [...l].length > width + 4 ? `${[...l].slice(0, width + 3).join('')}…` : l,
  );
};

/**
 * A banner drawn from its title in the site's colours (750 x 300, the app's banner ratio), so
 * the demo needs no image host. Every text is escaped: nothing in it can run.
 */
export const bannerSvg = (
  site: Pick<Site, 'name' | 'theme'>,
  id: number,
  title: string,
): string => {
  const { primary, headerBackground, accent, primaryContrast } = site.theme;
  const text = lines(title, 24)
    .map(
      (line, i) =>
        `<text x="48" y="${138 + i * 62}" font-size="50" font-weight="700" fill="${escapeXml(primaryContrast)}">${escapeXml(line)}</text>`,
    )
    .join('');
  const gradient = `banner-${id}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" font-family="Padauk, 'Noto Sans Myanmar', system-ui, sans-serif">
<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(headerBackground)}"/><stop offset="1" stop-color="${escapeXml(primary)}"/></linearGradient></defs>
<rect width="750" height="300" fill="url(#${gradient})"/>
<circle cx="650" cy="70" r="130" fill="${escapeXml(accent)}" opacity="0.25"/>
<circle cx="700" cy="260" r="90" fill="${escapeXml(accent)}" opacity="0.18"/>
<text x="48" y="64" font-size="26" fill="${escapeXml(accent)}">${escapeXml(site.name)}</text>
${text}
</svg>`;
};

import {
  type BannerItem,
  FIRST_PAINT,
  type LanguageCode,
  type SiteStatus,
  type SiteTheme,
} from '@lotto/contract';
import type { PageContent } from './page-content.js';

/** What the shell is painted from. */
export interface ShellPaint {
  status: SiteStatus;
  language: LanguageCode;
  home: boolean;
  homeBanners?: { list: BannerItem[] } | undefined;
  content?: PageContent | null | undefined;
}

/** The shell's one text, in the page's language (the app's own `common.loading`). */
const LOADING: Record<LanguageCode, string> = { EN: 'Loading…', MY: 'ဖွင့်နေသည်…' };

/** Site texts go into markup: nothing in them may open or close a tag or an attribute. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Theme colours go into a style block: only plain colour values pass (a hex code, an rgb()/hsl()
 * of numbers, a colour name); anything else keeps the app's default colour.
 */
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d.,%\s/]+\)|[a-z]{3,20})$/i;
const colour = (value: string, fallback: string) => (COLOUR.test(value.trim()) ? value : fallback);

const themeVariables = (theme: SiteTheme) =>
  [
    `--fp-header-bg:${colour(theme.headerBackground, '#1b1b2f')}`,
    `--fp-header-text:${colour(theme.headerText, '#ffd166')}`,
    `--fp-page-bg:${colour(theme.pageBackground, '#f4f5f7')}`,
  ].join(';');

/**
 * A fixed layer over the page, so the app can build under it and take it away in one step:
 * removing a layer that covers the page moves nothing (no layout shift), and its blocks sit
 * where the home frame puts its header, ticker, banner, category chips, cards and footer.
 */
const SHELL_CSS = `#${FIRST_PAINT.shellId}{position:fixed;inset:0;z-index:1000;display:flex;flex-direction:column;background:var(--fp-page-bg);max-width:480px;margin:0 auto;overflow:hidden;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Myanmar','Padauk',sans-serif}
.fp-header{height:52px;flex:none;display:flex;align-items:center;gap:8px;padding:0 12px;background:var(--fp-header-bg);color:var(--fp-header-text);font-weight:600;font-size:16px}
.fp-header img{height:28px;width:auto;max-width:120px}
.fp-header--page{justify-content:center}
.fp-header .fp-pill{height:30px;width:64px;border-radius:15px;background:rgb(255 255 255 / .14)}
.fp-header .fp-pill:first-of-type{margin-left:auto}
.fp-body{flex:1;display:flex;flex-direction:column;gap:12px;padding:12px}
.fp-block{flex:none;background:rgb(0 0 0 / .07);border-radius:12px}
.fp-ticker{height:38px;border-radius:19px}
.fp-banner{aspect-ratio:750/300;overflow:hidden}
.fp-banner img{display:block;width:100%;height:100%;object-fit:cover}
.fp-chips{display:flex;gap:8px}.fp-chips .fp-block{height:34px;flex:1;border-radius:17px}
.fp-hero{height:118px}
.fp-wide{height:132px}
.fp-row{height:64px}
.fp-footer{height:56px;flex:none;display:flex;align-items:center;justify-content:space-around;background:#fff;border-top:1px solid #e5e7eb}
.fp-footer .fp-block{width:26px;height:26px;border-radius:50%}
.fp-grid{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:10px}
.fp-search{height:42px;border-radius:21px}
.fp-filters{display:flex;gap:8px}.fp-filters .fp-block{height:32px;flex:1;border-radius:16px}
.fp-tabs{height:56px;flex:none;display:flex;align-items:center;gap:8px;padding:0 12px;background:var(--fp-header-bg)}
.fp-tabs .fp-pill{height:34px;width:92px;border-radius:17px;background:rgb(255 255 255 / .14)}
.fp-tile{border-radius:12px;background:#fff;overflow:hidden;box-shadow:0 1px 3px rgb(0 0 0 / .08)}
.fp-tile img{display:block;width:100%;height:auto;aspect-ratio:1}
.fp-tile span,.fp-card span{display:block;margin:6px 8px 8px;font-size:13px;font-weight:600;line-height:1.45;height:2.9em;overflow:hidden;color:#1b1b2f}
.fp-cards{display:flex;flex-direction:column;gap:14px}
.fp-card{border-radius:12px;background:#fff;overflow:hidden;box-shadow:0 4px 14px rgb(27 27 47 / 12%)}
.fp-card img{display:block;width:100%;height:auto;aspect-ratio:750/320}
.fp-card span{font-size:15px}
.fp-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}`;

const blocks = (count: number, className = '') =>
  Array.from({ length: count }, () => `<div class="fp-block ${className}"></div>`).join('');

/**
 * The first banner's picture, as the carousel shows it (same box: 750 x 300 across the content
 * width), so the page's largest paint is there at once and the app's banner, the same size,
 * takes its place without a larger paint after it.
 */
const bannerOf = (banner: BannerItem | undefined) =>
  banner
    ? `<div class="fp-block fp-banner"><img src="${escapeHtml(banner.imageUrl)}" alt="${escapeHtml(banner.title)}" width="750" height="300" fetchpriority="high"></div>`
    : blocks(1, 'fp-banner');

/** A list page's first screen, drawn from its real content (page-content.ts). */
const contentOf = (content: PageContent) =>
  content.kind === 'games'
    ? `${blocks(1, 'fp-search')}<div class="fp-filters">${blocks(3)}</div><div class="fp-filters">${blocks(4)}</div><div class="fp-grid">${content.tiles
        .map(
          (t) =>
            `<div class="fp-tile"><img src="${escapeHtml(t.icon)}" alt="" width="120" height="120" fetchpriority="high"><span>${escapeHtml(t.name)}</span></div>`,
        )
        .join('')}</div>`
    : `<div class="fp-cards">${content.cards
        .map(
          (c) =>
            `<div class="fp-card"><img src="${escapeHtml(c.image)}" alt="${escapeHtml(c.title)}" width="750" height="320" fetchpriority="high"><span>${escapeHtml(c.title)}</span></div>`,
        )
        .join('')}</div>`;

/** Home: logo header, ticker, banner, category chips, welcome and cards, footer menu. Other pages: a title bar and rows. */
const bodyOf = (paint: ShellPaint) => {
  const { status, home } = paint;
  const banner = paint.homeBanners?.list[0];
  const name = escapeHtml(status.site.name);
  if (!home) {
    const body = paint.content ? contentOf(paint.content) : blocks(6, 'fp-row');
    // The promotion list's category tabs sit on the header's colour, under it.
    const tabs =
      paint.content?.kind === 'promotions'
        ? `<div class="fp-tabs">${'<div class="fp-pill"></div>'.repeat(4)}</div>`
        : '';
    return `<div class="fp-header fp-header--page">${name}</div>${tabs}<div class="fp-body">${body}</div>`;
  }
  // The logo carries the name, as in the app's header; a site without one shows the name.
  const brand = status.site.logoUrl
    ? `<img src="${escapeHtml(status.site.logoUrl)}" alt="${name}" height="28">`
    : `<span>${name}</span>`;
  const sections = ['fp-ticker', 'fp-banner', 'fp-chips', 'fp-hero', 'fp-wide', 'fp-wide']
    .map((kind) => {
      if (kind === 'fp-chips') return `<div class="fp-chips">${blocks(4)}</div>`;
      return kind === 'fp-banner' ? bannerOf(banner) : blocks(1, kind);
    })
    .join('');
  return `<div class="fp-header">${brand}<div class="fp-pill"></div><div class="fp-pill"></div></div><div class="fp-body">${sections}</div><div class="fp-footer">${blocks(5)}</div>`;
};

/** How many of the shell's pictures are asked for first: those of a phone's first screen. */
const FIRST_PICTURES = 3;

/**
 * The shell's largest pictures, asked for from the head, ahead of the scripts and styles: on an
 * HTTP/1.1 connection pool they would otherwise queue behind them.
 */
const picturesOf = (paint: ShellPaint): string[] => {
  if (paint.home) return paint.homeBanners?.list.slice(0, 1).map((b) => b.imageUrl) ?? [];
  if (paint.content?.kind === 'games')
    return paint.content.tiles.slice(0, FIRST_PICTURES).map((t) => t.icon);
  if (paint.content?.kind === 'promotions')
    return paint.content.cards.slice(0, 1).map((c) => c.image);
  return [];
};

/** The style block and the layer the page shows before the app's script has run. */
export const shellOf = (paint: ShellPaint) => ({
  style: `<style>:root{${themeVariables(paint.status.site.theme)}}\n${SHELL_CSS}</style>`,
  preloads: picturesOf(paint)
    .map((url) => `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`)
    .join(''),
  markup: `<div id="${FIRST_PAINT.shellId}" role="status" aria-busy="true"><span class="fp-hidden">${LOADING[paint.language]}</span>${bodyOf(paint)}</div>`,
});

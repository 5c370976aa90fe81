import type { FIRST_PAINT } from '@lotto/contract';
import type { RuntimeCaching } from 'workbox-build';

/**
 * The service worker's answer to a navigation to a server-rendered page (DESIGN.md "First
 * paint"): the HTML last painted for that address, at once, while a fresh copy is fetched for
 * the next visit. Built into the worker by vite.config.ts, which runs this module in Node at
 * build time and hands it the contract's values (Node cannot load the contract's index there).
 *
 * Workbox writes the worker's functions into it as their source text (no closure survives), so
 * the values they need are spelled into that text here.
 */

export const PAINTED_PAGES_CACHE = 'painted-pages';

/** What the worker needs to know of the first paint: the pages and what the server paints from. */
export interface PaintedPagesFacts {
  /** SERVER_RENDERED_PAGES' addresses. */
  pages: readonly string[];
  /** Home's aliases: /m/, /m/index and /m/index.html are the precached shell's own addresses. */
  homeAliases: readonly string[];
  paint: Pick<
    typeof FIRST_PAINT,
    'queriesBlockId' | 'languageCookie' | 'downloadBarCookie' | 'keptPageAttribute'
  >;
}

/** The painted pages under the worker's scope (/m/) that the precache does not own. */
export const paintedPaths = ({ pages, homeAliases }: PaintedPagesFacts) =>
  pages.filter((path) => path.startsWith('/m/') && !homeAliases.includes(path));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Workbox tests a navigation's path and query against this (navigateFallbackDenylist). */
export const paintedPathsPattern = (facts: PaintedPagesFacts) =>
  new RegExp(`^(${paintedPaths(facts).map(escapeRegExp).join('|')})(\\?|$)`);

/** A function for the worker, from its source (its toString is that source). */
const workerFunction = (source: string) => new Function(`return ${source};`)();

const matchesPaintedNavigation = (facts: PaintedPagesFacts) =>
  workerFunction(`({ request, url }) =>
    request.mode === 'navigate' && ${JSON.stringify(paintedPaths(facts))}.includes(url.pathname)`);

/**
 * Only a painted page is kept: a 200 HTML answer carrying its answers block. The light shell the
 * server sends when busy, an error page or a redirect would replace a good copy with a worse one.
 */
const keepOnlyPaintedPages = ({ paint }: PaintedPagesFacts) => ({
  cacheWillUpdate: workerFunction(`async ({ response }) => {
    if (response.status !== 200) return null;
    if (!(response.headers.get('content-type') || '').startsWith('text/html')) return null;
    const html = await response.clone().text();
    return html.includes('id="${paint.queriesBlockId}"') ? response : null;
  }`),
});

/**
 * A kept page names the scripts of the build that painted it. After an update the worker's
 * precache holds the new build only, and the server no longer has the old files: a page whose
 * entry script is not in the precache is not used (the network answers instead). A page used
 * is marked as kept, so the app asks again for every answer it was painted with.
 */
const useOnlyPagesOfThisBuild = ({ paint }: PaintedPagesFacts) => ({
  cachedResponseWillBeUsed: workerFunction(`async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const html = await cachedResponse.clone().text();
    const entry = /<script type="module"[^>]*\\ssrc="([^"]+)"/.exec(html);
    if (!entry || !(await caches.match(entry[1]))) return null;
    const marked = html.replace('<html ', '<html ${paint.keptPageAttribute} ');
    return new Response(marked, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers: cachedResponse.headers,
    });
  }`),
});

/**
 * The server paints from the language and download-bar cookies: a page kept under one choice
 * is not shown under another. The worker reads cookies where the browser offers cookieStore.
 */
const keyByPaintCookies = ({ paint }: PaintedPagesFacts) => ({
  cacheKeyWillBeUsed: workerFunction(`async ({ request }) => {
    if (typeof cookieStore === 'undefined') return request;
    const url = new URL(request.url);
    for (const name of ${JSON.stringify([paint.languageCookie, paint.downloadBarCookie])}) {
      const cookie = await cookieStore.get(name);
      url.searchParams.set('__cookie_' + name, cookie ? cookie.value : '');
    }
    return url.href;
  }`),
});

/** The runtime route of the painted pages: stale-while-revalidate, a few pages for a day. */
export const paintedPagesCaching = (facts: PaintedPagesFacts): RuntimeCaching => ({
  urlPattern: matchesPaintedNavigation(facts),
  handler: 'StaleWhileRevalidate',
  options: {
    cacheName: PAINTED_PAGES_CACHE,
    expiration: { maxEntries: 8, maxAgeSeconds: 24 * 60 * 60 },
    // Offline with no kept copy: the precached shell, as for any other page of the app.
    precacheFallback: { fallbackURL: '/m/index.html' },
    plugins: [
      keyByPaintCookies(facts),
      keepOnlyPaintedPages(facts),
      useOnlyPagesOfThisBuild(facts),
    ],
  },
});

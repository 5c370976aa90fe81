import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  APP_ALIASES,
  type BannersAnswer,
  FIRST_PAINT,
  isLanguageCode,
  type LanguageCode,
  type SiteStatus,
} from '@lotto/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestCtx } from '../../context.js';
import type { Site } from '../../site.js';
import { pageContentOf } from './page-content.js';
import type { loadPageTemplate } from './page-template.js';
import { type PageRenderer, screenModuleOf } from './server-render.js';

type PageTemplate = ReturnType<typeof loadPageTemplate>;
type CallerLocation = Awaited<ReturnType<FastifyInstance['geo']['locate']>>;

/**
 * What the page is filled in from: the services the status and banners endpoints answer with.
 * The app level hands them over, so this plugin, below the modules, never imports one.
 */
export interface PageSources {
  statusOf: (
    site: Site,
    language: LanguageCode,
    location: CallerLocation,
    now: number,
  ) => SiteStatus;
  homeBannersOf: (ctx: RequestCtx) => Promise<BannersAnswer>;
}

/**
 * A browser opening the page (a document navigation, or an old client that sends no fetch
 * metadata). A navigation the service worker forwards keeps `sec-fetch-mode: navigate` though
 * its dest reads `empty`: the worker keeps that painted page for the next visit. The worker's
 * precache fetch (dest empty, mode cors) is not one: it keeps the plain file, so a cached shell
 * never carries a stale status.
 */
export const isDocumentNavigation = (request: FastifyRequest) => {
  const dest = request.headers['sec-fetch-dest'];
  const mode = request.headers['sec-fetch-mode'];
  if (dest === undefined) return mode === undefined;
  return dest === 'document' || mode === 'navigate';
};

/** The language the app will show: the one chosen before (its cookie) if the site offers it. */
export const pageLanguageOf = (request: FastifyRequest, site: Site): LanguageCode => {
  const chosen = request.cookies[FIRST_PAINT.languageCookie]?.toUpperCase();
  return isLanguageCode(chosen) && site.languages.includes(chosen) ? chosen : site.defaultLanguage;
};

const HOME_PAGES = new Set<string>([...APP_ALIASES.home, '/m/home']);
const isHomePage = (url: string) => HOME_PAGES.has(url.split('?')[0] ?? '');

/** A few KB made per request: compressed on the fly, at a speed-minded level. */
const compress = (request: FastifyRequest, reply: FastifyReply, html: string) => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html, { level: 6 });
  }
  return html;
};

/** Home's banners as the banners endpoint answers a visitor in this language. */
const homeBannersFor = (
  sources: PageSources,
  request: FastifyRequest,
  site: Site,
  language: LanguageCode,
): Promise<BannersAnswer> => {
  const app = request.server;
  return sources.homeBannersOf({
    db: app.database.db,
    now: app.config.now,
    log: request.log,
    site,
    language,
    ip: request.ip,
    member: null,
    cookies: request.cookies,
  });
};

/**
 * Answers the app's page. A document navigation gets it filled in for this caller: the status the
 * status endpoint would answer (the same service), in the language the app will show, with the
 * shell painted from it. Such a page belongs to one caller: never kept by shared caches, and it
 * varies with the cookie and the fetch metadata as well as the encoding.
 */
export const sendPage = async (
  request: FastifyRequest,
  reply: FastifyReply,
  template: PageTemplate,
  sources: PageSources,
  renderer: PageRenderer | null,
) => {
  reply
    .header('vary', 'Accept-Encoding, Cookie, Sec-Fetch-Dest, Sec-Fetch-Mode')
    .type('text/html; charset=utf-8');
  if (!isDocumentNavigation(request)) {
    return reply.header('cache-control', 'no-cache').send(compress(request, reply, template.plain));
  }
  const app = request.server;
  const site = await app.sites.resolve(undefined, request.headers.host);
  const language = pageLanguageOf(request, site);
  const location = await app.geo.locate(request.ip);
  const status = sources.statusOf(site, language, location, app.config.now());
  const screen = screenModuleOf(request.url);
  if (renderer && screen) {
    const downloadBarClosed = request.cookies[FIRST_PAINT.downloadBarCookie] === '1';
    const page = { language, merchant: site.code, downloadBarClosed };
    const painted = await renderer(app, request, page, String(status.siteMode)).catch(
      (error: unknown) => {
        // The shell below still paints the page; the app renders it in the browser.
        request.log.error({ err: error, url: request.url }, 'server render failed');
        return null;
      },
    );
    if (painted) {
      const html = template.renderPainted({ language, status, painted, screen });
      return reply
        .header('cache-control', 'private, no-cache')
        .send(compress(request, reply, html));
    }
  }
  const home = isHomePage(request.url);
  const homeBanners = home ? await homeBannersFor(sources, request, site, language) : undefined;
  const content = home ? null : await pageContentOf(app, request.url, language);
  const html = template.render({ language, status, home, homeBanners, content });
  return reply.header('cache-control', 'private, no-cache').send(compress(request, reply, html));
};

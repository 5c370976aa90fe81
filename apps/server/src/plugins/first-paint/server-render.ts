import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type LanguageCode, SERVER_RENDERED_PAGES } from '@lotto/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the web app's server bundle (apps/web `src/render-page.tsx`) takes and gives. */
interface PageRequest {
  url: string;
  language: LanguageCode;
  merchant: string;
  downloadBarClosed: boolean;
  fetch: typeof fetch;
}
export interface PaintedPage {
  html: string;
  state: unknown;
  /** The sections of the app's texts the page shows. */
  texts: string[];
}
type RenderPage = (request: PageRequest) => Promise<PaintedPage>;

const pathOf = (url: string) => url.split('?')[0] ?? '';
/** The web app module of the page's screen (a key of the build's manifest). */
export const screenModuleOf = (url: string) => SERVER_RENDERED_PAGES[pathOf(url)];

/**
 * The API as the page's visitor would call it, answered in-process by the same routes: same
 * host (so the same site), same address (so the same region rules), no session.
 */
const fetchAs = (app: FastifyInstance, request: FastifyRequest): typeof fetch =>
  (async (input: string | URL | Request, init?: RequestInit) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { ...(init?.headers as Record<string, string>), host: request.headers.host ?? '' },
      remoteAddress: request.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  }) as typeof fetch;

/**
 * A painted page is the same for every visitor of a site in a language: kept 2 s, the longest
 * any cache may hold what an operator changed (DESIGN.md "Caches").
 */
const KEEP_MS = 2_000;
const KEPT_PAGES = 500;
/**
 * Pages are painted one at a time; past this many waiting, a caller gets the light shell page
 * at once (the app renders it in the browser) instead of queueing behind other callers.
 */
const MAX_WAITING = 4;

/**
 * The web app's renderer, when the build made it (`dist-ssr` beside the app's `dist`). Pages are
 * painted one at a time: the bundle keeps its language and API transport in module state. What
 * the server sends does not depend on who asks (member figures fill in after hydration), so a
 * page painted for one visitor serves the next ones for 2 s.
 */
export const loadPageRenderer = async (webDist: string) => {
  const entry = path.join(webDist, '..', 'dist-ssr', 'render-page.js');
  if (!existsSync(entry)) return null;
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  const kept = new Map<string, { at: number; page: Promise<PaintedPage> }>();
  return (
    app: FastifyInstance,
    request: FastifyRequest,
    page: { language: LanguageCode; merchant: string; downloadBarClosed: boolean },
    /** What else tells callers' pages apart: the site's mode for them (region rules). */
    variant: string,
  ): Promise<PaintedPage | null> => {
    const key = `${page.merchant} ${page.language} ${page.downloadBarClosed} ${variant} ${request.url}`;
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && now - hit.at < KEEP_MS) return hit.page;
    if (waiting >= MAX_WAITING) return Promise.resolve(null);
    waiting += 1;
    const run = queue.then(() =>
      renderPage({ url: request.url, ...page, fetch: fetchAs(app, request) }),
    );
    queue = run
      .catch(() => undefined)
      .finally(() => {
        waiting -= 1;
      });
    if (kept.size >= KEPT_PAGES) kept.clear();
    kept.set(key, { at: now, page: run });
    run.catch(() => kept.delete(key));
    return run;
  };
};

export type PageRenderer = NonNullable<Awaited<ReturnType<typeof loadPageRenderer>>>;

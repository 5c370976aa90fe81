import { type LanguageCode, STORAGE_KEYS } from '@lotto/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppContent, type PaintedAnswers } from './app/App';
import { createAppNavigator } from './app/app-navigator';
import { setApiFetch, setApiMerchant } from './shared/api/client';
import { sanitizeWith } from './shared/html/sanitize';
import { loadDictionary, noteSectionsUsed, renderInLanguage } from './shared/i18n';
import { paintWithStored } from './shared/storage';

/** One page to paint: its address, the caller's language and site, and how to reach the API. */
export interface PageRequest {
  url: string;
  language: LanguageCode;
  merchant: string;
  /** The caller closed the app download bar (its cookie). */
  downloadBarClosed: boolean;
  /** The server's own routes, asked in-process as a visitor. */
  fetch: typeof fetch;
}

export interface PaintedPage {
  html: string;
  state: PaintedAnswers;
  /** The sections of the texts the page shows: the browser loads them before it hydrates. */
  texts: string[];
}

/** The answers the page was painted from (a failed one is left for the browser to ask again). */
const answersOf = (client: QueryClient): PaintedAnswers =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({
      key: query.queryKey,
      data: query.state.data,
      at: query.state.dataUpdatedAt,
    }));

/**
 * Rounds of render-then-fetch: a query may need another's answer (the status, then the rest),
 * and a screen's chunk arrives after the render that asked for it.
 */
const MAX_PASSES = 8;

/**
 * A boundary the render left to the browser: a component that suspended (a chunk still
 * loading here). React marks it `<!--$!-->`; the next pass meets the loaded chunk.
 */
const CLIENT_RENDERED = '<!--$!-->';
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 2));

/** Queries the render asked for that have no answer yet (a disabled one is not asked). */
const unanswered = (client: QueryClient, asked: Set<string>) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
    .filter((query) => !asked.has(query.queryHash))
    .filter((query) => {
      const enabled = (query.options as { enabled?: unknown }).enabled;
      return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
    });

// The server's HTML (announcements, help) is sanitized here as in the browser, in jsdom's DOM.
sanitizeWith(new JSDOM('').window as unknown as Parameters<typeof sanitizeWith>[0]);

/**
 * Paints a page as a visitor sees it, with the components the browser runs: render, fetch what
 * the render asked for, render again, until nothing new is asked for. The answers travel with the
 * page, so the browser's first render meets the same data and hydrates the same markup. Module
 * state (language, API transport) is per page: the server paints one page at a time.
 */
export const renderPage = async (request: PageRequest): Promise<PaintedPage> => {
  await loadDictionary(request.language);
  renderInLanguage(request.language);
  setApiFetch(request.fetch);
  setApiMerchant(request.merchant);
  paintWithStored(request.downloadBarClosed ? { [STORAGE_KEYS.hideDownloadBar]: '1' } : {});
  // Answers keep for the page's life: the browser decides when they are stale.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const tree = () => (
    <QueryClientProvider client={client}>
      <StaticRouter location={request.url}>
        <AppContent navigator={createAppNavigator()} />
      </StaticRouter>
    </QueryClientProvider>
  );
  let html = '';
  const asked = new Set<string>();
  const sectionsUsed = noteSectionsUsed();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = renderToString(tree());
    const waiting = unanswered(client, asked);
    if (waiting.length === 0 && !html.includes(CLIENT_RENDERED)) break;
    if (waiting.length === 0) await tick();
    for (const query of waiting) asked.add(query.queryHash);
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    // A refused or failed call is painted as loading and not sent with the page: the browser,
    // whose first render meets the same, asks again and shows its own retry state if it fails.
    for (const query of waiting) if (query.state.status === 'error') query.reset();
  }
  return { html, state: answersOf(client), texts: sectionsUsed() };
};

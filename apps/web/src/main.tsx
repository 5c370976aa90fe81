import { FIRST_PAINT } from '@lotto/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, type PaintedAnswers } from './app/App';
import { trackSwipes } from './app/frame/swipe-back';
import { takeUrlToken } from './app/startup/restore-session';
import { setApiTokenSource } from './shared/api/client';
import {
  applyDeferredStyles,
  firstPaintTexts,
  readFirstPaintData,
} from './shared/first-paint/first-paint';
import { currentLanguage, isSectionName, loadTexts, paintedLanguageHolds } from './shared/i18n';
import { captureInstallPrompt } from './shared/pwa/install-prompt';
import { sessionStore } from './shared/session/session-store';
import './app/styles/global.css';
import './app/styles/frame.css';
import './app/styles/ui.css';
import './app/styles/screens.css';

takeUrlToken();
captureInstallPrompt();
trackSwipes();
setApiTokenSource(sessionStore.token);

/**
 * The answers a server-rendered page was painted from; absent on a page the server left empty.
 * A page the service worker kept from an earlier visit shows them until hydration, then asks
 * for each again (as old as can be), so its figures come fresh without a blank moment.
 */
const paintedQueries = (): PaintedAnswers | undefined => {
  const text = document.getElementById(FIRST_PAINT.queriesBlockId)?.textContent;
  if (!text) return undefined;
  try {
    const answers: unknown = JSON.parse(text);
    if (!Array.isArray(answers)) return undefined;
    const kept = document.documentElement.hasAttribute(FIRST_PAINT.keptPageAttribute);
    return (answers as PaintedAnswers).map((answer) => (kept ? { ...answer, at: 0 } : answer));
  } catch {
    return undefined;
  }
};

/** Whether React has taken over an element of the server's markup (it keeps its props on it). */
const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * The last tap the page took before the app listened (public/early-taps.js), given to the app
 * once React has taken over that button (its screen's code may still be on its way).
 */
const replayEarlyTap = () => {
  const early = window as Window & { __earlyTaps?: Element[] | null };
  const last = early.__earlyTaps?.at(-1);
  // Null, not absent: tells the keeper, should it run after this, that the app listens already.
  early.__earlyTaps = null;
  if (!(last instanceof HTMLElement)) return;
  const started = Date.now();
  const attempt = () => {
    if (!last.isConnected || Date.now() - started > 15_000) return;
    if (isHydrated(last)) last.click();
    else setTimeout(attempt, 50);
  };
  attempt();
};

const container = document.getElementById('root');
const painted = paintedQueries();
const site = readFirstPaintData()?.status.site;
const languageHolds = !site || paintedLanguageHolds(site.languages, site.defaultLanguage);
if (container && painted && container.firstChild && languageHolds) {
  // The server painted this page: the first render must meet its markup, texts included.
  // A transition: React hydrates in short slices, yielding to the browser between them, so
  // the painted page answers a tap at once instead of after one long task; a tap on a part
  // not yet hydrated makes React hydrate that part first.
  const sections = firstPaintTexts().filter(isSectionName);
  // Texts that fail to arrive (a lost connection) must not leave the painted page dead: it is
  // hydrated anyway; React renders afresh what differs, and the missing texts are asked again.
  void loadTexts(currentLanguage(), sections)
    .catch(() => undefined)
    .then(() => {
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App painted={painted} />
          </StrictMode>,
        );
      });
      replayEarlyTap();
    });
} else if (container) {
  // Nothing painted before the app (or painted in a language about to change): nothing to have
  // tapped that the app will show; it takes every tap from now.
  replayEarlyTap();
  // A transition: React builds the first screen in short slices, so a tap on the shell's page
  // is never kept waiting behind one long render.
  void applyDeferredStyles().then(() =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
}

import { DEFAULT_LANGUAGE } from '@lotto/contract';
import { afterAll, vi } from 'vitest';
import { chooseLanguage, loadDictionary } from '../shared/i18n';

// jsdom lacks these browser APIs; components that observe layout need harmless stand-ins.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
const g = globalThis as unknown as Record<string, unknown>;
g.ResizeObserver ??= NoopObserver;
g.IntersectionObserver ??= NoopObserver;
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no modal dialogs: a sheet opened as one is simply open.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// jsdom has no layout to scroll: the frame's scroll to the top of a new page does nothing here.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// The app loads each language's texts on demand; tests switch languages synchronously.
await Promise.all([loadDictionary('EN'), loadDictionary('MY')]);

// Each file starts as a first visit would: the default language, nothing stored, no cookie, an
// empty body.
const forgetCookies = () => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
};
await chooseLanguage(DEFAULT_LANGUAGE);
localStorage.clear();
sessionStorage.clear();
forgetCookies();
document.body.innerHTML = '';

// Toasts render into the body on their own timers and animations, which outlive a test and
// then run against a torn-down page. Component tests read outcomes on the page or the wire;
// the end-to-end suite sees the real toasts.
vi.mock('../shared/ui/toast', async (real) => ({
  ...(await real<typeof import('../shared/ui/toast')>()),
  toast: {
    show: async () => {},
    success: async () => {},
    loading: async () => {},
    clear: async () => {},
  },
}));

// React schedules some work (effects of an unmount, a late reply's re-render) on a macrotask; the
// file's DOM is torn down right after its last test, so let that work run while the DOM exists.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

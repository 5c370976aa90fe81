import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has no layout, no scrolling and no intersections: these stand-ins give the carousel's
 * viewport a size, record the scrolls it asks for, and let a test say what is in view.
 */
export const scrolls: ScrollToOptions[] = [];

interface Observed {
  callback: IntersectionObserverCallback;
  root: Element | Document | null;
  targets: Element[];
}
const observers: Observed[] = [];

class FakeIntersectionObserver {
  private readonly entry: Observed;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, root: options?.root ?? null, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    observers.splice(observers.indexOf(this.entry), 1);
  }
  takeRecords() {
    return [];
  }
}

/** Tells the observers watching `target` how much of it is now in view (0 to 1). */
export const showInView = (target: Element, ratio: number) => {
  for (const { callback, targets } of [...observers]) {
    if (!targets.includes(target)) continue;
    const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio };
    act(() => callback([entry as IntersectionObserverEntry], {} as IntersectionObserver));
  }
};

/** Makes the page ask for reduced motion, or not. */
export const preferReducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
};

/** Installs the stand-ins: every viewport `size` px wide and tall. */
export const fakeCarouselLayout = (size: number) => {
  scrolls.length = 0;
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  preferReducedMotion(false);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(size);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(size);
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: unknown) {
    scrolls.push(options as ScrollToOptions);
  } as HTMLElement['scrollTo'];
};

/** Sets the tab hidden or visible, as the browser does when the user switches away. */
export const setTabVisible = (visible: boolean) => {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (visible ? 'visible' : 'hidden'),
  });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

const jsdomMatchMedia = window.matchMedia;

/** Takes the stand-ins away again. */
export const restoreCarouselLayout = () => {
  setTabVisible(true);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.matchMedia = jsdomMatchMedia;
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
};

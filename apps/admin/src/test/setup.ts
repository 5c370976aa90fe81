import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// jsdom lacks these browser APIs; antd's tables, selects and modals observe layout and media.
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
if (!window.matchMedia) {
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
// antd measures scroll bars through getComputedStyle with a pseudo-element jsdom does not know.
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computed(element);

localStorage.clear();
// Each test starts from an empty page (the globals that would do this are off).
afterEach(cleanup);

// React schedules some work (an unmount's effects) on a macrotask: let it run before teardown.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

import { TOASTS } from '@lotto/contract';

/**
 * Toasts with the spec's durations (spec/01 section 9). antd-mobile loads on the first toast,
 * through the one door that sets its React 19 renderer, so the shell stays small.
 *
 * One shared import: every call waits on the same promise, so calls act in the order they were
 * made (a clear issued after a loading toast never overtakes it while the chunk loads).
 */
let loaded: Promise<typeof import('./antd')['Toast']> | null = null;
const toastApi = () => {
  loaded ??= import('./antd').then(({ Toast }) => Toast);
  return loaded;
};

export const toast = {
  /** A message for `duration` ms (default 1.5 s); resolves once it is on screen. */
  async show(content: string, duration: number = TOASTS.default) {
    (await toastApi()).show({ content, duration, maskClickable: true });
  },
  async success(content: string, duration: number = TOASTS.success) {
    (await toastApi()).show({ icon: 'success', content, duration });
  },
  /** A loading toast that blocks taps until it ends or is cleared. */
  async loading(content?: string, duration: number = TOASTS.loading) {
    (await toastApi()).show({ icon: 'loading', content, duration, maskClickable: false });
  },
  async clear() {
    (await toastApi()).clear();
  },
};

/** Waits, e.g. for a toast to be read before the screen changes. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Storage that never throws: private modes and full quotas make Web Storage fail, and a
 * failed read must not break start-up.
 */
const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

const make = (area: () => Storage) => ({
  get: (key: string): string | null => safe(() => area().getItem(key), null),
  set: (key: string, value: string): void => safe(() => area().setItem(key, value), undefined),
  remove: (key: string): void => safe(() => area().removeItem(key), undefined),
  clear: (): void => safe(() => area().clear(), undefined),
});

/**
 * On the server there is no storage: the few stored values a page's paint depends on come from
 * the caller's cookies (render-page.tsx), so the server paints what the browser will show.
 */
let painted: Record<string, string> = {};
export const paintWithStored = (values: Record<string, string>) => {
  painted = values;
};

const browserLocal = make(() => window.localStorage);
export const local = {
  ...browserLocal,
  get: (key: string): string | null =>
    typeof window === 'undefined' ? (painted[key] ?? null) : browserLocal.get(key),
};
export const session = make(() => window.sessionStorage);

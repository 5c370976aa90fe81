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

export const local = make(() => window.localStorage);
export const session = make(() => window.sessionStorage);

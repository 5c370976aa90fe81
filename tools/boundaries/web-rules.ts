import type { EdgeRule } from './import-graph';

/**
 * The web app's layers (paths relative to apps/web/src):
 * - `shared/` is the base: it imports nothing but itself;
 * - `features/<f>/` imports itself and `shared/`, never another feature nor the shell;
 * - `app/` (the shell, which composes screens from features) enters a feature only through its
 *   door, `features/<f>/index.ts`;
 * - `play/` (the vendor page, its own entry) imports itself and `shared/`;
 * - `main.tsx`, `render-page.tsx` (the server's entry) and `test/` start the app, paint it on the
 *   server or set tests up, and may import the shell.
 */
const FEATURE = /^features\/([^/]+)\//;
const DOOR = /^features\/[^/]+\/index\.tsx?$/;

const layerOf = (file: string): string => {
  const feature = FEATURE.exec(file);
  if (feature) return `features/${feature[1]}`;
  const top = file.split('/')[0] ?? '';
  return file.includes('/') ? top : 'root';
};

/** Who may import whom in apps/web/src; answers the reason an import is refused. */
export const webRule: EdgeRule = (from, to) => {
  const [source, target] = [layerOf(from), layerOf(to)];
  if (source === target) return undefined;
  if (source === 'shared') return 'shared/ imports only shared/';
  if (source === 'play' && target !== 'shared') return 'play/ imports only play/ and shared/';
  if (target === 'play') return 'only play/ imports play/';
  if (target === 'app' && source !== 'root')
    return 'only the entries (main.tsx, render-page.tsx) import the app shell';
  if (!target.startsWith('features/')) return undefined;
  if (source.startsWith('features/')) return 'features never import each other';
  if (!DOOR.test(to)) return `a feature is entered only through ${target}/index.ts`;
  return undefined;
};

/**
 * The unit a file's import cycles are counted between: each shared/ folder and each feature
 * (shared/ui, features/games ...); the app shell and the vendor page count as one unit each.
 */
export const webFolderOf = (file: string): string => {
  const [top = file, sub] = file.split('/');
  const split = (top === 'shared' || top === 'features') && file.split('/').length > 2;
  return split ? `${top}/${sub}` : top;
};

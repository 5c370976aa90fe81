import type { EdgeRule } from './import-graph';

/**
 * The back office's layers (paths relative to apps/admin/src), the web app's without its vendor
 * page:
 * - `shared/` is the base (API client, i18n, session, forms, the paged table): it imports
 *   nothing but itself;
 * - `features/<f>/` imports itself and `shared/`, never another feature nor the shell;
 * - `app/` (router, providers, layout, menu) enters a feature only through its door,
 *   `features/<f>/index.ts`;
 * - `main.tsx` starts the app and `test/` sets tests up: only they may import the shell;
 *   a test beside the code may import `test/` (its render helper) from any layer.
 */
const FEATURE = /^features\/([^/]+)\//;
const DOOR = /^features\/[^/]+\/index\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

const layerOf = (file: string): string => {
  const feature = FEATURE.exec(file);
  if (feature) return `features/${feature[1]}`;
  const top = file.split('/')[0] ?? '';
  return file.includes('/') ? top : 'root';
};

/** Who may import whom in apps/admin/src; answers the reason an import is refused. */
export const adminRule: EdgeRule = (from, to) => {
  const [source, target] = [layerOf(from), layerOf(to)];
  if (source === target) return undefined;
  if (TEST_FILE.test(from) && target === 'test') return undefined;
  if (source === 'shared') return 'shared/ imports only shared/';
  if (target === 'app' && source !== 'root' && source !== 'test')
    return 'only the entry (main.tsx) imports the app shell';
  if (!target.startsWith('features/')) return undefined;
  if (source.startsWith('features/')) return 'features never import each other';
  if (!DOOR.test(to)) return `a feature is entered only through ${target}/index.ts`;
  return undefined;
};

/** The unit import cycles are counted between: each shared/ folder, each feature, the shell. */
export const adminFolderOf = (file: string): string => {
  const [top = file, sub] = file.split('/');
  const split = (top === 'shared' || top === 'features') && file.split('/').length > 2;
  return split ? `${top}/${sub}` : top;
};

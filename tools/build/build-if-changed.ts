/**
 * Builds a web app only when its sources changed since its last build: `npm start` used to
 * rebuild both apps at every start (15 s). The fingerprint is a hash of every source file's
 * path and content (not of times, which a checkout or a copy changes), kept beside the build.
 *
 *   tsx tools/build/build-if-changed.ts apps/web apps/admin
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * What every app's build also reads: the wire format, the API client core, the shared compiler
 * settings, the lock.
 */
const SHARED_SOURCES = [
  'packages/contract/src',
  'packages/api-client/src',
  'package-lock.json',
  'tsconfig.base.json',
];
/** Produced, not read, by a build. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-ssr', 'artifacts', '.vite']);
export const STAMP_FILE = '.source-fingerprint';

const filesUnder = (entry: string): string[] => {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .filter((d) => !NOT_SOURCES.has(d.name))
    .flatMap((d) => filesUnder(path.join(entry, d.name)));
};

/** One hash over the app's own folder and the shared sources, in a fixed order. */
export const sourceFingerprint = (root: string, appDir: string): string => {
  const hash = createHash('sha256');
  const files = [appDir, ...SHARED_SOURCES]
    .flatMap((entry) => filesUnder(path.join(root, entry)))
    .sort();
  for (const file of files) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
};

const stampOf = (root: string, appDir: string) => path.join(root, appDir, 'dist', STAMP_FILE);

/** True when the app's build is missing or was made from other sources than today's. */
export const needsBuild = (root: string, appDir: string, fingerprint: string): boolean => {
  const stamp = stampOf(root, appDir);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== fingerprint;
};

const buildIfChanged = (appDir: string) => {
  const fingerprint = sourceFingerprint(ROOT, appDir);
  if (!needsBuild(ROOT, appDir, fingerprint)) {
    console.log(`${appDir}: sources unchanged since its build, not rebuilt`);
    return;
  }
  const run = spawnSync('npm', ['run', 'build', '-w', appDir], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  // Written after the build succeeded: a failed build leaves no stamp, so it is tried again.
  writeFileSync(stampOf(ROOT, appDir), `${fingerprint}\n`);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const appDir of process.argv.slice(2)) buildIfChanged(appDir);
}

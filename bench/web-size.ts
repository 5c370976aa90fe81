/**
 * JavaScript a phone downloads to show /m/home: the entry chunk of the built web app with its
 * static imports (recursively), plus the home route's lazy chunk and its static imports,
 * each gzipped at level 9. Goal from the issue: at most 150 KB gzipped (KB = 1000 bytes, as
 * Vite prints sizes). CSS is reported alongside, for information.
 *
 * Uses only node builtins so the web build can import measureWebSize/formatWebSize, or run
 * `npx tsx bench/web-size.ts [distDir]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
export const MANIFEST_PATH = '.vite/manifest.json';
export const HOME_ROUTE_SRC = 'src/app/screens/HomeScreen.tsx';
/** Texts load per language on demand; home cannot show without the default language's (MY). */
export const DEFAULT_DICTIONARY_SRC = 'src/shared/i18n/my.ts';
export const GOAL_JS_GZIP_BYTES = 150_000;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SizedFile {
  file: string;
  kind: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
}

export interface WebSizeReport {
  distDir: string;
  entries: string[];
  homeChunkFound: boolean;
  files: SizedFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  withinGoal: boolean;
}

/**
 * The manifest keys /m/home loads: the page's entry (index.html if several), the home chunk
 * and the default language's dictionary (both dynamic imports that every first visit makes).
 */
const startingPoints = (manifest: Manifest) => {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const page = entries.includes('index.html') ? ['index.html'] : entries;
  const bySource = (src: string) => Object.keys(manifest).find((key) => manifest[key]?.src === src);
  const dictionary = bySource(DEFAULT_DICTIONARY_SRC);
  return { page: dictionary ? [...page, dictionary] : page, home: bySource(HOME_ROUTE_SRC) };
};

/** Follows static imports only: dynamic imports load later, when their route is visited. */
const collectFiles = (manifest: Manifest, roots: string[]) => {
  const seen = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return { js: [...js], css: [...css] };
};

const sized = (distDir: string, file: string, kind: SizedFile['kind']): SizedFile => {
  const raw = readFileSync(path.join(distDir, file));
  return { file, kind, rawBytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length };
};

const sum = (files: SizedFile[]) => files.reduce((total, f) => total + f.gzipBytes, 0);

export const measureWebSize = (distDir: string = DEFAULT_WEB_DIST): WebSizeReport => {
  const manifest = JSON.parse(readFileSync(path.join(distDir, MANIFEST_PATH), 'utf8')) as Manifest;
  const { page, home } = startingPoints(manifest);
  if (page.length === 0) throw new Error(`no entry chunk (isEntry) in ${MANIFEST_PATH}`);
  const { js, css } = collectFiles(manifest, home ? [...page, home] : page);
  const jsFiles = js.map((file) => sized(distDir, file, 'js'));
  const cssFiles = css.map((file) => sized(distDir, file, 'css'));
  const jsGzipBytes = sum(jsFiles);
  return {
    distDir,
    entries: page,
    homeChunkFound: home !== undefined,
    files: [...jsFiles, ...cssFiles],
    jsGzipBytes,
    cssGzipBytes: sum(cssFiles),
    withinGoal: jsGzipBytes <= GOAL_JS_GZIP_BYTES,
  };
};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;

export const formatWebSize = (report: WebSizeReport): string => {
  const width = Math.max(4, ...report.files.map((f) => f.file.length));
  const row = (a: string, b: string, c: string) =>
    `${a.padEnd(width)}  ${b.padStart(10)}  ${c.padStart(10)}`;
  return [
    `entry: ${report.entries.join(', ')}; home chunk (${HOME_ROUTE_SRC}): ${
      report.homeChunkFound ? 'included' : 'NOT FOUND in the manifest, not counted'
    }`,
    '',
    row('file', 'raw', 'gzip -9'),
    row('-'.repeat(width), '-'.repeat(10), '-'.repeat(10)),
    ...report.files.map((f) => row(f.file, kb(f.rawBytes), kb(f.gzipBytes))),
    '',
    `JavaScript loaded by /m/home: ${kb(report.jsGzipBytes)} gzipped`,
    `CSS loaded by /m/home (information): ${kb(report.cssGzipBytes)} gzipped`,
    `goal: at most ${kb(GOAL_JS_GZIP_BYTES)} gzipped  ->  ${report.withinGoal ? 'PASS' : 'OVER'}`,
  ].join('\n');
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = path.resolve(process.argv[2] ?? DEFAULT_WEB_DIST);
  console.log('\n== web-size: JavaScript for /m/home (Vite manifest)');
  if (!existsSync(path.join(distDir, MANIFEST_PATH))) {
    console.log(
      `no ${MANIFEST_PATH} in ${distDir}: build the web app first (build.manifest: true)`,
    );
    process.exitCode = 1;
  } else {
    console.log(formatWebSize(measureWebSize(distDir)));
  }
}

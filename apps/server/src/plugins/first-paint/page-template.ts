import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_PAINT, type FirstPaintData, type LanguageCode } from '@lotto/contract';
import type { PageContent } from './page-content.js';
import { escapeHtml, shellOf } from './shell.js';

const htmlLang = (language: LanguageCode) => (language === 'MY' ? 'my' : 'en');

/** Where the build's Vite manifest names the chunks the first paint preloads. */
const DICTIONARY_SOURCES: Record<LanguageCode, string> = {
  EN: 'src/shared/i18n/en.ts',
  MY: 'src/shared/i18n/my.ts',
};
const HOME_SOURCE = 'src/app/screens/HomeScreen.tsx';
const ENTRY = 'index.html';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const readManifest = (root: string): Manifest => {
  const file = path.join(root, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
};

/** A chunk's file and those it imports, all the way down, as /m/ addresses. */
const filesOf = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([chunk.file]);
  for (const imported of chunk.imports ?? []) {
    for (const file of filesOf(manifest, imported, seen)) files.add(file);
  }
  return files;
};

/** Preload links for a chunk, less what the entry already loads (its own tags name those). */
const preloadsOf = (manifest: Manifest, key: string) => {
  const entry = filesOf(manifest, ENTRY);
  return [...filesOf(manifest, key)]
    .filter((file) => !entry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/m/${file}">`)
    .join('');
};

/**
 * The JSON goes into a script element that is never run: `<` is written as an escape (still the
 * same JSON), so no text in it can close the element; `>` and `&` likewise, for HTML parsers'
 * sake, and the line separators that old JSON readers refuse.
 */
export const jsonBlockOf = (data: FirstPaintData) =>
  `<script type="application/json" id="${FIRST_PAINT.statusBlockId}">${JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`;

export interface FirstPaint extends FirstPaintData {
  home: boolean;
  content?: PageContent | null;
}

/**
 * The page's scripts and styles, as a page with the shell needs them. The shell paints from the
 * HTML and its inline style alone, so nothing the build links is needed for that paint:
 * - stylesheets arrive as preloads, which the app applies (rel changed to stylesheet; the
 *   data-deferred-style attribute marks them) before it renders anything under the shell;
 * - scripts and styles are fetched at low priority, so the shell's own picture (the first
 *   banner, the largest paint) goes first when the connection is the bottleneck.
 * They all still start at once, in parallel: the app is ready as soon as before.
 */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/m\/assets\/[^"]+\.css)">/g;
const LOW_PRIORITY = 'fetchpriority="low"';
export const deferAssets = (html: string) =>
  html
    .replace(
      STYLESHEET_LINK,
      (_, href: string) =>
        `<link rel="preload" as="style" crossorigin href="${href}" ${LOW_PRIORITY} ${FIRST_PAINT.deferredStyleAttribute}>`,
    )
    .replace(
      /<script type="module" crossorigin src=/g,
      `<script type="module" crossorigin ${LOW_PRIORITY} src=`,
    )
    .replace(
      /<link rel="modulepreload" crossorigin href=/g,
      `<link rel="modulepreload" crossorigin ${LOW_PRIORITY} href=`,
    );

/**
 * The built index.html, read once at start, and how to fill it for one navigation: the page's
 * language, the status block, the shell, and preloads of the language's texts (and of the home
 * screen on home), read from the Vite manifest.
 */
export const loadPageTemplate = (root: string) => {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const manifest = readManifest(root);
  const dictionaries = {
    EN: preloadsOf(manifest, DICTIONARY_SOURCES.EN),
    MY: preloadsOf(manifest, DICTIONARY_SOURCES.MY),
  };
  const home = preloadsOf(manifest, HOME_SOURCE);
  return {
    plain: html,
    render: (paint: FirstPaint): string => {
      const shell = shellOf(paint);
      const data: FirstPaintData = { language: paint.language, status: paint.status };
      if (paint.homeBanners) data.homeBanners = paint.homeBanners;
      const preloads = deferAssets(`${dictionaries[paint.language]}${paint.home ? home : ''}`);
      const head = `${preloads}${shell.style}${jsonBlockOf(data)}`;
      // Replacers are functions: a `$&` in a site's text must stay text.
      return deferAssets(html)
        .replace(/<html lang="[^"]*">/, () => `<html lang="${htmlLang(paint.language)}">`)
        .replace(
          /<title>[^<]*<\/title>/,
          () => `<title>${escapeHtml(paint.status.site.name)}</title>`,
        )
        .replace('</head>', () => `${head}</head>`)
        .replace('<meta charset="UTF-8" />', (charset) => `${charset}${shell.preloads}`)
        .replace('<body>', () => `<body>${shell.markup}`);
    },
  };
};

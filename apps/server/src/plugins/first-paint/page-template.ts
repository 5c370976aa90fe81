import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_PAINT, type FirstPaintData, type LanguageCode } from '@lotto/contract';
import type { PageContent } from './page-content.js';
import type { PaintedPage } from './server-render.js';
import { escapeHtml, shellOf } from './shell.js';

const htmlLang = (language: LanguageCode) => (language === 'MY' ? 'my' : 'en');

/** Where the build's Vite manifest names the chunks the first paint preloads. */
const DICTIONARY_SOURCES: Record<LanguageCode, string> = {
  EN: 'src/shared/i18n/en.ts',
  MY: 'src/shared/i18n/my.ts',
};
/** A section of the app's texts in a language (the sections the painted page shows preload). */
const sectionSource = (name: string, language: LanguageCode) =>
  `src/shared/i18n/sections/${name}/${language.toLowerCase()}.ts`;
const HOME_SOURCE = 'src/app/screens/HomeScreen.tsx';
const ENTRY = 'index.html';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
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

/** The stylesheets of a chunk and of what it imports, all the way down. */
const stylesOfChunk = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const styles = new Set(chunk.css ?? []);
  for (const imported of chunk.imports ?? []) {
    for (const style of stylesOfChunk(manifest, imported, seen)) styles.add(style);
  }
  return styles;
};

/**
 * Stylesheet links for a screen the server painted: its own and those of the sections it loads
 * lazily (they were painted too), less the entry's, which the page links already.
 */
const screenStylesOf = (manifest: Manifest, key: string) => {
  const entry = stylesOfChunk(manifest, ENTRY);
  const styles = stylesOfChunk(manifest, key);
  for (const lazy of manifest[key]?.dynamicImports ?? []) {
    for (const style of stylesOfChunk(manifest, lazy)) styles.add(style);
  }
  return [...styles]
    .filter((file) => !entry.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/m/${file}">`)
    .join('');
};

/** A non-executed JSON block under any id. */
const jsonScript = (id: string, data: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`;

/**
 * The JSON goes into a script element that is never run: `<` is written as an escape (still the
 * same JSON), so no text in it can close the element; `>` and `&` likewise, for HTML parsers'
 * sake, and the line separators that old JSON readers refuse.
 */
export const jsonBlockOf = (data: FirstPaintData) => jsonScript(FIRST_PAINT.statusBlockId, data);

export interface PaintedFirstPaint extends FirstPaintData {
  painted: PaintedPage;
  /** The page's screen module, as the build's manifest names it. */
  screen: string;
}

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
/** Scripts at low priority: a server-rendered page needs them for taps, not for its paint. */
const deferScripts = (html: string) =>
  html
    .replace(
      /<script type="module" crossorigin src=/g,
      `<script type="module" crossorigin ${LOW_PRIORITY} src=`,
    )
    .replace(
      /<link rel="modulepreload" crossorigin href=/g,
      `<link rel="modulepreload" crossorigin ${LOW_PRIORITY} href=`,
    );
export const deferAssets = (html: string) =>
  deferScripts(
    html.replace(
      STYLESHEET_LINK,
      (_, href: string) =>
        `<link rel="preload" as="style" crossorigin href="${href}" ${LOW_PRIORITY} ${FIRST_PAINT.deferredStyleAttribute}>`,
    ),
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
  const page = (language: LanguageCode, title: string) =>
    html
      .replace(/<html lang="[^"]*">/, () => `<html lang="${htmlLang(language)}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  return {
    plain: html,
    /**
     * A page the app's renderer painted: its markup in the root, its answers in a JSON block for
     * the app to hydrate from, and its stylesheets applied as they arrive (the markup needs them).
     */
    renderPainted: (paint: PaintedFirstPaint): string => {
      const { texts } = paint.painted;
      const data: FirstPaintData = { language: paint.language, status: paint.status, texts };
      const sections = texts.map((name) =>
        preloadsOf(manifest, sectionSource(name, paint.language)),
      );
      const screen = `${screenStylesOf(manifest, paint.screen)}${preloadsOf(manifest, paint.screen)}${sections.join('')}`;
      const head = `${deferScripts(`${dictionaries[paint.language]}${screen}`)}${jsonBlockOf(data)}${jsonScript(FIRST_PAINT.queriesBlockId, paint.painted.state)}`;
      return deferScripts(page(paint.language, paint.status.site.name))
        .replace('</head>', () => `${head}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${paint.painted.html}</div>`);
    },
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

import {
  DEFAULT_LANGUAGE,
  FIRST_PAINT,
  isLanguageCode,
  type LanguageCode,
  STORAGE_KEYS,
} from '@lotto/contract';
import { useSyncExternalStore } from 'react';
import { firstPaintLanguage } from '../first-paint/first-paint';
import { local } from '../storage';
import type { CoreDictionary, Dictionary } from './en';
import { interpolate, type TextVars } from './interpolate';
import { fetchSection, isSectionName, SECTION_NAMES, type SectionName } from './sections';

/**
 * A small i18n of our own: typed keys, {{name}} interpolation and a language store. It does
 * what the app needs in about 1 KB, where i18next and react-i18next cost 18 KB of the first
 * load on a cheap phone. Texts come in chunks per language: the frame's start texts, then one
 * section per part of the app (./sections), each loaded when a page first shows it.
 */
const CORE: Record<LanguageCode, () => Promise<CoreDictionary>> = {
  EN: () => import('./en').then((m) => m.en),
  MY: () => import('./my').then((m) => m.my),
};
/** Each language's texts loaded so far, start texts and sections in one tree. */
const loaded: Partial<Record<LanguageCode, Record<string, unknown>>> = {};
const loading = new Map<string, Promise<void>>();

const once = (id: string, load: () => Promise<void>): Promise<void> => {
  let pending = loading.get(id);
  if (!pending) {
    pending = load();
    loading.set(id, pending);
    // A failed load (a lost connection) may be tried again by the next page that needs it.
    pending.catch(() => loading.delete(id));
  }
  return pending;
};

const loadCore = (code: LanguageCode) =>
  once(code, () =>
    CORE[code]().then((texts) => {
      loaded[code] = { ...texts, ...loaded[code] };
    }),
  );

const loadSection = (code: LanguageCode, name: SectionName) =>
  once(`${code}.${name}`, () =>
    fetchSection(name, code).then((texts) => {
      loaded[code] = { ...loaded[code], [name]: texts };
    }),
  );

/** Whether a language's start texts, and the named sections, are there. */
const hasTextsIn = (code: LanguageCode, sections: readonly SectionName[] = []) =>
  loaded[code]?.common !== undefined && sections.every((name) => loaded[code]?.[name]);

/** Loads a language's start texts and the named sections once (at once when they are there). */
export const loadTexts = async (
  code: LanguageCode,
  sections: readonly SectionName[] = [],
): Promise<void> => {
  await Promise.all([loadCore(code), ...sections.map((name) => loadSection(code, name))]);
};

/** Loads every text of a language (the server, which paints any page; tests). */
export const loadDictionary = async (code: LanguageCode): Promise<Dictionary> => {
  await loadTexts(code, SECTION_NAMES);
  return loaded[code] as Dictionary;
};

/** Sections a render asked for, while someone listens (the server, to send them with a page). */
let asked: Set<SectionName> | null = null;

/** Starts noting the sections texts are taken from; the answer stops and gives them. */
export const noteSectionsUsed = (): (() => SectionName[]) => {
  const noted = new Set<SectionName>();
  asked = noted;
  return () => {
    asked = null;
    return [...noted];
  };
};

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type TextKey = Leaves<Dictionary>;
export type { SectionName, TextVars };
export { isSectionName };

const lookup = (texts: Record<string, unknown> | undefined, key: string): string | undefined => {
  let node: unknown = texts;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
};

/**
 * The text of a key. Until the language's texts have loaded, another loaded language stands in;
 * before any has (the first instant of start-up) texts are empty rather than raw keys. A key of a
 * section not loaded yet asks for it: the page renders again with it (`notify`).
 */
export const translate = (code: LanguageCode, key: TextKey, vars?: TextVars): string => {
  const section = key.slice(0, key.indexOf('.'));
  const from = [loaded[code], loaded.EN, loaded.MY];
  if (isSectionName(section)) {
    asked?.add(section);
    if (!loaded[code]?.[section] && !loading.has(`${code}.${section}`)) {
      void loadSection(code, section).then(notify, () => undefined);
    }
    // Its texts on their way: nothing rather than the raw key for that moment.
    if (!from.some((texts) => texts?.[section])) return '';
  }
  const text = from.reduce<string | undefined>(
    (found, texts) => found ?? lookup(texts, key),
    undefined,
  );
  if (text !== undefined) return interpolate(text, vars);
  return from.some((texts) => texts?.common) ? interpolate(key, vars) : '';
};

/**
 * The language the server painted the page in: the caller's choice from its cookie, or the site's
 * default. It stands for the choice when this browser keeps none, as it did for the server.
 */
let paintedChoice: LanguageCode | null = firstPaintLanguage();

/** The language the user chose before, if any (remembered under `language`). */
export const storedLanguage = (): LanguageCode | null => {
  const value = local.get(STORAGE_KEYS.language);
  return isLanguageCode(value) ? value : paintedChoice;
};

// The language the server painted the page in, so the first render meets its markup; a
// different stored choice (kept from before the language cookie) takes over once the site
// gate settles. Without a painted page, the stored choice.
let language: LanguageCode = firstPaintLanguage() ?? storedLanguage() ?? DEFAULT_LANGUAGE;
/** The last language asked for: a slow load of an earlier choice must not win over it. */
let requested = language;
const listeners = new Set<() => void>();
/** Replaced on every change, so subscribers re-render when texts arrive, too. */
let snapshot = { language };
const notify = () => {
  snapshot = { language };
  for (const l of listeners) l();
};
const apply = (next: LanguageCode) => {
  language = next;
  document.documentElement.lang = next === 'MY' ? 'my' : 'en';
  // The server reads it to paint the next page in this language (DESIGN.md "First paint").
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  document.cookie = `${FIRST_PAINT.languageCookie}=${next}; path=/; max-age=31536000; samesite=lax`;
  notify();
};
/** Switches once the language's texts are there (at once when they are already loaded). */
const setLanguage = (next: LanguageCode): Promise<void> => {
  requested = next;
  // The sections the app has shown so far come along, so the page changes language in one go.
  const shown = SECTION_NAMES.filter((name) => loaded[language]?.[name]);
  if (hasTextsIn(next, shown)) {
    apply(next);
    return Promise.resolve();
  }
  return loadTexts(next, shown).then(() => {
    if (requested === next) apply(next);
  });
};
// Start-up: fetch the likely language's texts while the site status is asked for.
void loadCore(language).then(notify, () => undefined);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const getSnapshot = () => snapshot;

export const currentLanguage = (): LanguageCode => language;

/** The server paints one page at a time, each in its caller's language (already loaded). */
export const renderInLanguage = (next: LanguageCode) => {
  paintedChoice = next;
  language = next;
  requested = next;
  snapshot = { language };
};

/** Switches the language and remembers the choice. */
export const chooseLanguage = (next: LanguageCode): Promise<void> => {
  local.set(STORAGE_KEYS.language, next);
  return setLanguage(next);
};

/** The user's choice if the site offers it, else the site default. */
const settledLanguage = (offered: readonly LanguageCode[], siteDefault: LanguageCode) => {
  const chosen = storedLanguage();
  return chosen && offered.includes(chosen) ? chosen : siteDefault;
};

/**
 * Whether the page the server painted stays in its language once the site is known. Not so for a
 * choice stored before the language cookie existed: the app then renders anew in that language
 * rather than hydrate a page whose every text is about to change (a switch in the middle of
 * hydration would make React throw its markup away anyway, and lose a tap made meanwhile).
 */
export const paintedLanguageHolds = (
  offered: readonly LanguageCode[],
  siteDefault: LanguageCode,
): boolean => settledLanguage(offered, siteDefault) === paintedChoice;

/** Once the site is known: keep the user's choice if the site offers it, else the site default. */
export const settleLanguage = (
  offered: readonly LanguageCode[],
  siteDefault: LanguageCode,
): Promise<void> => setLanguage(settledLanguage(offered, siteDefault));

/** Whether the shown language has its texts: a page can render in it now. */
export const hasTexts = () => hasTextsIn(language);

/** Texts in the current language; re-renders when the language changes. */
export const useTranslation = () => {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot).language;
  return {
    language: current,
    t: (key: TextKey, vars?: TextVars) => translate(current, key, vars),
  };
};

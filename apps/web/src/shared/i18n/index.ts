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
import type { Dictionary } from './en';
import { interpolate, type TextVars } from './interpolate';

/**
 * A small i18n of our own: typed keys, {{name}} interpolation and a language store. It does
 * what the app needs in about 1 KB, where i18next and react-i18next cost 18 KB of the first
 * load on a cheap phone. Each language's dictionary is its own chunk, loaded when that language
 * is first used: a phone downloads the texts it shows, not every language's.
 */
const LOADERS: Record<LanguageCode, () => Promise<Dictionary>> = {
  EN: () => import('./en').then((m) => m.en),
  MY: () => import('./my').then((m) => m.my),
};
const loaded: Partial<Record<LanguageCode, Dictionary>> = {};
const loading: Partial<Record<LanguageCode, Promise<Dictionary>>> = {};

/** Loads a language's texts once; later calls answer the same dictionary. */
export const loadDictionary = (code: LanguageCode): Promise<Dictionary> => {
  loading[code] ??= LOADERS[code]().then((dictionary) => {
    loaded[code] = dictionary;
    return dictionary;
  });
  return loading[code];
};

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type TextKey = Leaves<Dictionary>;
export type { TextVars };

const lookup = (dictionary: Dictionary, key: string): string | undefined => {
  let node: unknown = dictionary;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
};

/**
 * The text of a key. Until the language's dictionary has loaded, another loaded one stands in;
 * before any has loaded (the first instant of start-up) texts are empty rather than raw keys.
 */
export const translate = (code: LanguageCode, key: TextKey, vars?: TextVars): string => {
  const dictionary = loaded[code] ?? loaded.EN ?? loaded.MY;
  if (!dictionary) return '';
  return interpolate(lookup(dictionary, key) ?? key, vars);
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
  if (loaded[next]) {
    apply(next);
    return Promise.resolve();
  }
  return loadDictionary(next).then(() => {
    if (requested === next) apply(next);
  });
};
// Start-up: fetch the likely language's texts while the site status is asked for.
void loadDictionary(language).then(notify, () => undefined);

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

/** Once the site is known: keep the user's choice if the site offers it, else the site default. */
export const settleLanguage = (
  offered: readonly LanguageCode[],
  siteDefault: LanguageCode,
): Promise<void> => setLanguage(settledLanguage(offered, siteDefault));

/** Whether the shown language has its texts: a page can render in it now. */
export const hasTexts = () => loaded[language] !== undefined;

/** Texts in the current language; re-renders when the language changes. */
export const useTranslation = () => {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot).language;
  return {
    language: current,
    t: (key: TextKey, vars?: TextVars) => translate(current, key, vars),
  };
};

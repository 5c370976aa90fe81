import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode, STORAGE_KEYS } from '@lotto/contract';
import { useSyncExternalStore } from 'react';
import { local } from '../storage';
import { type Dictionary, en } from './en';
import { my } from './my';

/**
 * A small i18n of our own: typed keys, {{name}} interpolation and a language store. It does
 * what the app needs in about 1 KB, where i18next and react-i18next cost 18 KB of the first
 * load on a cheap phone.
 */
export const dictionaries: Record<LanguageCode, Dictionary> = { EN: en, MY: my };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type TextKey = Leaves<Dictionary>;
export type TextVars = Record<string, string | number>;

const lookup = (dictionary: Dictionary, key: string): string | undefined => {
  let node: unknown = dictionary;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
};

export const translate = (language: LanguageCode, key: TextKey, vars?: TextVars): string => {
  const text = lookup(dictionaries[language], key) ?? lookup(en, key) ?? key;
  return vars
    ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))
    : text;
};

/** The language the user chose before, if any (remembered under `language`). */
export const storedLanguage = (): LanguageCode | null => {
  const value = local.get(STORAGE_KEYS.language);
  return isLanguageCode(value) ? value : null;
};

let language: LanguageCode = storedLanguage() ?? DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
const setLanguage = (next: LanguageCode) => {
  language = next;
  document.documentElement.lang = next === 'MY' ? 'my' : 'en';
  for (const l of listeners) l();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const currentLanguage = (): LanguageCode => language;

/** Switches the language and remembers the choice. */
export const chooseLanguage = (next: LanguageCode): void => {
  local.set(STORAGE_KEYS.language, next);
  setLanguage(next);
};

/** Once the site is known: keep the user's choice if the site offers it, else the site default. */
export const settleLanguage = (offered: readonly LanguageCode[], siteDefault: LanguageCode) => {
  const chosen = storedLanguage();
  setLanguage(chosen && offered.includes(chosen) ? chosen : siteDefault);
};

/** Texts in the current language; re-renders when the language changes. */
export const useTranslation = () => {
  const current = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return {
    language: current,
    t: (key: TextKey, vars?: TextVars) => translate(current, key, vars),
  };
};

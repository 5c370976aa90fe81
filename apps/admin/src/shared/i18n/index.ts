import { ADMIN_LANGUAGES, type AdminLanguageCode, isAdminLanguageCode } from '@lotto/contract';
import { useSyncExternalStore } from 'react';
import { type Dictionary, en } from './en';
import { my } from './my';
import { zh } from './zh';

/**
 * The back office's languages and its small i18n, in the player app's manner (typed texts, a
 * language store, no i18next): all three dictionaries are bundled, since a desktop tool loads
 * once a day. The choice is remembered in this browser and sent as the `Language` header.
 */
export { ADMIN_LANGUAGES };
export type AdminLanguage = AdminLanguageCode;
export type { Dictionary };

const DICTIONARIES: Record<AdminLanguage, Dictionary> = { EN: en, MY: my, ZH: zh };
const STORAGE_KEY = 'admin.language';
/** The `lang` of the page, so screen readers and fonts pick the right script. */
const HTML_LANG: Record<AdminLanguage, string> = { EN: 'en', MY: 'my', ZH: 'zh' };

const stored = (): AdminLanguage | null => {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isAdminLanguageCode(value) ? value : null;
  } catch {
    return null;
  }
};

let language: AdminLanguage = stored() ?? 'EN';
const listeners = new Set<() => void>();

export const currentLanguage = (): AdminLanguage => language;

/** Switches every screen to `next` and remembers it for the next visit. */
export const chooseLanguage = (next: AdminLanguage) => {
  language = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // A browser that keeps nothing still switches for this visit.
  }
  document.documentElement.lang = HTML_LANG[next];
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useLanguage = (): AdminLanguage =>
  useSyncExternalStore(subscribe, currentLanguage, currentLanguage);

/** The texts of the current language; the screen renders again when it changes. */
export const useTexts = (): Dictionary => DICTIONARIES[useLanguage()];

/** The texts of a language outside React (the API client's network message). */
export const textsIn = (code: AdminLanguage): Dictionary => DICTIONARIES[code];

/** Fills `{name}` placeholders. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

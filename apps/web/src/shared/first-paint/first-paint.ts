import {
  FIRST_PAINT,
  type FirstPaintData,
  firstPaintData,
  type LanguageCode,
} from '@lotto/contract';
import { useEffect } from 'react';

/**
 * What the server inlined into the page for the first paint (DESIGN.md "First paint"): the site
 * status of this navigation, as a JSON block that is never run. Absent (a page the service
 * worker answered, the dev server) or invalid, the app asks the status endpoint as before.
 */
export const readFirstPaintData = (
  doc: Document | undefined = globalThis.document,
): FirstPaintData | null => {
  const text = doc?.getElementById(FIRST_PAINT.statusBlockId)?.textContent;
  if (!text) return null;
  try {
    const parsed = firstPaintData.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

let inlined: FirstPaintData | null | undefined;
/** When the page was received: the inlined status is as old as that. */
export const firstPaintAt = Date.now();

/** The inlined status, only if its texts are in the language the app shows. */
export const firstPaintStatusIn = (language: LanguageCode) => {
  inlined ??= readFirstPaintData();
  return inlined?.language === language ? inlined.status : undefined;
};

/** Home's banners the page came with, only if their texts are in the language the app shows. */
export const firstPaintHomeBannersIn = (language: LanguageCode) => {
  inlined ??= readFirstPaintData();
  return inlined?.language === language ? inlined.homeBanners : undefined;
};

/**
 * Applies the stylesheets the server sent as preloads (so they never held back the shell's
 * paint), and answers once each has loaded or failed: the app renders under the shell only then,
 * so nothing it lays out moves when its styles arrive.
 */
export const applyDeferredStyles = (doc: Document = document): Promise<void> => {
  const links = doc.querySelectorAll<HTMLLinkElement>(
    `link[${FIRST_PAINT.deferredStyleAttribute}]`,
  );
  return Promise.all(
    [...links].map(
      (link) =>
        new Promise<void>((done) => {
          link.addEventListener('load', () => done(), { once: true });
          link.addEventListener('error', () => done(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
};

/** The language the server painted the page in, when it painted one. */
export const firstPaintLanguage = (): LanguageCode | null => {
  inlined ??= readFirstPaintData();
  return inlined?.language ?? null;
};

/** The sections of the app's texts the painted page shows (the server noted them as it rendered). */
export const firstPaintTexts = (): readonly string[] => {
  inlined ??= readFirstPaintData();
  return inlined?.texts ?? [];
};

/**
 * Takes away the server's shell once the app shows what replaces it. The shell is a fixed layer
 * over the page, so taking it away moves nothing on the page (no layout shift).
 */
export const removeFirstPaintShell = () => document.getElementById(FIRST_PAINT.shellId)?.remove();

/** Rendered where the app's first real screen is: the shell goes once that has mounted. */
export const FirstPaintDone = () => {
  useEffect(removeFirstPaintShell, []);
  return null;
};

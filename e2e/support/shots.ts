import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

/** Keeps a screenshot of what the test saw, as a test artifact to look at. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage: false });

/** A screenshot once the page's fade-in has ended, so the picture shows the settled screen. */
export const settledShot = async (page: Page, name: string) => {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => (a as CSSAnimation).animationName !== 'page-fade' || a.playState === 'finished',
      ),
  );
  await shot(page, name);
};

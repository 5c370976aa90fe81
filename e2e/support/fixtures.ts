import { randomInt } from 'node:crypto';
import { test as base, type Page } from '@playwright/test';

/**
 * Every test its own client address (X-Forwarded-For, trusted by the e2e server): failed
 * logins, captcha demands and rate limits of one test never reach another.
 */
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress() });
  },
});
export { expect } from '@playwright/test';

/** The app in a language from its first page on (the choice it remembers under `language`). */
export const useLanguage = async (page: Page, language: 'EN' | 'MY') => {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
};

/** Puts a session into the tab as a login leaves it (sessionStorage MC_SESSION_INFO). */
export const enterSession = async (page: Page, info: object, path = '/m/home') => {
  await page.goto('/m/home');
  await page.evaluate(
    (value) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(value)),
    info,
  );
  await page.goto(path);
};

/** Moves inside the running app (no reload), as an in-app link does: memory state survives. */
export const navigateInApp = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
};

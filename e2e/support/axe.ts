import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './animations';

/**
 * No serious or critical accessibility violation on the page as it stands (the bar: none of either),
 * optionally within one part of it. Axe runs once the page stands still: a screen fading in is
 * half transparent, and its colours would be judged mid-fade.
 */
export const expectAccessible = async (page: Page, within?: string) => {
  await animationsSettled(page);
  // A toast lives two seconds and fades out by script: axe, which takes about a second, would
  // judge its text against a background half gone. Toasts are left out; everything else stays.
  const builder = new AxeBuilder({ page }).exclude('.adm-toast-mask');
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(grave.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
};

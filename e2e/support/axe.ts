import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical accessibility violation on the page as it stands (issue 9: 0 of each),
 * optionally within one part of it. Axe runs once the page's animations have ended: a screen
 * fading in is half transparent, and its colours would be judged mid-fade.
 */
export const expectAccessible = async (page: Page, within?: string) => {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect === null ||
          (a.effect.getTiming().iterations ?? 1) === Number.POSITIVE_INFINITY,
      ),
  );
  const builder = new AxeBuilder({ page });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(grave.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
};

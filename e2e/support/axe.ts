import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical accessibility violation on the page as it stands (issue 9: 0 of each),
 * optionally within one part of it. Axe runs once the page's animations have ended: a screen
 * fading in is half transparent, and its colours would be judged mid-fade. antd-mobile's
 * toasts, masks and popups fade by script (react-spring writes an inline opacity each frame),
 * which getAnimations does not list: those must be fully shown or gone too.
 */
export const expectAccessible = async (page: Page, within?: string) => {
  await page.waitForFunction(() => {
    const cssDone = document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect === null ||
          (a.effect.getTiming().iterations ?? 1) === Number.POSITIVE_INFINITY,
      );
    const fading = Array.from(document.querySelectorAll<HTMLElement>('[style*="opacity"]')).some(
      (element) => {
        const opacity = Number(element.style.opacity);
        return opacity > 0 && opacity < 1;
      },
    );
    return cssDone && !fading;
  });
  // A toast lives two seconds and fades out by script: axe, which takes about a second, would
  // judge its text against a background half gone. Toasts are left out; everything else stays.
  const builder = new AxeBuilder({ page }).exclude('.adm-toast-mask');
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(grave.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
};

import type { Page } from '@playwright/test';

/**
 * Waits until the page stands still: every finite CSS animation or transition has ended,
 * nothing fades by script (antd's and antd-mobile's masks, popups and modals animate by
 * react-spring or rc-motion, writing an inline opacity each frame, which getAnimations does
 * not always list), and no list is dimmed while its next answer loads (the records' and the
 * agent's screens show the last answer at 60 % while a new range loads). Needed before judging
 * colours (axe) and before pressing a button in a dialog that is still zooming in (a click
 * there can land on nothing).
 */
export const animationsSettled = (page: Page) =>
  page.waitForFunction(() => {
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
    const refreshing = document.querySelector('.records-list--stale') !== null;
    return cssDone && !fading && !refreshing;
  });

import type { Page } from '@playwright/test';

/**
 * The texts of the page that lie under an element (its box), each as "text (class)". Text in a
 * horizontal strip is left out: such a strip runs off the screen's edge by design, so what
 * passes under the edge there is meant to be scrolled into view.
 */
export const textsUnder = (page: Page, selector: string, within: string) =>
  page.evaluate(
    ([selector, within]) => {
      const cover = document.querySelector(selector)?.getBoundingClientRect();
      const root = document.querySelector(within);
      if (!cover || !root) throw new Error(`${selector} or ${within} is not on the page`);
      const inStrip = (node: Node) => {
        for (let e = node.parentElement; e; e = e.parentElement) {
          const overflow = getComputedStyle(e).overflowX;
          if (overflow !== 'visible' && e.scrollWidth > e.clientWidth + 1) return true;
        }
        return false;
      };
      const found: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (!text || node.parentElement?.closest(selector) || inStrip(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const under = Array.from(range.getClientRects()).some(
          (box) =>
            box.right > cover.left &&
            box.left < cover.right &&
            box.bottom > cover.top &&
            box.top < cover.bottom,
        );
        if (under) found.push(`${text.slice(0, 40)} (${node.parentElement?.className})`);
      }
      return found;
    },
    [selector, within] as const,
  );

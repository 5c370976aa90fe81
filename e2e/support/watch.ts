import type { Page } from '@playwright/test';

/**
 * Records, in the page itself, each time an element matching `selector` gets `attribute` set to
 * `value`, with the page's clock. Transient states (a 200 ms closing animation, the moment a
 * carousel moves) can end before a polling assertion looks; a MutationObserver sees them all,
 * whatever the machine's load. Read the times back with `watchedTimes`.
 */
export const watchAttribute = async (
  page: Page,
  name: string,
  selector: string,
  attribute: string,
  value: string,
) => {
  await page.evaluate(
    ({ name, selector, attribute, value }) => {
      const host = window as unknown as { __watched?: Record<string, number[]> };
      host.__watched = host.__watched ?? {};
      const times: number[] = [];
      host.__watched[name] = times;
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          if (target.matches(selector) && target.getAttribute(attribute) === value)
            times.push(performance.now());
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: [attribute] });
    },
    { name, selector, attribute, value },
  );
};

/** The page-clock times `watchAttribute` recorded under `name`, oldest first. */
export const watchedTimes = (page: Page, name: string) =>
  page.evaluate(
    (name) =>
      (window as unknown as { __watched?: Record<string, number[]> }).__watched?.[name] ?? [],
    name,
  );

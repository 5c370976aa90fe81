import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * The server's one gate for HTML an operator writes (announcements, banners' texts, member
 * messages): the same DOMPurify rules the app applies before it renders (apps/web
 * shared/html/sanitize.ts), applied once more before the HTML is stored, so what is kept is
 * already what a member can be shown: no script, no event attribute, no javascript: link, no
 * form or frame, no inline style.
 */

const OPTIONS = {
  FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'style'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
};

const isExternalHref = (href: string) => /^https?:\/\//i.test(href);

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

// One DOM for the process, made on first use: jsdom takes a moment to start.
const purifierOf = (): Purifier => {
  if (purifier) return purifier;
  const made = DOMPurify(new JSDOM('').window as unknown as Parameters<typeof DOMPurify>[0]);
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (isExternalHref(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  purifier = made;
  return made;
};

/** The HTML as it may be stored and shown: anything that could run is taken out. */
export const sanitizeHtml = (html: string): string => purifierOf().sanitize(html, OPTIONS).trim();

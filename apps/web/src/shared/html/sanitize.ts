import DOMPurify, { type WindowLike } from 'dompurify';

/**
 * The one gate for HTML from the server (announcements, login prompt, promotions, help):
 * DOMPurify with its safe defaults, no forms or frames, and links made safe: external ones
 * open in a new tab without access to this window, app links stay in the app.
 */
export const isExternalHref = (href: string) => /^https?:\/\//i.test(href);

const purifierFor = (window: WindowLike) => {
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (isExternalHref(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  return purifier;
};

let purifier: ReturnType<typeof purifierFor> | null = null;
let domWindow: (WindowLike & { DOMParser: typeof DOMParser }) | null = null;

/** Where there is no browser (the server painting a page), a DOM to sanitize and parse in. */
export const sanitizeWith = (window: WindowLike & { DOMParser: typeof DOMParser }) => {
  domWindow = window;
  purifier = purifierFor(window);
};

const OPTIONS = {
  FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'style'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
};

/** Safe HTML for dangerouslySetInnerHTML. */
export const sanitizeHtml = (html: string): string => {
  purifier ??= purifierFor(window);
  return purifier.sanitize(html, OPTIONS);
};

/** HTML from the server as an inert document (sanitized, never attached), to read its text. */
export const inertDocumentOf = (html: string): Document =>
  new (domWindow ?? window).DOMParser().parseFromString(sanitizeHtml(html), 'text/html');

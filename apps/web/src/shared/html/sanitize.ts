import DOMPurify from 'dompurify';

/**
 * The one gate for HTML from the server (announcements, login prompt, promotions, help):
 * DOMPurify with its safe defaults, no forms or frames, and links made safe: external ones
 * open in a new tab without access to this window, app links stay in the app.
 */
const purifier = DOMPurify();

export const isExternalHref = (href: string) => /^https?:\/\//i.test(href);

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

const OPTIONS = {
  FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'style'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
};

/** Safe HTML for dangerouslySetInnerHTML. */
export const sanitizeHtml = (html: string): string => purifier.sanitize(html, OPTIONS);

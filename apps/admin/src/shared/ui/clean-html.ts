import DOMPurify from 'dompurify';

/**
 * The HTML an operator may write: text formatting, lists, paragraphs and links, nothing that
 * runs. The server cleans it again before it stores it; cleaning here keeps the editor and its
 * preview honest about what members will see.
 */
const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'a', 'ul', 'ol', 'li', 'span'];
const ALLOWED_ATTR = ['href', 'target', 'rel'];

export const cleanHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:\/\/|\/(?!\/)|mailto:)/i,
  });

import { describe, expect, it } from 'vitest';
import { isExternalHref, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Hi<script>steal()</script><a href="javascript:steal()">x</a><img src="x" onerror="steal()"></p>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain('<p>Hi');
  });

  it('opens external links in a new tab without opener and keeps app links in the app', () => {
    const html = sanitizeHtml(
      '<a href="https://example.com" target="_self">out</a><a href="/m/rewardCenter" target="_blank">in</a>',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const [out, inside] = Array.from(doc.querySelectorAll('a'));
    expect(out?.getAttribute('target')).toBe('_blank');
    expect(out?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.hasAttribute('target')).toBe(false);
  });

  it('removes forms, frames and inline styles', () => {
    const html = sanitizeHtml(
      '<form action="/x"><input name="p"></form><iframe src="https://e.com"></iframe><b style="position:fixed">b</b>',
    );
    expect(html).toBe('<b>b</b>');
  });

  it('tells external addresses from app paths', () => {
    expect(isExternalHref('http://a.b')).toBe(true);
    expect(isExternalHref('HTTPS://a.b')).toBe(true);
    expect(isExternalHref('/m/home')).toBe(false);
    expect(isExternalHref('mailto:x@y.z')).toBe(false);
  });
});

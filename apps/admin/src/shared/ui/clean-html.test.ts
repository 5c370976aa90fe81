import { describe, expect, it } from 'vitest';
import { cleanHtml } from './clean-html';

describe('cleanHtml', () => {
  it('keeps formatting, lists and links', () => {
    const html =
      '<p><b>Big</b> <i>news</i> <a href="https://x.org">here</a></p><ul><li>a</li></ul>';
    expect(cleanHtml(html)).toBe(html);
  });

  it('drops what runs: scripts, handlers, javascript: links, styles', () => {
    expect(cleanHtml('<p onclick="x()">a<script>alert(1)</script></p>')).toBe('<p>a</p>');
    expect(cleanHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(cleanHtml('<img src=x onerror="alert(1)"><p style="color:red">b</p>')).toBe('<p>b</p>');
  });
});

import { NOTICE_SUMMARY_LENGTH } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { noticeSummary } from './notice-summary.js';

describe('an announcement summary', () => {
  it('keeps the words of the HTML, one space between blocks, entities decoded', () => {
    expect(
      noticeSummary('<p>Get <b>10%</b> back</p><p>Every&nbsp;Monday &amp; more &#8212; &#x41;</p>'),
    ).toBe('Get 10% back Every Monday & more — A');
  });

  it('drops scripts and styles with their text, and leaves unknown entities alone', () => {
    expect(noticeSummary('<script>alert(1)</script>Hi<style>p{}</style> &bogus;')).toBe(
      'Hi &bogus;',
    );
  });

  it('cuts long text on a word boundary with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const summary = noticeSummary(`<p>${text}</p>`);
    expect([...summary].length).toBeLessThanOrEqual(NOTICE_SUMMARY_LENGTH);
    expect(summary).toMatch(/word…$/);
  });

  it('never splits a Burmese character sequence into broken code points', () => {
    const burmese = 'ကြေညာချက်'.repeat(30);
    const summary = noticeSummary(burmese);
    expect([...summary]).toHaveLength(NOTICE_SUMMARY_LENGTH);
    expect(summary.endsWith('…')).toBe(true);
    expect(burmese.startsWith(summary.slice(0, -1))).toBe(true);
  });
});

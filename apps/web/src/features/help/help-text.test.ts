import { describe, expect, it } from 'vitest';
import { dayOf, helpIndexOf, plainTextOf } from './help-text';

describe('helpIndexOf', () => {
  it('reads a whole number from 0 to 9999', () => {
    expect(helpIndexOf('0')).toBe(0);
    expect(helpIndexOf('6')).toBe(6);
    expect(helpIndexOf('9999')).toBe(9999);
  });

  it('answers null for a missing, negative, fractional, huge or non-numeric value', () => {
    for (const raw of [null, '', '-1', '1.5', '10000', 'abc', ' 1', '1e2']) {
      expect(helpIndexOf(raw), String(raw)).toBeNull();
    }
  });
});

describe('plainTextOf', () => {
  it('keeps the words of the HTML, one space between them, and no script', () => {
    const html =
      '<p>Open <b>Deposit</b>.</p>\n<ol><li>Pay</li><li>Wait</li></ol><script>steal()</script>';
    expect(plainTextOf(html)).toBe('Open Deposit. Pay Wait');
    expect(plainTextOf('<p>a</p> <p>b</p>')).toBe('a b');
  });
});

describe('dayOf', () => {
  it('writes YYYY/MM/DD with two-digit month and day', () => {
    expect(dayOf(new Date(2026, 0, 5, 12).getTime())).toBe('2026/01/05');
  });
});

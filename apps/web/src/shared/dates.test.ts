import { describe, expect, it } from 'vitest';
import { localDate, localDateTime } from './dates';

describe('dates as the app shows them', () => {
  it('read YYYY/MM/DD in lists and add HH:mm for a moment, in the phone time', () => {
    const at = new Date(2026, 0, 5, 9, 7).getTime();
    expect(localDate(at)).toBe('2026/01/05');
    expect(localDateTime(at)).toBe('2026/01/05 09:07');
  });
});

import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode, errorMessage } from './all-errors.js';
import { SUPPORTED_LANGUAGES } from './languages.js';

const codes = Object.keys(ERRORS) as ErrorCode[];

describe('error codes', () => {
  it.each(codes)('%s has a message in every supported language', (code) => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(errorMessage(code, language).trim()).not.toBe('');
    }
  });

  it.each(codes)('%s is translated: the MY text differs from the EN text', (code) => {
    expect(errorMessage(code, 'MY')).not.toBe(errorMessage(code, 'EN'));
  });

  it.each(codes)('%s carries an HTTP error status', (code) => {
    const { status } = ERRORS[code];
    expect(Number.isInteger(status)).toBe(true);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
  });

  it('answers the text of the language asked for', () => {
    expect(errorMessage('system.maintenance', 'EN')).toBe(
      'System upgrading, please try again later.',
    );
    expect(errorMessage('system.maintenance', 'MY')).toBe(ERRORS['system.maintenance'].MY);
  });
});

import { describe, expect, it } from 'vitest';
import { detectRegisterMethod } from './register-method';

const browser = 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile Safari/537.36';

describe('registerMethod', () => {
  it('is APP inside the app shell, whatever else is true', () => {
    expect(
      detectRegisterMethod({
        userAgent: `${browser} LottoApp/2.1`,
        standalone: true,
        webClipFlag: true,
      }),
    ).toBe('APP');
  });

  it('is WEBCLIP standalone with the web-clip flag, PWA standalone without it', () => {
    expect(detectRegisterMethod({ userAgent: browser, standalone: true, webClipFlag: true })).toBe(
      'WEBCLIP',
    );
    expect(detectRegisterMethod({ userAgent: browser, standalone: true, webClipFlag: false })).toBe(
      'PWA',
    );
  });

  it('is H5 in a browser tab, even with a stale web-clip flag', () => {
    expect(detectRegisterMethod({ userAgent: browser, standalone: false, webClipFlag: true })).toBe(
      'H5',
    );
  });
});

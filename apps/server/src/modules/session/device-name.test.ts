import { describe, expect, it } from 'vitest';
import { deviceOf } from './device-name.js';
import { maskIp, placeKindOf } from './place.js';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  appShell:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 LottoApp/2.1',
};

describe('deviceOf', () => {
  it('names the systems and browsers players use', () => {
    const named = Object.fromEntries(
      Object.entries(UA).map(([name, ua]) => {
        const d = deviceOf(ua);
        return [name, `${d.kind} ${d.os} ${d.browser}${d.app ? ' app' : ''}`];
      }),
    );
    expect(named).toEqual({
      iphone: 'phone iOS Safari',
      iphoneChrome: 'phone iOS Chrome',
      ipad: 'tablet iPadOS Safari',
      samsung: 'phone Android Samsung Internet',
      androidTablet: 'tablet Android Chrome',
      edge: 'desktop Windows Edge',
      macSafari: 'desktop macOS Safari',
      firefoxLinux: 'desktop Linux Firefox',
      appShell: 'phone Android null app',
    });
  });

  it('says unknown rather than guessing', () => {
    expect(deviceOf(null)).toEqual({ kind: 'unknown', os: null, browser: null, app: false });
    expect(deviceOf('curl/8.5.0')).toEqual({
      kind: 'unknown',
      os: null,
      browser: null,
      app: false,
    });
    expect(deviceOf('x'.repeat(512)).os).toBeNull();
  });
});

describe('places', () => {
  it('tells loopback, private and public addresses apart, IPv4 and IPv6', () => {
    const kinds = [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.20',
      '100.64.1.1',
      'fd12:3456::1',
      'fe80::1',
      '203.0.113.45',
      '2001:db8::1',
      'not-an-ip',
    ].map(placeKindOf);
    expect(kinds).toEqual([
      'loopback',
      'loopback',
      'loopback',
      'private',
      'private',
      'private',
      'private',
      'private',
      'private',
      'public',
      'public',
      'public',
    ]);
  });

  it('masks the host part of an address', () => {
    expect(maskIp('203.0.113.45')).toBe('203.0.113.*');
    expect(maskIp('::ffff:192.168.1.20')).toBe('192.168.1.*');
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:…');
    expect(maskIp('2001:db8::1')).toBe('2001:db8:…');
    expect(maskIp('::1')).toBe('::1');
    expect(maskIp('garbage')).toBe('*');
  });
});

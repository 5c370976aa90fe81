import { describe, expect, it } from 'vitest';
import { agoText, deviceNameOf, placeOf } from './device-label';

const t = (key: string, vars?: Record<string, string | number>) =>
  `${key}${vars ? JSON.stringify(vars) : ''}`;
const device = (over: object) => ({
  device: { kind: 'phone' as const, os: null, browser: null, app: false, ...over },
});

describe('device names', () => {
  it('name the browser and system, the app, or the kind where little is known', () => {
    expect(deviceNameOf(device({ os: 'Android', browser: 'Chrome' }), t, 'Shwe')).toBe(
      'member.security.browserOn{"browser":"Chrome","os":"Android"}',
    );
    expect(deviceNameOf(device({ os: 'iOS', app: true }), t, 'Shwe')).toBe(
      'member.security.appOn{"site":"Shwe","os":"iOS"}',
    );
    expect(deviceNameOf(device({ os: 'Linux' }), t, 'Shwe')).toBe(
      'member.security.kind.phone · Linux',
    );
    expect(deviceNameOf(device({ kind: 'unknown' }), t, 'Shwe')).toBe(
      'member.security.unknownDevice',
    );
  });
});

describe('places', () => {
  it('label loopback and private addresses, and name a known country', () => {
    const place = (kind: 'loopback' | 'private' | 'public', country: string | null = null) => ({
      place: { kind, maskedIp: '1.2.3.*', country },
    });
    expect(placeOf(place('loopback'), t, 'EN')).toBe('member.security.place.loopback · 1.2.3.*');
    expect(placeOf(place('private'), t, 'EN')).toBe('member.security.place.private · 1.2.3.*');
    expect(placeOf(place('public'), t, 'EN')).toBe('member.security.place.internet · 1.2.3.*');
    expect(placeOf(place('public', 'MM'), t, 'EN')).toBe('Myanmar (Burma) · 1.2.3.*');
  });
});

describe('agoText', () => {
  it('counts minutes, hours and days', () => {
    const now = 10 * 86_400_000;
    expect(agoText(now - 20_000, now, t)).toBe('member.security.justNow');
    expect(agoText(now - 5 * 60_000, now, t)).toBe('member.security.minutesAgo{"count":5}');
    expect(agoText(now - 3 * 3_600_000, now, t)).toBe('member.security.hoursAgo{"count":3}');
    expect(agoText(now - 2 * 86_400_000, now, t)).toBe('member.security.daysAgo{"count":2}');
  });
});

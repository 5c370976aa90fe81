import type { DownloadLink } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { appDownloadShown, downloadChoicesOf } from './download-links';

const link = (resourceType: DownloadLink['resourceType'], url = `/${resourceType}`) => ({
  resourceType,
  url,
  labelNameEn: resourceType,
});
const ALL = [link('Android'), link('IOS'), link('MOBILECONFIG'), link('AppDownloadIcon')];
const types = (links: readonly DownloadLink[], ...rest: ['ios' | 'android' | 'other', boolean]) =>
  downloadChoicesOf(links, ...rest).map((c) => c.type);

describe('downloadChoicesOf', () => {
  it('offers Android the Android app only', () => {
    expect(types(ALL, 'android', false)).toEqual(['Android']);
  });

  it('offers iOS the app and the profile, and no profile in a web clip', () => {
    expect(types(ALL, 'ios', false)).toEqual(['IOS', 'MOBILECONFIG']);
    expect(types(ALL, 'ios', true)).toEqual(['IOS']);
  });

  it('offers any other device every app link the site has', () => {
    expect(types(ALL, 'other', false)).toEqual(['Android', 'IOS', 'MOBILECONFIG']);
  });

  it('offers only links the site has, with their addresses', () => {
    const links = [link('IOS', '/m/install?os=ios'), link('Android', '')];
    expect(downloadChoicesOf(links, 'other', false)).toEqual([
      { type: 'IOS', url: '/m/install?os=ios' },
    ]);
    expect(types(links, 'android', false)).toEqual([]);
  });
});

describe('appDownloadShown', () => {
  it('shows in a browser tab and hides in the app shell, an installed app or a web clip', () => {
    const tab = { appShell: false, standalone: false, webClip: false };
    expect(appDownloadShown(tab)).toBe(true);
    expect(appDownloadShown({ ...tab, appShell: true })).toBe(false);
    expect(appDownloadShown({ ...tab, standalone: true })).toBe(false);
    expect(appDownloadShown({ ...tab, webClip: true })).toBe(false);
  });
});

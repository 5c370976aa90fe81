import type { DownloadLink } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { type DownloadBarContext, downloadBarVisible, linkForDevice } from './download-bar-rules';

const ios: DownloadLink = { resourceType: 'IOS', url: '/ios', labelNameEn: 'iOS' };
const android: DownloadLink = { resourceType: 'Android', url: '/apk', labelNameEn: 'Android' };
const icon: DownloadLink = { resourceType: 'AppDownloadIcon', url: '/i.png', labelNameEn: 'icon' };
const base: DownloadBarContext = {
  appShell: false,
  links: [ios, android, icon],
  closedFlag: false,
  standalone: false,
  webClip: false,
  iosVersion: null,
};

describe('download bar', () => {
  it('shows in a plain browser tab with links', () => {
    expect(downloadBarVisible(base)).toBe(true);
  });
  it('hides inside the app shell, after closing and in an installed PWA', () => {
    expect(downloadBarVisible({ ...base, appShell: true })).toBe(false);
    expect(downloadBarVisible({ ...base, closedFlag: true })).toBe(false);
    expect(downloadBarVisible({ ...base, standalone: true })).toBe(false);
  });
  it('hides when no app link is configured (an icon alone is not a link)', () => {
    expect(downloadBarVisible({ ...base, links: [icon] })).toBe(false);
  });
  it('hides in web-clip mode without an iOS link', () => {
    expect(downloadBarVisible({ ...base, webClip: true, links: [android] })).toBe(false);
    expect(downloadBarVisible({ ...base, webClip: true })).toBe(true);
  });
  it('hides for an installed clip on iOS older than 12.4', () => {
    expect(downloadBarVisible({ ...base, webClip: true, iosVersion: [12, 1] })).toBe(false);
    expect(downloadBarVisible({ ...base, webClip: true, iosVersion: [16, 0] })).toBe(true);
  });
  it('picks the link for the device', () => {
    expect(linkForDevice(base.links, 'ios')).toBe(ios);
    expect(linkForDevice(base.links, 'android')).toBe(android);
    expect(linkForDevice([icon, android], 'other')).toBe(android);
  });
});

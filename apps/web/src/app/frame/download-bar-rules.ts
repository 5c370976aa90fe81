import type { DownloadLink } from '@lotto/contract';

export interface DownloadBarContext {
  appShell: boolean;
  links: readonly DownloadLink[];
  closedFlag: boolean;
  standalone: boolean;
  webClip: boolean;
  iosVersion: readonly [number, number] | null;
}

const APP_LINK_TYPES = new Set(['IOS', 'Android', 'MOBILECONFIG']);
/** The oldest iOS the app supports (spec/01 section 9). */
const MIN_IOS: readonly [number, number] = [12, 4];

export const appLinks = (links: readonly DownloadLink[]) =>
  links.filter((l) => APP_LINK_TYPES.has(l.resourceType));

const olderThan = (v: readonly [number, number], min: readonly [number, number]) =>
  v[0] < min[0] || (v[0] === min[0] && v[1] < min[1]);

/** spec/01 section 2 and spec/02 "Widgets": every rule that hides the download bar. */
export const downloadBarVisible = (c: DownloadBarContext): boolean => {
  if (c.appShell || c.closedFlag || c.standalone) return false;
  if (appLinks(c.links).length === 0) return false;
  if (c.webClip && !c.links.some((l) => l.resourceType === 'IOS')) return false;
  if (c.webClip && c.iosVersion && olderThan(c.iosVersion, MIN_IOS)) return false;
  return true;
};

/** The link that fits the device: iOS (or its profile), Android, else the first app link. */
export const linkForDevice = (
  links: readonly DownloadLink[],
  device: 'ios' | 'android' | 'other',
): DownloadLink | undefined => {
  const of = (type: DownloadLink['resourceType']) => links.find((l) => l.resourceType === type);
  if (device === 'ios') return of('IOS') ?? of('MOBILECONFIG');
  if (device === 'android') return of('Android');
  return appLinks(links)[0];
};

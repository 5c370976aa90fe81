import type { DownloadLink } from '@lotto/contract';

export type Device = 'ios' | 'android' | 'other';
export type AppLinkType = 'Android' | 'IOS' | 'MOBILECONFIG';
export interface DownloadChoice {
  type: AppLinkType;
  url: string;
}

/**
 * The download popup's links (spec/02 "Widgets"): Android's on Android, the iOS app and the
 * configuration profile on iOS, all of them on any other device (a desktop shows what a phone
 * could get), each only when the site has it. A web clip (WEBCLIP = 1) is the profile already
 * installed, so it is not offered again.
 */
export const downloadChoicesOf = (
  links: readonly DownloadLink[],
  device: Device,
  webClipFlag: boolean,
): DownloadChoice[] => {
  const wanted: AppLinkType[] = [];
  if (device !== 'ios') wanted.push('Android');
  if (device !== 'android') wanted.push('IOS');
  if (device !== 'android' && !webClipFlag) wanted.push('MOBILECONFIG');
  return wanted.flatMap((type) => {
    const link = links.find((l) => l.resourceType === type && l.url !== '');
    return link ? [{ type, url: link.url }] : [];
  });
};

export interface AppModes {
  appShell: boolean;
  standalone: boolean;
  webClip: boolean;
}

/** Home's app-download image: only where the app is not what the user already runs. */
export const appDownloadShown = ({ appShell, standalone, webClip }: AppModes): boolean =>
  !appShell && !standalone && !webClip;

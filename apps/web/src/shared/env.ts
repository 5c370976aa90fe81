import { APP_SHELL_UA_MARK, STORAGE_KEYS } from '@lotto/contract';
import { local } from './storage';

/** Where the app runs: a browser tab, an installed PWA, an iOS web clip, or the app shell. */
const ua = () => navigator.userAgent;

export const isAppShell = () => ua().includes(APP_SHELL_UA_MARK);
export const isIOS = () => /iPhone|iPad|iPod/.test(ua());
export const isAndroid = () => /Android/.test(ua());

/** iOS major.minor from the user agent, or null elsewhere. */
export const iosVersion = (): [number, number] | null => {
  const match = ua().match(/OS (\d+)_(\d+)/);
  return isIOS() && match ? [Number(match[1]), Number(match[2])] : null;
};

/** Installed to the home screen (PWA standalone, or an iOS web clip). */
export const isStandalone = () =>
  globalThis.window?.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** A web clip: iOS home-screen mode, or the profile-installed clip that stores WEBCLIP=1. */
export const isWebClip = () =>
  local.get(STORAGE_KEYS.webClip) === '1' ||
  (isIOS() && (navigator as Navigator & { standalone?: boolean }).standalone === true);

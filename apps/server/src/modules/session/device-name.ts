import type { DeviceKind, SessionDevice } from '@lotto/contract';

/**
 * Names a device from its user agent, simply: the system and browser families a phone casino
 * player uses, by the tokens each puts in its user agent, tried in order (Edge and Opera also
 * say Chrome, Chrome also says Safari, iPadOS may say Macintosh). Versions are left out: they
 * change weekly and say nothing the member needs to recognise a device. Anything not matched
 * is null, never a guess; no regular expression here can backtrack (each is a plain token).
 */

const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows Phone/, 'Windows Phone'],
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iOS'],
  [/iPad/, 'iPadOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

const BROWSERS: readonly [RegExp, string][] = [
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|Opera|OPiOS\//, 'Opera'],
  [/UCBrowser\//, 'UC Browser'],
  [/MiuiBrowser\//, 'Mi Browser'],
  [/YaBrowser\//, 'Yandex'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\/|Safari\//, 'Safari'],
];

/** The site's own app shell marks its user agent so (README "Download bar"). */
const APP_SHELL = /LottoApp/;

const first = (ua: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

const kindOf = (ua: string, os: string | null): DeviceKind => {
  if (os === 'iPadOS' || /Tablet/.test(ua)) return 'tablet';
  // Android phones say Mobile; Android tablets do not.
  if (os === 'Android') return /Mobile/.test(ua) ? 'phone' : 'tablet';
  if (os === 'iOS' || os === 'Windows Phone' || /Mobile/.test(ua)) return 'phone';
  if (os === null) return 'unknown';
  return 'desktop';
};

/** The device a user agent names; an empty or missing one is an unknown device. */
export const deviceOf = (userAgent: string | null): SessionDevice => {
  const ua = userAgent ?? '';
  const os = ua === '' ? null : first(ua, SYSTEMS);
  const app = APP_SHELL.test(ua);
  // A web view inside the app shell is the app, whatever engine it runs on.
  const browser = app || ua === '' ? null : first(ua, BROWSERS);
  return { kind: ua === '' ? 'unknown' : kindOf(ua, os), os, browser, app };
};

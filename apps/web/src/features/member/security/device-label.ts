import type { DeviceSession } from '@lotto/contract';
import type { TextKey, TextVars } from '../../../shared/i18n';

type Translate = (key: TextKey, vars?: TextVars) => string;

/** "Chrome on Android", "ShweLucky app on iOS", or the kind of device where nothing more is known. */
export const deviceNameOf = (
  { device }: Pick<DeviceSession, 'device'>,
  t: Translate,
  siteName: string,
): string => {
  const { os, browser, app, kind } = device;
  if (app)
    return os
      ? t('member.security.appOn', { site: siteName, os })
      : t('member.security.app', { site: siteName });
  if (browser && os) return t('member.security.browserOn', { browser, os });
  if (browser || os) return `${t(`member.security.kind.${kind}`)} · ${browser ?? os}`;
  return t('member.security.unknownDevice');
};

/** The region's name in the app's language, or its code where the phone has no name for it. */
const countryName = (code: string, language: string) => {
  try {
    return (
      new Intl.DisplayNames([language === 'MY' ? 'my' : 'en'], { type: 'region' }).of(code) ?? code
    );
  } catch {
    return code;
  }
};

/**
 * Where a session signed in from: this machine or a local network by name (such addresses say
 * nothing of a place), otherwise the country when known, and the masked address.
 */
export const placeOf = (
  { place }: Pick<DeviceSession, 'place'>,
  t: Translate,
  language: string,
): string => {
  const where =
    place.kind === 'loopback'
      ? t('member.security.place.loopback')
      : place.kind === 'private'
        ? t('member.security.place.private')
        : place.country
          ? countryName(place.country, language)
          : t('member.security.place.internet');
  return `${where} · ${place.maskedIp}`;
};

/**
 * "5 min ago", "3 h ago" ... from the app's own texts: the phone's Intl data may lack Burmese
 * relative times (Chromium answers them in English).
 */
export const agoText = (at: number, now: number, t: Translate): string => {
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 1) return t('member.security.justNow');
  if (minutes < 60) return t('member.security.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('member.security.hoursAgo', { count: hours });
  return t('member.security.daysAgo', { count: Math.floor(hours / 24) });
};

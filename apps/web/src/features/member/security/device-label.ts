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

/** "5 minutes ago", "yesterday" ... in the app's language. */
export const agoText = (at: number, now: number, language: string): string => {
  const format = new Intl.RelativeTimeFormat(language === 'MY' ? 'my' : 'en', { numeric: 'auto' });
  const minutes = Math.round((at - now) / 60_000);
  if (Math.abs(minutes) < 60) return format.format(Math.min(minutes, 0), 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return format.format(hours, 'hour');
  return format.format(Math.round(hours / 24), 'day');
};

import { formatMinor } from '@lotto/contract';
import type { Site } from '../system/index.js';
import type { ChannelRow } from './deposits.repository.js';

/** A channel's hours and limits, in the site's time zone (DESIGN "Site time zone"). */

const minuteFormatters = new Map<string, Intl.DateTimeFormat>();

/** The site-local minute of the day of an instant. */
export const siteMinuteOf = (timeZone: string, ms: number): number => {
  let f = minuteFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    minuteFormatters.set(timeZone, f);
  }
  let hour = 0;
  let minute = 0;
  for (const p of f.formatToParts(ms)) {
    if (p.type === 'hour') hour = Number(p.value);
    if (p.type === 'minute') minute = Number(p.value);
  }
  return hour * 60 + minute;
};

/** Whether the channel takes deposits at that instant; closes before opens spans midnight. */
export const isOpen = (site: Site, channel: ChannelRow, now: number): boolean => {
  const { opens_minute: opens, closes_minute: closes } = channel;
  if (opens === 0 && closes >= 1440) return true;
  const minute = siteMinuteOf(site.timeZone, now);
  return opens < closes ? minute >= opens && minute < closes : minute >= opens || minute < closes;
};

export const clockText = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The quick picks the amount field offers: round amounts within the channels' limits. */
export const QUICK_AMOUNTS_MAJOR = [100, 500, 1000, 5000, 10000, 50000];

export const quickAmounts = (channels: readonly ChannelRow[]): string[] => {
  const min = Math.min(...channels.map((c) => c.min_minor));
  const max = Math.max(...channels.map((c) => c.max_minor));
  return QUICK_AMOUNTS_MAJOR.map((m) => m * 100)
    .filter((minor) => minor >= min && minor <= max)
    .map(formatMinor);
};

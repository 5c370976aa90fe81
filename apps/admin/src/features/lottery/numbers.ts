import { fill } from '../../shared/i18n';
import type { AdminDrawSchedule } from './types';

/** Seconds from midnight as "HH:MM" (":SS" only when it has seconds). */
export const clockOf = (sec: number): string => {
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = sec % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return s === 0 ? `${pad(h)}:${pad(m)}` : `${pad(h)}:${pad(m)}:${pad(s)}`;
};

/** "HH:MM" or "HH:MM:SS" as seconds from midnight; null when it is no time of day. */
export const secondsOf = (clock: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(clock.trim());
  if (!match) return null;
  const [h, m, s] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (h > 23 || m > 59 || s > 59) return null;
  return h * 3600 + m * 60 + s;
};

interface ScheduleWords {
  every: string;
  daily: string;
  closes: string;
  minutes: string;
  hours: string;
  seconds: string;
  days: string;
}

/** A span of seconds in the largest whole unit: "5 min", "1 h", "90 s". */
export const spanOf = (sec: number, w: Pick<ScheduleWords, 'minutes' | 'hours' | 'seconds'>) => {
  if (sec % 3600 === 0) return fill(w.hours, { n: sec / 3600 });
  if (sec % 60 === 0) return fill(w.minutes, { n: sec / 60 });
  return fill(w.seconds, { n: sec });
};

/** A draw rule in words: "every 5 min, 00:05–23:55, sales close 30 s before". */
export const scheduleSummary = (s: AdminDrawSchedule, w: ScheduleWords): string => {
  const when =
    s.cycleSec >= 86_400 || s.firstDrawSec === s.lastDrawSec
      ? fill(w.daily, { time: clockOf(s.firstDrawSec) })
      : `${fill(w.every, { span: spanOf(s.cycleSec, w) })}, ${clockOf(s.firstDrawSec)}–${clockOf(s.lastDrawSec)}`;
  const days = s.monthDays ? `, ${fill(w.days, { days: s.monthDays.join(', ') })}` : '';
  return `${when}${days}, ${fill(w.closes, { span: spanOf(s.closeSec, w) })}`;
};

/** An exact fraction ("49/50") as a percent with 2 decimals, rounded down ("98.00"). */
export const percentOf = (exact: string): string => {
  const [num, den] = exact.split('/');
  if (num === undefined) return '—';
  const n = BigInt(num);
  const d = BigInt(den ?? '1');
  if (d === 0n) return '—';
  const basisPoints = (n * 10_000n) / d;
  const whole = basisPoints / 100n;
  const cents = String(basisPoints % 100n).padStart(2, '0');
  return `${whole}.${cents}`;
};

/** A chance as text: "1/100000" stays exact, with its percent when it is not tiny. */
export const chanceOf = (exact: string): string => `${exact} (${percentOf(exact)} %)`;

/** "in 2 min 5 s" style distance from now to a time: the two largest units that matter. */
export const untilOf = (
  ms: number,
  now: number,
  w: { in: string; ago: string; days: string; hours: string; minutes: string; seconds: string },
): string => {
  const total = Math.round(Math.abs(ms - now) / 1000);
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts =
    d > 0
      ? [fill(w.days, { n: d }), h > 0 ? fill(w.hours, { n: h }) : '']
      : h > 0
        ? [fill(w.hours, { n: h }), m > 0 ? fill(w.minutes, { n: m }) : '']
        : [m > 0 ? fill(w.minutes, { n: m }) : '', fill(w.seconds, { n: s })];
  return fill(ms >= now ? w.in : w.ago, { span: parts.filter(Boolean).join(' ') });
};

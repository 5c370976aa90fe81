import { STORAGE_KEYS } from '@lotto/contract';
import { local, session } from '../../../shared/storage';

export type PopupVariant = 'A' | 'B';
interface Entry {
  title: string;
  content: string;
  execution: 'A' | 'B' | 'F';
}
export type SeenPair = { title: string; content: string };

/** spec/01 section 6: the variant depends only on whether session info exists. */
export const popupVariant = (hasSession: boolean): PopupVariant => (hasSession ? 'A' : 'B');

/** Variant A shows execution A, plus F on a first login; variant B shows execution B. */
export const popupEntries = <T extends Entry>(
  list: readonly T[],
  session: { present: boolean; firstLogin: boolean },
): T[] =>
  list.filter((entry) =>
    session.present
      ? entry.execution === 'A' || (session.firstLogin && entry.execution === 'F')
      : entry.execution === 'B',
  );

/** Something in `current` was not in the list shown before (title and content compared). */
export const hasNew = (seen: readonly SeenPair[], current: readonly SeenPair[]): boolean =>
  current.some((c) => !seen.some((s) => s.title === c.title && s.content === c.content));

const KEYS = { A: STORAGE_KEYS.popupSeenA, B: STORAGE_KEYS.popupSeenB } as const;

export const readSeen = (variant: PopupVariant): SeenPair[] => {
  try {
    const parsed: unknown = JSON.parse(local.get(KEYS[variant]) ?? '[]');
    return Array.isArray(parsed) ? (parsed as SeenPair[]) : [];
  } catch {
    return [];
  }
};

export const writeSeen = (variant: PopupVariant, entries: readonly SeenPair[]) =>
  local.set(
    KEYS[variant],
    JSON.stringify(entries.map(({ title, content }) => ({ title, content }))),
  );

/** How many seen announcements are kept: today's and those of the other languages. */
const SEEN_KEPT = 60;

/** The seen list with `entries` added (newest last), so a list seen in one language stays seen. */
export const addSeen = (seen: readonly SeenPair[], entries: readonly SeenPair[]): SeenPair[] => {
  const added = entries.filter((entry) => hasNew(seen, [entry]));
  return [...seen, ...added].slice(-SEEN_KEPT);
};

/** Previous and next stay within the list (spec/01 section 4). */
export const stepWithin = (index: number, step: number, length: number) =>
  Math.min(Math.max(index + step, 0), Math.max(length - 1, 0));

/** Session storage key: home already showed a popup in this visit (this tab's session). */
const VISIT_KEY = 'HOME_POPUP_SHOWN';

export const popupShownThisVisit = () => session.get(VISIT_KEY) === '1';
export const markPopupShown = () => session.set(VISIT_KEY, '1');

/**
 * The one popup home opens now, if any. A visit gets one at most (the announcements first,
 * else the latest news), never one after another: a popup closed does not make way for the
 * next, which waits for a later visit.
 */
export const popupDue = (due: {
  announcement: boolean;
  news: boolean;
  shownThisVisit: boolean;
}): 'announcement' | 'news' | null => {
  if (due.shownThisVisit) return null;
  if (due.announcement) return 'announcement';
  return due.news ? 'news' : null;
};

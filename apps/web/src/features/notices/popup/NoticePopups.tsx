import { STORAGE_KEYS, TIMINGS } from '@lotto/contract';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session-store';
import { session as sessionArea } from '../../../shared/storage';
import { useHomeAnnouncements } from '../api';
import {
  addSeen,
  hasNew,
  markPopupShown,
  popupDue,
  popupEntries,
  popupShownThisVisit,
  popupVariant,
  readSeen,
  writeSeen,
} from './popup-rules';

// Loaded only when there is something to show: the sanitizer comes with them.
const AnnouncementPopup = lazy(() => import('./AnnouncementPopup'));
const LatestNewsPopup = lazy(() => import('./LatestNewsPopup'));

/**
 * Home's popups (spec/01 section 4): 500 ms after home mounts, and whenever the list changes,
 * the announcement popup of the session's variant if it holds something not shown before, else
 * the latest news once per browser session (NOTICE_POP); one of them per visit at most. A
 * language switch brings the same announcements in other words: what was seen stays seen.
 */
export const NoticePopups = () => {
  const member = useSession();
  const { data } = useHomeAnnouncements();
  const [armed, setArmed] = useState(false);
  const [shown, setShown] = useState<'announcement' | 'news' | null>(null);
  const variant = popupVariant(member !== null);
  const firstLogin = member?.firstTimeLogin === true;

  const entries = useMemo(
    () => popupEntries(data?.popup ?? [], { present: member !== null, firstLogin }),
    [data, member, firstLogin],
  );
  const listKey = JSON.stringify(entries.map((e) => [e.title, e.content]));
  const { language } = useTranslation();
  const judgedIn = useRef(language);

  useEffect(() => {
    const id = setTimeout(() => setArmed(true), TIMINGS.popupDelay);
    return () => clearTimeout(id);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey stands for the entries; judged on new data only
  useEffect(() => {
    if (!armed || !data || shown) return;
    const switched = judgedIn.current !== language;
    judgedIn.current = language;
    if (switched) {
      writeSeen(variant, addSeen(readSeen(variant), entries));
      return;
    }
    const due = popupDue({
      announcement: entries.length > 0 && hasNew(readSeen(variant), entries),
      news: data.hot.length > 0 && sessionArea.get(STORAGE_KEYS.noticePopShown) !== '1',
      shownThisVisit: popupShownThisVisit(),
    });
    if (due) markPopupShown();
    setShown(due);
  }, [armed, data, listKey, variant, language]);

  const popupClosed = useCallback(() => {
    writeSeen(variant, addSeen(readSeen(variant), entries));
    setShown(null);
  }, [variant, entries]);
  const newsClosed = useCallback(() => {
    sessionArea.set(STORAGE_KEYS.noticePopShown, '1');
    setShown(null);
  }, []);

  return (
    <Suspense fallback={null}>
      {shown === 'announcement' && <AnnouncementPopup entries={entries} onClosed={popupClosed} />}
      {shown === 'news' && data && <LatestNewsPopup notices={data.hot} onClosed={newsClosed} />}
    </Suspense>
  );
};

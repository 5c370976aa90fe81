import { STORAGE_KEYS, TIMINGS } from '@lotto/contract';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session-store';
import { session as sessionArea } from '../../../shared/storage';
import { useHomeAnnouncements } from '../api';
import { addSeen, hasNew, popupEntries, popupVariant, readSeen, writeSeen } from './popup-rules';

// Loaded only when there is something to show: the sanitizer comes with them.
const AnnouncementPopup = lazy(() => import('./AnnouncementPopup'));
const LatestNewsPopup = lazy(() => import('./LatestNewsPopup'));

/**
 * Home's popups (spec/01 section 4): 500 ms after home mounts, and whenever the list changes,
 * the announcement popup of the session's variant shows if it holds something not shown
 * before; then the latest news, once per browser session (NOTICE_POP). A language switch
 * brings the same announcements in other words: what was seen stays seen.
 */
export const NoticePopups = () => {
  const member = useSession();
  const { data } = useHomeAnnouncements();
  const [armed, setArmed] = useState(false);
  const [showPopup, setShowPopup] = useState(false);
  const [showNews, setShowNews] = useState(false);
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
    if (!armed || !data) return;
    const switched = judgedIn.current !== language;
    judgedIn.current = language;
    if (switched && !showPopup) {
      writeSeen(variant, addSeen(readSeen(variant), entries));
      return;
    }
    const popup = entries.length > 0 && hasNew(readSeen(variant), entries);
    setShowPopup(popup);
    const newsDue = data.hot.length > 0 && sessionArea.get(STORAGE_KEYS.noticePopShown) !== '1';
    setShowNews(!popup && newsDue);
  }, [armed, data, listKey, variant, language]);

  const popupClosed = useCallback(() => {
    writeSeen(variant, addSeen(readSeen(variant), entries));
    setShowPopup(false);
    if (data && data.hot.length > 0 && sessionArea.get(STORAGE_KEYS.noticePopShown) !== '1') {
      setShowNews(true);
    }
  }, [variant, entries, data]);
  const newsClosed = useCallback(() => {
    sessionArea.set(STORAGE_KEYS.noticePopShown, '1');
    setShowNews(false);
  }, []);

  return (
    <Suspense fallback={null}>
      {showPopup && <AnnouncementPopup entries={entries} onClosed={popupClosed} />}
      {showNews && data && <LatestNewsPopup notices={data.hot} onClosed={newsClosed} />}
    </Suspense>
  );
};

import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useOnScreen } from '../../../shared/ui/use-on-screen';
import { useHomeAnnouncements } from '../api';
import '../notices.css';

/** spec/01 section 9: an empty ticker shows one placeholder item, id -1. */
export const EMPTY_TICKER_ID = -1;

/**
 * Home's notice bar: player (PL) titles scrolling by; a tap opens /m/notice. The scroll is a
 * compositor animation, held still while the bar is scrolled out of view (a hidden tab draws
 * no frames at all).
 */
export const NoticeTicker = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bar = useRef<HTMLButtonElement>(null);
  const onScreen = useOnScreen(bar);
  const { data } = useHomeAnnouncements();
  const items = data?.player.length
    ? data.player
    : [{ id: EMPTY_TICKER_ID, title: t('notices.tickerEmpty') }];
  const empty = items[0]?.id === EMPTY_TICKER_ID;
  const text = items.map((i) => i.title).join('');
  // About 60 characters per 10 s, whatever the number of titles.
  const seconds = Math.max(8, Math.round(text.length / 6));
  return (
    <button
      type="button"
      ref={bar}
      className={`ticker${onScreen ? '' : ' ticker--away'}`}
      data-testid="notice-ticker"
      aria-label={t('notices.tickerLabel')}
      onClick={() => navigate(paths.notice)}
    >
      <svg className="ticker__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M3 10v4h4l5 4V6L7 10H3zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z"
          fill="currentColor"
        />
      </svg>
      <span className="ticker__viewport">
        <span
          className={`ticker__track${empty ? ' ticker__track--still' : ''}`}
          style={{ animationDuration: `${seconds}s` }}
        >
          {items.map((item) => (
            <span key={item.id} className="ticker__item" data-id={item.id}>
              {item.title}
            </span>
          ))}
        </span>
      </span>
    </button>
  );
};

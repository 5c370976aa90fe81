import type { AnnouncementsAnswer } from '@lotto/contract';
import { useState } from 'react';
import { SafeHtml } from '../../../shared/html/SafeHtml';
import { useTranslation } from '../../../shared/i18n';
import { Modal } from './Modal';
import { stepWithin } from './popup-rules';
import '../notices.css';

type Entry = AnnouncementsAnswer['popup'][number];

/** The paged announcement popup: previous, next (within bounds), close (spec/01 section 2). */
export default function AnnouncementPopup(props: { entries: Entry[]; onClosed: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const entry = props.entries[index];
  if (!entry) return null;
  const total = props.entries.length;
  return (
    <Modal
      title={t('notices.popupTitle')}
      testId="announcement-popup"
      onClosed={props.onClosed}
      footer={
        total < 2
          ? undefined
          : () => (
              <div className="notice-pager">
                <button
                  type="button"
                  className="button button--small button--outline-primary"
                  disabled={index === 0}
                  data-testid="popup-previous"
                  onClick={() => setIndex((i) => stepWithin(i, -1, total))}
                >
                  {t('notices.previous')}
                </button>
                <span className="notice-pager__page" data-testid="popup-page">
                  {t('notices.page', { current: index + 1, total })}
                </span>
                <button
                  type="button"
                  className="button button--small button--outline-primary"
                  disabled={index === total - 1}
                  data-testid="popup-next"
                  onClick={() => setIndex((i) => stepWithin(i, 1, total))}
                >
                  {t('notices.next')}
                </button>
              </div>
            )
      }
    >
      {(close) => (
        <article className="notice-entry" data-testid="popup-entry" data-id={entry.id}>
          <h3 className="notice-entry__title">{entry.title}</h3>
          <SafeHtml
            html={entry.content}
            className="notice-entry__content rich-text"
            onNavigate={close}
          />
        </article>
      )}
    </Modal>
  );
}

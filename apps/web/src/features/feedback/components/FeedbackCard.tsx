import type { FeedbackItem } from '@lotto/contract';
import { useId, useState } from 'react';
import { localDateTime } from '../../../shared/dates';
import { useTranslation } from '../../../shared/i18n';
import { useMarkRead } from '../api';
import { FeedbackImages } from './FeedbackImages';

/**
 * One of the member's feedback: type, time, status and the start of the text; opened, the
 * whole text, its images and the operator's replies. Opening one with an unread reply (the
 * dot) marks it read.
 */
export const FeedbackCard = ({ item }: { item: FeedbackItem }) => {
  const { t } = useTranslation();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const markRead = useMarkRead();
  const replied = item.replies.length > 0;

  const toggle = () => {
    setOpen(!open);
    if (!open && item.unread > 0) markRead.mutate(item.id);
  };

  return (
    <li
      className={`feedback-card${item.unread > 0 ? ' is-unread' : ''}`}
      data-testid="feedback-item"
      data-id={item.id}
      data-unread={item.unread}
    >
      <button
        type="button"
        className="feedback-card__head"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={toggle}
        data-testid="feedback-open"
      >
        <span className="feedback-card__meta">
          <span className="feedback-card__type">{t(`feedback.types.${item.type}`)}</span>
          <time dateTime={new Date(item.createdAt).toISOString()}>
            {localDateTime(item.createdAt)}
          </time>
        </span>
        <span className={`feedback-card__text${open ? ' is-open' : ''}`}>{item.content}</span>
        <span className="feedback-card__foot">
          <span className={`feedback-status${replied ? ' is-replied' : ''}`}>
            {replied ? t('feedback.replied') : t('feedback.waiting')}
          </span>
          {item.unread > 0 && (
            <span className="feedback-card__dot" data-testid="feedback-unread-dot">
              {t('feedback.newReply')}
            </span>
          )}
          <span className={`feedback-card__chevron${open ? ' is-open' : ''}`} aria-hidden="true" />
        </span>
      </button>
      {open && (
        <div className="feedback-card__body" id={bodyId}>
          <FeedbackImages id={item.id} count={item.images} />
          {item.replies.map((reply) => (
            <div key={reply.id} className="feedback-reply" data-testid="feedback-reply">
              <p className="feedback-reply__head">
                <span className="feedback-reply__from">{t('feedback.reply')}</span>
                <time dateTime={new Date(reply.repliedAt).toISOString()}>
                  {localDateTime(reply.repliedAt)}
                </time>
              </p>
              <p className="feedback-reply__text">{reply.content}</p>
            </div>
          ))}
        </div>
      )}
    </li>
  );
};

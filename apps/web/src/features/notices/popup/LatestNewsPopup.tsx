import type { AnnouncementsAnswer } from '@lotto/contract';
import { SafeHtml } from '../../../shared/html/SafeHtml';
import { useTranslation } from '../../../shared/i18n';
import { Modal } from './Modal';
import '../notices.css';

/** Latest news: every hot notice's content in a list, with a close button. */
export default function LatestNewsPopup(props: {
  notices: AnnouncementsAnswer['hot'];
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('notices.latestNews')} testId="latest-news-popup" onClosed={props.onClosed}>
      {(close) => (
        <ul className="notice-list">
          {props.notices.map((notice) => (
            <li key={notice.id} className="notice-list__item">
              <h3 className="notice-entry__title">{notice.title}</h3>
              <SafeHtml html={notice.content} className="rich-text" onNavigate={close} />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

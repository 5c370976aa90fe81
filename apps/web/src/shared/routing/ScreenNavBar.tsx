import { useTranslation } from '../i18n';
import { BackIcon } from '../ui/icons';
import { useBack } from './use-back';

/** A back arrow and title for screens that hide the frame header and draw their own. */
export const ScreenNavBar = ({ title }: { title: string }) => {
  const { t } = useTranslation();
  const back = useBack();
  return (
    <header className="nav-bar">
      <button type="button" className="icon-button" onClick={back} aria-label={t('common.back')}>
        <BackIcon />
      </button>
      <h1 className="nav-bar__title">{title}</h1>
      <span className="icon-button" aria-hidden="true" />
    </header>
  );
};

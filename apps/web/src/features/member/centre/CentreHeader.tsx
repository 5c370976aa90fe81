import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { BackIcon } from '../../../shared/ui/icons';
import { DownloadIcon, MailIcon, SettingsIcon } from '../icons';
import { useEntryLink } from './entry-link';

interface CentreHeaderProps {
  onDownload: () => void;
  /** Unread inbox messages: a red dot above 0. */
  unread: number;
}

/**
 * The member centre's own header (spec/02 section 2): back to home, the title, settings, the
 * download popup and the message icon (the inbox, or login for a visitor).
 */
export const CentreHeader = ({ onDownload, unread }: CentreHeaderProps) => {
  const { t } = useTranslation();
  const entry = useEntryLink();
  const inbox = entry(paths.webEmail);
  const settings = entry(paths.set);
  return (
    <header className="mine-header" data-testid="mine-header">
      <Link className="icon-button" to={paths.home} aria-label={t('common.back')}>
        <BackIcon />
      </Link>
      <h1 className="mine-header__title">{t('titles.mine')}</h1>
      <div className="mine-header__actions">
        <button
          type="button"
          className="icon-button"
          aria-label={t('member.download')}
          data-testid="mine-download"
          onClick={onDownload}
        >
          <DownloadIcon />
        </button>
        <Link
          className="icon-button mine-header__mail"
          to={inbox.to}
          state={inbox.state}
          aria-label={unread > 0 ? t('member.unreadMessages') : t('member.messages')}
          data-testid="mine-messages"
        >
          <MailIcon />
          {unread > 0 && <span className="mine-header__dot" data-testid="mine-messages-dot" />}
        </Link>
        <Link
          className="icon-button"
          to={settings.to}
          state={settings.state}
          aria-label={t('member.settings')}
          data-testid="mine-settings"
        >
          <SettingsIcon />
        </Link>
      </div>
    </header>
  );
};

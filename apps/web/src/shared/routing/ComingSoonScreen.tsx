import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useTranslation } from '../i18n';
import { useScreen } from './frame-rules';
import { ScreenNavBar } from './ScreenNavBar';

/** A screen that a later issue builds: it keeps the frame, says so, and offers a way back. */
export default function ComingSoonScreen() {
  const { t } = useTranslation();
  const screen = useScreen();
  const title = t(`titles.${screen.title}`);
  return (
    <section className="screen coming-soon" data-testid="coming-soon">
      {screen.header === 'none' && <ScreenNavBar title={title} />}
      <div className="empty-state">
        <svg className="empty-state__art" viewBox="0 0 64 64" aria-hidden="true">
          <path d="M26 8h12l14 44H12z" fill="var(--app-accent)" />
          <path d="M22 22h20l3 9H19zM17 38h30l3 9H14z" fill="var(--adm-color-primary)" />
          <rect x="6" y="52" width="52" height="6" rx="2" fill="var(--app-header-bg)" />
        </svg>
        <h2 className="empty-state__title">{title}</h2>
        <p className="empty-state__title-sub">{t('common.comingSoonTitle')}</p>
        <p className="empty-state__body">{t('common.comingSoonBody')}</p>
        <Link className="button button--primary" to={paths.home}>
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}

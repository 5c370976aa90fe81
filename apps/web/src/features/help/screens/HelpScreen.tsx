import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { ScreenNavBar } from '../../../shared/routing/ScreenNavBar';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useHelpCentre } from '../api';
import { ContactCard } from '../components/ContactCard';
import { plainTextOf } from '../help-text';
import '../help.css';

/** The entries, each leading to its detail by index; its own loading, error and empty states. */
const HelpList = () => {
  const { t } = useTranslation();
  const centre = useHelpCentre();
  if (centre.isPending) return <Spinner label={t('common.loading')} />;
  if (centre.isError) return <ErrorRetry onRetry={() => void centre.refetch()} />;
  if (centre.data.list.length === 0) {
    return (
      <div className="empty-state help-empty" data-testid="help-empty">
        <h2 className="empty-state__title">{t('help.emptyTitle')}</h2>
        <p className="empty-state__body">{t('help.emptyBody')}</p>
      </div>
    );
  }
  return (
    <ol className="help-list" data-testid="help-list">
      {centre.data.list.map((entry) => (
        <li key={entry.id}>
          <Link className="help-card" to={`${paths.helpDetail}?i=${entry.index}`}>
            <span className="help-card__number" aria-hidden="true">
              {entry.index + 1}
            </span>
            <span className="help-card__text">
              <span className="help-card__title">{entry.title}</span>
              <span className="help-card__excerpt">{plainTextOf(entry.content)}</span>
            </span>
            <span className="help-card__chevron" aria-hidden="true">
              ›
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
};

/** /m/help: the help centre (spec/02 "Help centre"); it draws its own header. */
export default function HelpScreen() {
  const { t } = useTranslation();
  return (
    <section className="screen help" data-testid="help-screen">
      <ScreenNavBar title={t('titles.help')} />
      <div className="help-hero">
        <h2 className="help-hero__title">{t('help.introTitle')}</h2>
        <p className="help-hero__body">{t('help.introBody')}</p>
      </div>
      <HelpList />
      <ContactCard />
    </section>
  );
}

import { useRouteError } from 'react-router';
import { paths } from '../shared/config/paths';
import { FirstPaintDone } from '../shared/first-paint/first-paint';
import { useTranslation } from '../shared/i18n';

/** A screen that failed to load (a lost chunk, a render error): say so, offer retry and home. */
export const RouteError = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <section className="screen empty-state" role="alert" data-testid="route-error">
      <FirstPaintDone />
      <h2 className="empty-state__title">{t('common.routeLoadFailed')}</h2>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {t('common.retry')}
      </button>
      <a className="button button--ghost" href={paths.home}>
        {t('common.backHome')}
      </a>
    </section>
  );
};

import { Link } from 'react-router';
import { paths } from '../shared/config/paths';
import { useTranslation } from '../shared/i18n';

export const NotFoundScreen = () => {
  const { t } = useTranslation();
  return (
    <section className="screen empty-state" data-testid="not-found">
      <h2 className="empty-state__title">{t('common.notFoundTitle')}</h2>
      <p className="empty-state__body">{t('common.notFoundBody')}</p>
      <Link className="button button--primary" to={paths.home}>
        {t('common.backHome')}
      </Link>
    </section>
  );
};

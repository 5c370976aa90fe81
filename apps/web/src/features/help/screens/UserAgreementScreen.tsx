import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { SafeHtml } from '../../../shared/html/SafeHtml';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { isNotFound, useUserAgreement } from '../api';
import { NotFoundState } from '../components/NotFoundState';
import { dayOf } from '../help-text';
import '../help.css';

/** /m/useragreement: the site's terms, as the site publishes them (reached from registration). */
export default function UserAgreementScreen() {
  const { t } = useTranslation();
  const agreement = useUserAgreement();
  if (agreement.isPending) return <Spinner label={t('common.loading')} />;
  if (agreement.isError) {
    return isNotFound(agreement.error) ? (
      <section className="screen">
        <NotFoundState
          title={t('help.agreementMissingTitle')}
          body={t('help.agreementMissingBody')}
          testId="agreement-missing"
        >
          <Link className="button button--outline-primary" to={paths.service}>
            {t('help.contactButton')}
          </Link>
        </NotFoundState>
      </section>
    ) : (
      <ErrorRetry onRetry={() => void agreement.refetch()} />
    );
  }
  const { title, content, updatedAt } = agreement.data;
  return (
    <section className="screen help-detail" data-testid="agreement-screen">
      <article className="help-article">
        <h2 className="help-article__title">{title}</h2>
        <p className="help-article__count">
          {t('help.agreementUpdated', { date: dayOf(updatedAt) })}
        </p>
        <SafeHtml html={content} className="rich-text help-rich" testId="agreement-content" />
      </article>
    </section>
  );
}

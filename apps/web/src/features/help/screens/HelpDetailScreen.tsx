import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { SafeHtml } from '../../../shared/html/SafeHtml';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { isNotFound, useHelpEntry } from '../api';
import { ContactCard } from '../components/ContactCard';
import { NotFoundState } from '../components/NotFoundState';
import { helpIndexOf } from '../help-text';
import '../help.css';

const detailOf = (index: number) => `${paths.helpDetail}?i=${index}`;

/** /m/helpDetail?i=: one entry of the help centre, by its index (spec/02 "Help centre"). */
export default function HelpDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const index = helpIndexOf(params.get('i'));
  const entry = useHelpEntry(index);
  const allTopics = (
    <Link className="button button--outline-primary" to={paths.help}>
      {t('help.allTopics')}
    </Link>
  );

  if (index === null || (entry.isError && isNotFound(entry.error))) {
    return (
      <section className="screen help-detail">
        <NotFoundState
          title={t('help.notFoundTitle')}
          body={t('help.notFoundBody')}
          testId="help-not-found"
        >
          {allTopics}
        </NotFoundState>
      </section>
    );
  }
  if (entry.isPending) return <Spinner label={t('common.loading')} />;
  if (entry.isError) return <ErrorRetry onRetry={() => void entry.refetch()} />;

  const { title, content, total } = entry.data;
  return (
    <section className="screen help-detail" data-testid="help-detail">
      <article className="help-article">
        <p className="help-article__count">{t('help.articleOf', { current: index + 1, total })}</p>
        <h2 className="help-article__title">{title}</h2>
        <SafeHtml html={content} className="rich-text help-rich" testId="help-content" />
      </article>
      <nav className="help-pager" aria-label={t('help.allTopics')}>
        {index > 0 ? (
          <Link className="button button--ghost" to={detailOf(index - 1)} replace>
            ‹ {t('help.previous')}
          </Link>
        ) : (
          <span />
        )}
        {allTopics}
        {index + 1 < total ? (
          <Link className="button button--ghost" to={detailOf(index + 1)} replace>
            {t('help.next')} ›
          </Link>
        ) : (
          <span />
        )}
      </nav>
      <ContactCard />
    </section>
  );
}

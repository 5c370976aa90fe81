import type { PromotionDetailAnswer } from '@lotto/contract';
import { useSearchParams } from 'react-router';
import { SafeHtml } from '../../../shared/html/SafeHtml';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { usePromotion } from '../api';
import { ApplicationImages } from '../components/ApplicationImages';
import { ApplyForm } from '../components/ApplyForm';
import { PromotionImage } from '../components/PromotionImage';
import { PromotionTerms } from '../components/PromotionTerms';
import { StatusAction } from '../components/StatusAction';
import { detailDate } from '../dates';
import '../promotions.css';

const idFrom = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const scrollToForm = () =>
  document.getElementById('apply-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/**
 * /m/activityDetail?id= (spec/02): image 1, title, dates as MM/DD/YYYY or long term, the
 * member's button, the terms in figures and the sanitized HTML content; a manual promotion
 * shows its apply form, then the application waiting for review.
 */
export default function ActivityDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const query = usePromotion(id);
  if (id === null || (query.isError && (query.error as { status?: number }).status === 404)) {
    return <p className="empty-state promo-empty">{t('promotions.notFound')}</p>;
  }
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <ErrorRetry onRetry={() => void query.refetch()} />;
  return <Detail promotion={query.data} />;
}

const Detail = ({ promotion: p }: { promotion: PromotionDetailAnswer }) => {
  const { t } = useTranslation();
  const dates =
    p.noExpiry === 1 || p.endDate === null
      ? t('promotions.longTerm')
      : t('promotions.period', { from: detailDate(p.startDate), to: detailDate(p.endDate) });
  return (
    <article className="screen promo-detail" data-testid="activity-detail">
      <PromotionImage promotion={p} eager />
      <div className="promo-detail__card">
        <h2 className="promo-detail__title">{p.title}</h2>
        <p className="promo-detail__dates" data-testid="promo-dates">
          {dates}
        </p>
        <StatusAction promotion={p} onApply={scrollToForm} />
      </div>
      <PromotionTerms promotion={p} />
      <SafeHtml className="promo-detail__content" html={p.content} testId="promo-content" />
      {p.status === 'applying' && <ApplyForm promotionId={p.id} />}
      {p.progress?.applicationId != null && (
        <div className="promo-detail__card">
          <p className="promo-application__waiting">{t('promotions.apply.waiting')}</p>
          <ApplicationImages id={p.progress.applicationId} count={p.progress.applicationImages} />
        </div>
      )}
    </article>
  );
};

import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { localDate } from '../../../shared/dates';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { usePromotions } from '../api';
import { PromotionImage } from '../components/PromotionImage';
import '../promotions.css';

/**
 * /m/activity (spec/02 "Promotions and activities"): category tabs in a horizontally
 * scrolling strip, the first active, filtering the cards; a card shows image 1, the title and
 * the dates (YYYY/MM/DD, or long term) and opens /m/activityDetail?id=. An `id` in the address
 * opens that detail directly. The list reloads when the language changes (its query key).
 */
export default function ActivityScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const promotions = usePromotions();
  const [chosen, setChosen] = useState<number | null>(null);
  const id = params.get('id');
  if (id) return <Navigate to={`${paths.activityDetail}?id=${encodeURIComponent(id)}`} replace />;

  const categories = promotions.data?.categories ?? [];
  const active = categories.some((c) => c.id === chosen) ? chosen : (categories[0]?.id ?? null);
  const shown = (promotions.data?.promotions ?? []).filter(
    (p) => active === null || p.promoAnnouncementCategoryIds.includes(active),
  );
  return (
    <section className="screen promo-list" data-testid="activity">
      {categories.length > 0 && (
        <div className="promo-tabs" role="tablist" aria-label={t('promotions.tabs')}>
          {categories.map((c) => (
            <button
              key={c.id}
              type="button"
              role="tab"
              aria-selected={c.id === active}
              className={`promo-tabs__tab${c.id === active ? ' promo-tabs__tab--on' : ''}`}
              data-testid={`promo-tab-${c.id}`}
              onClick={() => setChosen(c.id)}
            >
              {c.title}
            </button>
          ))}
        </div>
      )}
      {promotions.isPending && <Spinner label={t('common.loading')} />}
      {promotions.isError && <ErrorRetry onRetry={() => void promotions.refetch()} />}
      {promotions.isSuccess && shown.length === 0 && (
        <p className="empty-state promo-empty">{t('promotions.empty')}</p>
      )}
      <div role="tabpanel">
        <ul className="promo-cards">
          {shown.map((p, i) => (
            <li key={p.id}>
              <Link
                className="promo-card"
                to={`${paths.activityDetail}?id=${p.id}`}
                data-testid={`promo-card-${p.id}`}
              >
                <PromotionImage promotion={p} eager={i < 2} />
                <span className="promo-card__body">
                  <span className="promo-card__title">{p.title}</span>
                  <span className="promo-card__meta">
                    <span className="promo-card__dates">
                      {p.noExpiry === 1 || p.endDate === null
                        ? t('promotions.longTerm')
                        : t('promotions.period', {
                            from: localDate(p.startDate),
                            to: localDate(p.endDate),
                          })}
                    </span>
                    <span className={`promo-chip promo-chip--${p.status}`}>
                      {t(`promotions.status.${p.status}`)}
                    </span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

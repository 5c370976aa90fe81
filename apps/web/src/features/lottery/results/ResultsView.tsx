import type { LotteryGameSummary } from '@lotto/contract';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useDraws } from '../api/queries';
import { TrendChart } from '../components/TrendChart';
import { positionsOf } from '../model/result-view';
import { dayBefore } from '../model/site-day';
import { DrawRow } from './DrawRow';

const TREND_DRAWS = 30;

/** A game's results by site day (the day is in the address), the trend, and each draw's proof. */
export const ResultsView = ({ game }: { game: LotteryGameSummary }) => {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? undefined;
  const draws = useDraws(game.code, date, TREND_DRAWS);
  const first = draws.data?.pages[0];
  const list = draws.data?.pages.flatMap((page) => page.list) ?? [];
  const trend = list.slice(0, TREND_DRAWS).flatMap((draw) => {
    const values = draw.result ? positionsOf(draw.result) : null;
    return values ? [{ drawNo: draw.drawNo, values }] : [];
  });
  // A daily game not yet drawn today opens on yesterday's draws rather than an empty day.
  const today = date ? undefined : first?.date;
  const emptyToday = !date && draws.data !== undefined && list.length === 0;
  useEffect(() => {
    if (!emptyToday || !today) return;
    const next = new URLSearchParams(params);
    next.set('date', dayBefore(today));
    setParams(next, { replace: true });
  }, [emptyToday, today, params, setParams]);
  const pickDate = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('date', value);
    else next.delete('date');
    setParams(next, { replace: true });
  };
  return (
    <div className="lott-results" data-testid="results-view">
      <div className="lott-results__date">
        <label htmlFor={id}>{t('lottery.results.date')}</label>
        <input
          id={id}
          type="date"
          value={date ?? first?.date ?? ''}
          onChange={(event) => pickDate(event.target.value)}
          data-testid="results-date"
        />
      </div>
      {draws.isLoading && <Spinner label={t('common.loading')} />}
      {draws.isError && <ErrorRetry onRetry={() => void draws.refetch()} />}
      {draws.data && list.length === 0 && (
        <p className="lott-empty">{t('lottery.results.empty')}</p>
      )}
      {trend.length > 1 && <TrendChart family={game.family} rows={trend} />}
      {list.length > 0 && (
        <>
          <h3 className="lott-section-title">{t('lottery.results.history')}</h3>
          <ul className="lott-drawlist" data-testid="draw-list">
            {list.map((draw) => (
              <DrawRow key={draw.drawNo} game={game} draw={draw} />
            ))}
          </ul>
          {draws.hasNextPage && (
            <button
              type="button"
              className="button button--ghost button--block"
              disabled={draws.isFetchingNextPage}
              onClick={() => void draws.fetchNextPage()}
              data-testid="more-draws"
            >
              {draws.isFetchingNextPage ? t('common.loading') : t('lottery.results.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
};

import type { LotteryResult, VnMenuAnswer } from '@lotto/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { localDateTime } from '../../../shared/dates';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useVnOpened } from '../api/queries';
import { ChipTabs } from '../components/ChipTabs';
import { betPathOf } from '../components/GameCard';
import { ResultTable } from '../components/ResultBalls';
import { dayAfter, dayBefore } from '../model/site-day';
import { DrawProof } from '../results/DrawRow';
import { LotoTable } from './LotoTable';

type Region = VnMenuAnswer['regions'][number];

/**
 * The drawn numbers of a VN game by day (/lgw/vn/numeros/opened/game): every prize, the lô table
 * and the proof. It opens on today, or on yesterday while today's draw is still to come.
 */
export const VnOpenedBoard = ({ regions }: { regions: Region[] }) => {
  const { t } = useTranslation();
  const games = regions.flatMap((region) =>
    region.games.map((game) => ({ ...game, variant: region.region })),
  );
  const [code, setCode] = useState(games[0]?.code ?? '');
  const [date, setDate] = useState<string | undefined>();
  const [today, setToday] = useState<string | undefined>();
  const opened = useVnOpened(code, date);
  const answer = opened.data;
  const game = games.find((g) => g.code === code);

  // Today's answer names the site's today; while today is not drawn yet, show yesterday.
  useEffect(() => {
    if (date !== undefined || !answer || opened.isPlaceholderData) return;
    setToday(answer.date);
    if (answer.list.length === 0) setDate(dayBefore(answer.date));
  }, [date, answer, opened.isPlaceholderData]);

  const pickGame = (next: string) => {
    setCode(next);
    setDate(undefined);
  };
  const shown = date ?? answer?.date;
  const upcoming = game?.today && game.today.status === 'open' ? game.today : null;
  return (
    <section className="lott-vn__board" aria-labelledby="vn-board-title" data-testid="vn-board">
      <h3 id="vn-board-title" className="lott-section-title">
        {t('lottery.vn.board')}
      </h3>
      <ChipTabs
        label={t('lottery.vn.board')}
        tabs={games.map((g) => ({ id: g.code, value: g.code, label: g.name }))}
        selected={code}
        onSelect={pickGame}
        testIdPrefix="vn-board-game"
      />
      <div className="lott-vn__day">
        <button
          type="button"
          className="lott-vn__step"
          aria-label={t('lottery.vn.prevDay')}
          disabled={!shown}
          onClick={() => shown && setDate(dayBefore(shown))}
          data-testid="vn-prev-day"
        >
          ‹
        </button>
        <b data-testid="vn-board-date">{shown ?? '—'}</b>
        <button
          type="button"
          className="lott-vn__step"
          aria-label={t('lottery.vn.nextDay')}
          disabled={!shown || !today || shown >= today}
          onClick={() => shown && setDate(dayAfter(shown))}
          data-testid="vn-next-day"
        >
          ›
        </button>
      </div>
      {upcoming && (
        <p className="lott-note" data-testid="vn-upcoming">
          {t('lottery.vn.todayAt', {
            drawNo: upcoming.drawNo,
            time: localDateTime(upcoming.drawAt),
          })}
        </p>
      )}
      {opened.isLoading && <Spinner label={t('common.loading')} />}
      {opened.isError && <ErrorRetry onRetry={() => void opened.refetch()} />}
      {answer && answer.list.length === 0 && !opened.isPlaceholderData && (
        <p className="lott-empty" data-testid="vn-board-empty">
          {t('lottery.results.empty')}
        </p>
      )}
      {answer && game && (
        <ul className="lott-drawlist">
          {answer.list.map((draw) => {
            const result: LotteryResult = {
              family: 'VN',
              variant: game.variant,
              prizes: draw.prizes,
            };
            return (
              <li
                key={draw.drawNo}
                className="lott-drawrow"
                data-testid="vn-draw"
                data-draw-no={draw.drawNo}
              >
                <div className="lott-drawrow__head">
                  <b>{draw.drawNo}</b>
                  <span className="lott-muted">{localDateTime(draw.drawAt)}</span>
                </div>
                <div className="lott-vn__result">
                  <ResultTable result={result} />
                  <LotoTable prizes={draw.prizes} />
                </div>
                <DrawProof
                  game={{ family: 'VN', variant: game.variant }}
                  draw={{ drawNo: draw.drawNo, seedHash: draw.seedHash, seed: draw.seed, result }}
                />
              </li>
            );
          })}
        </ul>
      )}
      {game && (
        <Link
          className="button button--ghost button--block"
          to={`${betPathOf(game.code)}&view=results`}
        >
          {t('lottery.vn.history')}
        </Link>
      )}
    </section>
  );
};

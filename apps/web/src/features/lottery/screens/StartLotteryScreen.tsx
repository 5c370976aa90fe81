import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useHeaderTitle } from '../../../shared/routing/header-title';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useLotteryGame, useLotteryGames, usePopularLotteries } from '../api/queries';
import { BetView } from '../betting/BetView';
import { DrawHeader } from '../betting/DrawHeader';
import { useDrawOnSale } from '../betting/use-draw-on-sale';
import { engineCodeOf } from '../model/search';
import { usePageBack } from '../model/use-page-back';
import { OrdersView } from '../orders/OrdersView';
import { ResultsView } from '../results/ResultsView';
import '../lottery.css';

const VIEWS = ['bet', 'results', 'orders'] as const;
type View = (typeof VIEWS)[number];
const VIEW_KEYS = {
  bet: 'lottery.bet.tabBet',
  results: 'lottery.bet.tabResults',
  orders: 'lottery.bet.tabOrders',
} as const;

/**
 * /m/startLottery?code=: a game's betting page, results and the member's orders (the tab is in
 * the address). Without a code it opens the most popular game; a catalogue game's id (a
 * LOTT/ELOTT launch) opens the engine game it is linked to.
 */
export default function StartLotteryScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  usePageBack();
  const asked = params.get('code');
  const view: View = VIEWS.find((v) => v === params.get('view')) ?? 'bet';
  const all = useLotteryGames();
  const popular = usePopularLotteries();
  const list = all.data?.list;
  const code = asked && list ? engineCodeOf(list, asked, params.get('nodeId')) : null;

  // No code: the most popular game (else the first); a catalogue id: its engine game.
  useEffect(() => {
    if (params.has('pageBack')) return;
    const fallback = popular.data?.list[0]?.code ?? list?.[0]?.code;
    const target = asked ? code : fallback;
    if (target && target !== asked) {
      const next = new URLSearchParams(params);
      next.set('code', target);
      next.delete('nodeId');
      next.delete('prize_mode');
      setParams(next, { replace: true });
    }
  }, [asked, code, list, popular.data, params, setParams]);

  const game = useLotteryGame(code);
  const answer = game.data;
  useHeaderTitle(answer?.game.name ?? t('titles.startLottery'));
  const sale = useDrawOnSale(answer, game.refetch);

  if (all.isError || game.isError) {
    return <ErrorRetry onRetry={() => void (all.isError ? all.refetch() : game.refetch())} />;
  }
  if (list && asked && !code) {
    return (
      <div className="empty-state" data-testid="lottery-missing">
        <p className="empty-state__title">{t('lottery.lobby.notFound')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => navigate(paths.lottery)}
        >
          {t('titles.lottery')}
        </button>
      </div>
    );
  }
  if (!answer) return <Spinner label={t('common.loading')} />;
  const setView = (next: View) => {
    const search = new URLSearchParams(params);
    if (next === 'bet') search.delete('view');
    else search.set('view', next);
    setParams(search, { replace: true });
  };
  return (
    <section
      className="screen lott lott-page"
      data-testid="start-lottery"
      data-game={answer.game.code}
    >
      <DrawHeader
        game={answer.game}
        draw={sale.draw}
        open={sale.open}
        onClosed={() => sale.closeNow()}
        onShowResults={() => setView('results')}
      />
      {sale.moved && (
        <p className="lott-moved" role="status" data-testid="draw-moved">
          <b>{t('lottery.bet.movedTitle')}</b>{' '}
          {t('lottery.bet.moved', { closed: sale.moved.from, next: sale.moved.to })}
        </p>
      )}
      <div className="lott-tabs lott-views" role="tablist">
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            className="lott-tab"
            aria-selected={v === view}
            onClick={() => setView(v)}
            data-testid={`view-${v}`}
          >
            {t(VIEW_KEYS[v])}
          </button>
        ))}
      </div>
      {view === 'bet' && (
        <BetView
          key={answer.game.code}
          answer={answer}
          drawNo={sale.open ? (sale.draw?.drawNo ?? null) : null}
          open={sale.open}
          onClosed={sale.closeNow}
        />
      )}
      {view === 'results' && <ResultsView game={answer.game} />}
      {view === 'orders' && <OrdersView code={answer.game.code} />}
    </section>
  );
}

import { gameIconPath } from '@lotto/contract';
import { winners as winnersEndpoint } from '@lotto/contract/endpoints/play';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sharedKeys } from '../../../shared/api/query-keys';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { useSite } from '../../../shared/site/site-status';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';

/** Rows the board shows. */
const SHOWN = 10;
/** Others' rounds settle all the time: the board refreshes itself while home is open. */
const REFRESH_MS = 30_000;

/**
 * The winner board (spec/02 section 4): the site's real-money wins, highest first, names masked
 * by the server. Playing a game refreshes it too (the launch screen invalidates its key).
 */
export default function WinnersBoard() {
  const { t, language } = useTranslation();
  const { site } = useSite();
  const board = useQuery({
    queryKey: [...sharedKeys.winners, language],
    queryFn: ({ signal }) =>
      call(winnersEndpoint, { query: { language, pageNo: 1, pageSize: SHOWN }, signal }),
    // Fresh for the interval: coming back home refetches only after play (or the interval).
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });
  const list = board.data?.list ?? [];
  return (
    <section className="winners" data-testid="winners-board" aria-labelledby="winners-title">
      <h2 className="winners__title" id="winners-title">
        {t('homeContent.winners')}
      </h2>
      {board.isError && <ErrorRetry onRetry={() => void board.refetch()} />}
      {board.isSuccess && list.length === 0 && (
        <p className="winners__empty">{t('homeContent.winnersEmpty')}</p>
      )}
      <ol className="winners__list">
        {list.map(({ vo }, i) => (
          <li
            className="winners__row"
            key={`${vo.nodeId}-${vo.winTime}-${vo.userName}-${vo.winAmount}`}
            data-testid="winner"
          >
            <span className="winners__rank" data-rank={i < 3 ? i + 1 : undefined}>
              {i + 1}
            </span>
            <img
              className="winners__icon"
              src={gameIconPath(vo.nodeId)}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
            />
            <span className="winners__who">
              <span className="winners__user">{vo.userName}</span>
              <span className="winners__game">{vo.gameName}</span>
            </span>
            <span className="winners__amount" data-testid="winner-amount">
              {site.currencySymbol} {formatMoney(vo.winAmount)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

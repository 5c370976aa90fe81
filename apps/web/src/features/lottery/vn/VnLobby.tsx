import type { LotteryGameSummary } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useVnMenu } from '../api/queries';
import { GameCard } from '../components/GameCard';
import { VnOpenedBoard } from './VnOpenedBoard';

/**
 * The Vietnamese lotteries as their players know them: by region (North, South), each game with
 * today's draw and countdown, then the board of the drawn numbers with its lô table.
 */
export const VnLobby = ({ games }: { games: LotteryGameSummary[] }) => {
  const { t } = useTranslation();
  const menu = useVnMenu();
  if (menu.isLoading) return <Spinner label={t('common.loading')} />;
  if (menu.isError || !menu.data) return <ErrorRetry onRetry={() => void menu.refetch()} />;
  const byCode = new Map(games.map((game) => [game.code, game]));
  const regions = menu.data.regions;
  if (regions.length === 0) return <p className="lott-empty">{t('lottery.lobby.empty')}</p>;
  return (
    <div className="lott-vn" data-testid="vn-lobby">
      {regions.map((region) => (
        <section
          key={region.region}
          className="lott-vn__region"
          aria-labelledby={`vn-region-${region.region}`}
          data-testid={`vn-region-${region.region}`}
        >
          <h3 id={`vn-region-${region.region}`} className="lott-vn__region-title">
            {region.name}
          </h3>
          <ul className="lott-cards">
            {region.games.flatMap((entry) => {
              const game = byCode.get(entry.code);
              return game ? [<GameCard key={game.code} game={game} />] : [];
            })}
          </ul>
        </section>
      ))}
      <VnOpenedBoard regions={regions} />
    </div>
  );
};

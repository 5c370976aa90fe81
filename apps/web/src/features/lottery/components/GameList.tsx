import type { LotteryGameSummary } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { GameCard } from './GameCard';

interface GameListProps {
  games: LotteryGameSummary[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  empty: string;
}

/** A list of game cards with its loading, error and empty states. */
export const GameList = ({ games, isLoading, isError, onRetry, empty }: GameListProps) => {
  const { t } = useTranslation();
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (isError || !games) return <ErrorRetry onRetry={onRetry} />;
  if (games.length === 0)
    return (
      <p className="lott-empty" data-testid="lottery-empty">
        {empty}
      </p>
    );
  return (
    <ul className="lott-cards" data-testid="lottery-games">
      {games.map((game) => (
        <GameCard key={game.code} game={game} />
      ))}
    </ul>
  );
};

import type { GameCategory } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useHotGames, useVendorNames } from '../api/queries';
import { useGameActions } from '../hooks/use-game-actions';
import { GameTile } from './GameTile';

/**
 * The first `shown` hot games of a category (HOT: of every category) as tiles that launch and
 * like their game, with loading and retry: the slots centre's and home's popular panels.
 */
export const HotGameGrid = ({ gameType, shown }: { gameType: GameCategory; shown: number }) => {
  const { t } = useTranslation();
  const hot = useHotGames(gameType);
  const names = useVendorNames();
  const { open, toggleFavourite, favourites } = useGameActions();
  return (
    <>
      {hot.isPending && <Spinner label={t('common.loading')} />}
      {hot.isError && <ErrorRetry onRetry={() => void hot.refetch()} />}
      <ul className="hot-grid">
        {hot.data?.list.slice(0, shown).map((game) => (
          <GameTile
            key={game.nodeId}
            game={game}
            vendorName={names.get(game.vassalage) ?? game.vassalage}
            favourite={favourites.has(game.nodeId)}
            onOpen={open}
            onToggleFavourite={toggleFavourite}
          />
        ))}
      </ul>
    </>
  );
};

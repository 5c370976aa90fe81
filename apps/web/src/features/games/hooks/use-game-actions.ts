import type { GameItem } from '@lotto/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useSession } from '../../../shared/session/session-store';
import { useFavouriteToggle } from '../api/mutations';
import { useFavouriteIds } from '../api/queries';
import { launchPathOf } from '../model/game-paths';

export type GameRef = Pick<GameItem, 'nodeId' | 'gameType' | 'vassalage'>;

/**
 * What a tile does: open the launch screen, or toggle the heart. Launching and favourites need
 * a session (spec/02 section 6), so a visitor goes to login instead.
 */
export const useGameActions = () => {
  const navigate = useNavigate();
  const member = useSession() !== null;
  const favourites = useFavouriteIds();
  const { mutate } = useFavouriteToggle();

  const open = useCallback(
    (game: GameRef) => navigate(member ? launchPathOf(paths.launchGame, game) : paths.login),
    [navigate, member],
  );
  const toggleFavourite = useCallback(
    (game: GameRef) => {
      if (!member) {
        navigate(paths.login);
        return;
      }
      // Only add what is not yet a favourite: a second tap removes.
      mutate({ game, add: !favourites.has(game.nodeId) });
    },
    [navigate, member, favourites, mutate],
  );
  return { open, toggleFavourite, favourites };
};

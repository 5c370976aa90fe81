import type { GameItem } from '@lotto/contract';
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { GameRef } from '../hooks/use-game-actions';
import { HeartIcon } from './icons';

interface GameTileProps {
  game: GameItem;
  vendorName: string;
  favourite: boolean;
  onOpen: (game: GameRef) => void;
  onToggleFavourite: (game: GameRef) => void;
}

/** A game: generated icon, name and vendor open it; the heart keeps it as a favourite. */
export const GameTile = memo(function GameTile({
  game,
  vendorName,
  favourite,
  onOpen,
  onToggleFavourite,
}: GameTileProps) {
  const { t } = useTranslation();
  // The badge is drawn by CSS from data-badge: no extra node in a list kept small on purpose.
  const badge = game.isNew ? t('games.badgeNew') : game.isHot ? t('games.badgeHot') : undefined;
  return (
    <li className="game-tile" data-testid="game-tile" data-node-id={game.nodeId} data-badge={badge}>
      <button
        type="button"
        className="game-tile__open"
        onClick={() => onOpen(game)}
        aria-label={t('games.play', { name: game.gameName })}
      >
        <img
          className="game-tile__icon"
          src={game.showIcon}
          alt=""
          width="120"
          height="120"
          loading="lazy"
          decoding="async"
        />
        <span className="game-tile__name">{game.gameName}</span>
        <span className="game-tile__vendor">{vendorName}</span>
      </button>
      <button
        type="button"
        className={`game-tile__fav${favourite ? ' game-tile__fav--on' : ''}`}
        data-testid="game-fav"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'games.removeFavourite' : 'games.addFavourite', {
          name: game.gameName,
        })}
        onClick={() => onToggleFavourite(game)}
      >
        <HeartIcon filled={favourite} />
      </button>
    </li>
  );
});

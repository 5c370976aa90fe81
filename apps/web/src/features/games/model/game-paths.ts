import type { GameCategory } from '@lotto/contract';

/**
 * Addresses of games and categories. Kept apart from the lobby's state so the tiles on home
 * link to games without loading the lobby.
 */

/** The game list's category parameter (spec/02: /m/gameList?gameType={type}). */
export const GAME_TYPE_PARAM = 'gameType';

/** Where a category leads: the lottery has its own screen. */
export const categoryPathOf = (gameList: string, lottery: string, category: GameCategory) =>
  category === 'LOTT' ? lottery : `${gameList}?${GAME_TYPE_PARAM}=${category}`;

/** The launch screen's address for a game (the launch screen calls the launch endpoint). */
export const launchPathOf = (
  launchGame: string,
  game: { nodeId: string; gameType: string; vassalage: string },
) =>
  `${launchGame}?${new URLSearchParams({
    nodeId: game.nodeId,
    gameType: game.gameType,
    vassalage: game.vassalage,
  })}`;

import { API, type LaunchGameRequest, launchGameAnswer } from '@lotto/contract';
import { apiRequest } from '../../../shared/api/client';
import { sharedKeys } from '../../../shared/api/query-keys';

/** POST /wps/game/launchGame: the address of the game (vendor page or lottery launcher). */
export const launchGame = (request: LaunchGameRequest) =>
  apiRequest(API.play.launch, {
    method: 'POST',
    moduleId: 'GAME3',
    body: request,
    schema: launchGameAnswer,
  });

/**
 * What playing changes: every wallet query (the header's balance) and the member's games
 * lists (gameKeys.member: recent games now start with this one). The catalogue stays cached.
 */
export const AFTER_PLAY_KEYS = [sharedKeys.wallet.all, ['games', 'member']] as const;

import type { LaunchGameRequest } from '@lotto/contract';
import { launch as launchEndpoint } from '@lotto/contract/endpoints/play';
import { call } from '../../../shared/api/call';
import { sharedKeys } from '../../../shared/api/query-keys';

/** POST /wps/game/launchGame: the address of the game (vendor page or lottery launcher). */
export const launchGame = (request: LaunchGameRequest) => call(launchEndpoint, { body: request });

/**
 * What playing changes: every wallet query (the header's balance), the member's games
 * lists (gameKeys.member: recent games now start with this one) and the winner board (the
 * member's own wins may be on it now). The catalogue stays cached.
 */
export const AFTER_PLAY_KEYS = [
  sharedKeys.wallet.all,
  ['games', 'member'],
  sharedKeys.winners,
] as const;

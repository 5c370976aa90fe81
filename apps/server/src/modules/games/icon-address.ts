import { gameIconPath, uploadedIconPath } from '@lotto/contract';

/** Where the app finds a game's icon: the uploaded one's version, else the generated one. */
export const gameIconAddress = (gameId: number, version: string | null): string =>
  version === null ? gameIconPath(gameId) : uploadedIconPath(gameId, version);

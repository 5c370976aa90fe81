import { type LaunchGameRequest, launchGameRequest } from '@lotto/contract';

/**
 * The game the address names (?nodeId, optional gameType, vassalage, gameId, and matchId for a
 * sports game opened on one match), if valid.
 */
export const launchRequestOf = (params: URLSearchParams): LaunchGameRequest | null => {
  if (!params.has('nodeId')) return null;
  const fields: Record<string, string> = {};
  for (const key of ['nodeId', 'gameType', 'vassalage', 'gameId', 'matchId'] as const) {
    const value = params.get(key);
    if (value) fields[key] = value;
  }
  const parsed = launchGameRequest.safeParse(fields);
  return parsed.success ? parsed.data : null;
};

/**
 * The address that resumes the game holding the open round: same vendor, another game, so
 * the category and game id of the refused game no longer apply.
 */
export const resumeSearch = (params: URLSearchParams, nodeId: string): string => {
  const next = new URLSearchParams(params);
  next.set('nodeId', nodeId);
  next.delete('gameType');
  next.delete('gameId');
  next.delete('matchId');
  return `?${next.toString()}`;
};

export interface LotteryView {
  /** `trad`: one lottery's betting page; `lobby`: a lottery vendor's lobby. */
  playType: 'trad' | 'lobby';
  electronic: boolean;
  /** pageBack=home: back leads home rather than to the previous page. */
  backHome: boolean;
}

/** A lottery launcher address (?playType=trad|lobby ...), or null for any other. */
export const lotteryViewOf = (params: URLSearchParams): LotteryView | null => {
  const playType = params.get('playType');
  if (playType === null) return null;
  return {
    playType: playType === 'lobby' ? 'lobby' : 'trad',
    electronic: params.get('prize_mode')?.toLowerCase() === 'elott',
    backHome: params.get('pageBack') === 'home',
  };
};

/** Only a same-origin address may be framed: the launch answer is a path on this site. */
export const sameOriginPath = (url: string, origin: string): string | null => {
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? `${resolved.pathname}${resolved.search}` : null;
  } catch {
    return null;
  }
};

import { type LaunchGameRequest, launchGameRequest } from '@lotto/contract';
import { paths } from '../../../shared/config/paths';

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

/**
 * Where a lottery launch (?playType=trad|lobby, spec/02) opens: one lottery's betting page, or
 * a lottery vendor's lobby; null for any other address. The lottery screens read the rest
 * (prize_mode, code, nodeId, vendor) and honour `pageBack` themselves.
 */
export const lotteryTargetOf = (params: URLSearchParams): string | null => {
  const playType = params.get('playType');
  if (playType === null) return null;
  const next = new URLSearchParams();
  // nodeId: the catalogue game launched, which the lottery's links name (its code may not).
  const keep =
    playType === 'lobby' ? ['vendor', 'pageBack'] : ['code', 'prize_mode', 'nodeId', 'pageBack'];
  for (const key of keep) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  const path = playType === 'lobby' ? paths.gameLobby : paths.startLottery;
  const search = next.toString();
  return search ? `${path}?${search}` : path;
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

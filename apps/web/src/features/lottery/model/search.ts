import type { LotteryGameSummary } from '@lotto/contract';

/** Whether a game matches a search: every word in its name, code or family, any case. */
export const matchesSearch = (
  game: Pick<LotteryGameSummary, 'name' | 'code' | 'family'>,
  q: string,
): boolean => {
  const haystack = `${game.name} ${game.code} ${game.family}`.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};

/**
 * The games a lottery vendor's lobby shows (TCG_LOTTO_VN, TCG_SEA launches): those its
 * catalogue games open; a vendor with no links shows its family (VN for the VN vendor) or all.
 */
export const vendorGames = <G extends Pick<LotteryGameSummary, 'family' | 'links'>>(
  games: G[],
  vendor: string,
): G[] => {
  const linked = games.filter((game) => game.links.some((link) => link.vendor === vendor));
  if (linked.length > 0) return linked;
  if (vendor.includes('VN')) return games.filter((game) => game.family === 'VN');
  return games;
};

/**
 * The engine game a launch names: `code` as an engine code, or the catalogue game a link names,
 * by its node id when the launch carries one (in-app launches do), else by its game code (a bare
 * `/m/launchGame?playType=trad&code=HN`).
 */
export const engineCodeOf = (
  games: Pick<LotteryGameSummary, 'code' | 'links'>[],
  code: string,
  nodeId: string | null = null,
): string | null =>
  games.find((game) => game.code === code)?.code ??
  games.find((game) => game.links.some((link) => link.gameId === nodeId))?.code ??
  games.find((game) => game.links.some((link) => link.code === code))?.code ??
  null;

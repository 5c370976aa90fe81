import { GAME_CATEGORIES, type GameCategory, MIN_BET_OPTIONS } from '@lotto/contract';
import { GAME_TYPE_PARAM } from './game-paths';

/**
 * The game list's state as it lives in the URL (spec/02 sections 2 and 4): category, data
 * tab, vendor, search text, game type (classify) and minimum bet. Pure, so the rules are tested
 * without a browser; the screen reads and writes URLSearchParams through these helpers only.
 */

export const LOBBY_TABS = ['all', 'hot', 'recent', 'fav'] as const;
export type LobbyTab = (typeof LOBBY_TABS)[number];
/** Tabs that list the member's own games, so they need a session. */
export const MEMBER_TABS: readonly LobbyTab[] = ['recent', 'fav'];

/** Classify choices besides a game type code: every game, or new games only. */
export const CLASSIFY_ALL = 'ALL';
export const CLASSIFY_NEW = 'NEW';

/** Slots are the one category with a game-type and minimum-bet filter. */
export const SLOTS: GameCategory = 'RNG';
const SEARCH_MAX = 50;
const CODE = /^[A-Z0-9_]{1,32}$/;
/** Spellings of categories seen in links (spec/02 section 3: ELOTTO). */
const ALIASES: Record<string, GameCategory> = { ELOTTO: 'ELOTT' };

export const PARAM = {
  gameType: GAME_TYPE_PARAM,
  tab: 'tab',
  vendor: 'vendor',
  search: 'q',
  classify: 'classify',
  minBet: 'minBet',
} as const;

export interface LobbyState {
  gameType: GameCategory;
  tab: LobbyTab;
  /** Vendor code, '' for All. */
  vendor: string;
  search: string;
  /** The game type the player chose, or null for the default (see defaultClassify). */
  classifyChoice: string | null;
  /** '' for All, else one of MIN_BET_OPTIONS. */
  minBet: string;
}

export type LobbyParse =
  | { ok: true; state: LobbyState }
  | { ok: false; reason: 'missing' | 'unknown'; gameType: string };

export const categoryOf = (raw: string | null): GameCategory | null => {
  const code = (raw ?? '').trim().toUpperCase();
  if (ALIASES[code]) return ALIASES[code];
  return (GAME_CATEGORIES as readonly string[]).includes(code) ? (code as GameCategory) : null;
};

/**
 * spec/02 section 4: for slots the all tab shows New games; with a vendor chosen (a vendor
 * classification), a name searched, or in any other category it shows All.
 */
export const defaultClassify = (gameType: GameCategory, vendor: string, search = ''): string =>
  gameType === SLOTS && vendor === '' && search === '' ? CLASSIFY_NEW : CLASSIFY_ALL;

export const classifyOf = (state: LobbyState): string =>
  state.classifyChoice ?? defaultClassify(state.gameType, state.vendor, state.search);

export const parseLobby = (params: URLSearchParams): LobbyParse => {
  const raw = params.get(PARAM.gameType);
  if (!raw?.trim()) return { ok: false, reason: 'missing', gameType: '' };
  const gameType = categoryOf(raw);
  if (!gameType) return { ok: false, reason: 'unknown', gameType: raw.slice(0, 32) };
  const tabParam = params.get(PARAM.tab) ?? '';
  const tab = (LOBBY_TABS as readonly string[]).includes(tabParam) ? (tabParam as LobbyTab) : 'all';
  const listing = tab === 'all';
  const vendor = (params.get(PARAM.vendor) ?? '').toUpperCase();
  const classify = (params.get(PARAM.classify) ?? '').toUpperCase();
  const minBet = params.get(PARAM.minBet) ?? '';
  const slots = gameType === SLOTS;
  return {
    ok: true,
    state: {
      gameType,
      tab,
      vendor: listing && CODE.test(vendor) ? vendor : '',
      search: listing ? (params.get(PARAM.search) ?? '').trim().slice(0, SEARCH_MAX) : '',
      classifyChoice: listing && slots && CODE.test(classify) ? classify : null,
      minBet:
        listing && slots && (MIN_BET_OPTIONS as readonly string[]).includes(minBet) ? minBet : '',
    },
  };
};

/** The game list call's filters (spec/02 section 7); '' means no filter. */
export const listFiltersOf = (state: LobbyState) => {
  const classify = classifyOf(state);
  const named = classify !== CLASSIFY_ALL && classify !== CLASSIFY_NEW;
  return {
    gameType: state.gameType,
    gameName: state.search,
    gameClassify: named ? classify : '',
    isNew: classify === CLASSIFY_NEW ? 1 : '',
    vassalage: state.vendor,
    minBet: state.minBet,
  } as const;
};
export type ListFilters = ReturnType<typeof listFiltersOf>;

const edit = (params: URLSearchParams, changes: Record<string, string | null>) => {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
};
const ALL_TAB = { [PARAM.tab]: null } as const;

/** Another data tab; filters belong to the all tab, which starts over at its default classify. */
export const withTab = (params: URLSearchParams, tab: LobbyTab) =>
  tab === 'all'
    ? edit(params, { ...ALL_TAB, [PARAM.classify]: null })
    : edit(params, {
        [PARAM.tab]: tab,
        [PARAM.vendor]: null,
        [PARAM.search]: null,
        [PARAM.classify]: null,
        [PARAM.minBet]: null,
      });

/** A vendor from the strip ('' for All); vendors filter the all tab. */
export const withVendor = (params: URLSearchParams, vendor: string) =>
  edit(params, { ...ALL_TAB, [PARAM.vendor]: vendor });

export const withSearch = (params: URLSearchParams, text: string) =>
  edit(params, { ...ALL_TAB, [PARAM.search]: text.trim().slice(0, SEARCH_MAX) });

export interface FilterChoice {
  vendor: string;
  classifyChoice: string | null;
  minBet: string;
}
/** The filter panel's Submit. */
export const withFilters = (params: URLSearchParams, choice: FilterChoice) =>
  edit(params, {
    ...ALL_TAB,
    [PARAM.vendor]: choice.vendor,
    [PARAM.classify]: choice.classifyChoice,
    [PARAM.minBet]: choice.minBet,
  });

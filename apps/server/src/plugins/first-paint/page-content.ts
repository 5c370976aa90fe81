import { API, gameListAnswer, HEADERS, type LanguageCode, promotionsAnswer } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';

/**
 * What the shell of a public list page shows of the page's real first screen: the first game
 * tiles of a category, or the first promotion cards. Their pictures are the page's largest
 * paint, so the HTML carries them and the app's own tiles and cards, the same size, take their
 * place. The content comes from the very endpoints the app calls (asked in-process, as a
 * visitor), so it is what the app will show and no module's internals are reached into.
 */
export type PageContent =
  | { kind: 'games'; tiles: { icon: string; name: string }[] }
  | { kind: 'promotions'; cards: { image: string; title: string }[] };

/** Three rows of three: what a phone shows above the fold. */
const TILES = 9;
/** Two cards and the top of a third fill a phone's first screen. */
const CARDS = 3;

const GAME_LIST_PAGE = '/m/gameList';
const ACTIVITY_PAGE = '/m/activity';

/** The app's own first list request of a category (apps/web lobby state defaults). */
const gameListQuery = (gameType: string, language: LanguageCode) =>
  new URLSearchParams({
    gameType,
    gameName: '',
    gameClassify: '',
    isNew: '1',
    vassalage: '',
    minBet: '',
    platform: 'html5',
    clientType: '2',
    pageNo: '1',
    pageSize: String(TILES),
    language,
  });

const ask = async (app: FastifyInstance, url: string, language: LanguageCode) => {
  const res = await app.inject({ method: 'GET', url, headers: { [HEADERS.language]: language } });
  if (res.statusCode !== 200) return undefined;
  const body = res.json() as { success?: boolean; value?: unknown };
  return body.success ? body.value : undefined;
};

const gamesContent = async (
  app: FastifyInstance,
  gameType: string,
  language: LanguageCode,
): Promise<PageContent | null> => {
  const value = await ask(app, `${API.games.list}?${gameListQuery(gameType, language)}`, language);
  const parsed = gameListAnswer.safeParse(value);
  if (!parsed.success || parsed.data.games.length === 0) return null;
  return {
    kind: 'games',
    tiles: parsed.data.games
      .slice(0, TILES)
      .map((g) => ({ icon: g.mobileLargeIcon ?? g.showIcon, name: g.gameName })),
  };
};

const promotionsContent = async (
  app: FastifyInstance,
  language: LanguageCode,
): Promise<PageContent | null> => {
  const parsed = promotionsAnswer.safeParse(await ask(app, API.promotions.list, language));
  if (!parsed.success) return null;
  // The first tab is active: its promotions, in list order, each with its image of sequence 1.
  const first = parsed.data.categories[0]?.id;
  const cards = parsed.data.promotions
    .filter((p) => first === undefined || p.promoAnnouncementCategoryIds.includes(first))
    .slice(0, CARDS)
    .flatMap((p) => {
      const image = p.announcementImages.find((i) => i.sequence === 1)?.url;
      return image ? [{ image, title: p.title }] : [];
    });
  return cards.length ? { kind: 'promotions', cards } : null;
};

/**
 * The content of the page at `url`, or null for a page whose shell stays generic (any other
 * page, a filtered list, an activity detail, or an answer that is empty or refused).
 */
export const pageContentOf = (
  app: FastifyInstance,
  url: string,
  language: LanguageCode,
): Promise<PageContent | null> => {
  const [path, search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  if (path === GAME_LIST_PAGE && [...query.keys()].join() === 'gameType') {
    return gamesContent(app, query.get('gameType') ?? '', language);
  }
  if (path === ACTIVITY_PAGE && search === '') return promotionsContent(app, language);
  return Promise.resolve(null);
};

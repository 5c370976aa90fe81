import { API } from '@lotto/contract';
import {
  type APIRequestContext,
  expect,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';

/** The vendor game page inside the launch screen's iframe (/m/play.html). */
export class GameFrame {
  readonly screen: Locator;
  readonly action: Locator;
  readonly balance: Locator;
  readonly rows: Locator;
  readonly result: Locator;
  readonly roundOpen: Locator;
  readonly error: Locator;
  constructor(readonly frame: FrameLocator) {
    this.screen = frame.getByTestId('play-screen');
    this.action = frame.getByTestId('play-action');
    this.balance = frame.getByTestId('play-balance');
    this.rows = frame.getByTestId('history-row');
    this.result = frame.getByTestId('round-result');
    this.roundOpen = frame.getByTestId('round-open');
    this.error = frame.getByTestId('play-error');
  }

  get(testId: string) {
    return this.frame.getByTestId(testId);
  }

  /** Plays one round to its drawn result: the session history grows by one. */
  async playRound() {
    const before = await this.rows.count();
    await expect(this.action).toBeEnabled();
    await this.action.click();
    await expect(this.rows).toHaveCount(before + 1, { timeout: 10_000 });
    await expect(this.result).toBeVisible();
  }
}

/** /m/launchGame: launching a game and the full-screen frame. */
export class LaunchPage {
  readonly frame: Locator;
  readonly back: Locator;
  readonly failure: Locator;
  readonly game: GameFrame;
  constructor(readonly page: Page) {
    this.frame = page.getByTestId('game-frame');
    this.back = page.getByTestId('game-frame-back');
    this.failure = page.getByTestId('launch-failure');
    this.game = new GameFrame(page.frameLocator('[data-testid="game-iframe"]'));
  }

  static path(nodeId: string) {
    return `/m/launchGame?nodeId=${nodeId}`;
  }

  /** Waits for the launched game to be drawn inside the frame. */
  async opened() {
    await expect(this.frame).toBeVisible();
    await expect(this.game.screen).toBeVisible();
  }
}

/** Catalogue and member facts the play tests check the page against, read from the API. */
export interface Listed {
  nodeId: string;
  gameName: string;
}
export const gamesOf = async (request: APIRequestContext, query: string): Promise<Listed[]> => {
  const response = await request.get(`${API.games.list}?${query}&language=EN`, {
    headers: { module: 'GAME3' },
  });
  return ((await response.json()) as { value: { games: Listed[] } }).value.games;
};
export const firstGame = async (request: APIRequestContext, query: string) => {
  const [game] = await gamesOf(request, query);
  if (!game) throw new Error(`no game for ${query}`);
  return game;
};

export const balanceOf = async (request: APIRequestContext, token: string) => {
  const response = await request.get(API.wallet.balance, {
    headers: { authorization: token, module: 'FUNDTRANS3' },
  });
  return ((await response.json()) as { value: { sumBalance: string } }).value.sumBalance;
};

export const recentIds = async (request: APIRequestContext, token: string) => {
  const response = await request.get(`${API.games.recent}?language=EN`, {
    headers: { authorization: token, module: 'GAME3' },
  });
  return ((await response.json()) as { value: { games: Listed[] } }).value.games.map(
    (g) => g.nodeId,
  );
};

import { lotteryEndpoints, type OrderSummary } from '@lotto/contract';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** Seconds left on a "mm:ss" or "hh:mm:ss" countdown; -1 when it shows none. */
const secondsOf = (text: string): number => {
  const parts = text.trim().split(':').map(Number);
  if (parts.length < 2 || parts.some(Number.isNaN)) return -1;
  return parts.reduce((total, part) => total * 60 + part, 0);
};

/** /m/startLottery: the betting page of one game, its results and the member's orders. */
export class LotteryPage {
  readonly screen: Locator;
  readonly countdown: Locator;
  readonly drawNo: Locator;
  readonly count: Locator;
  readonly amount: Locator;
  constructor(readonly page: Page) {
    this.screen = page.getByTestId('start-lottery');
    this.countdown = page.getByTestId('close-countdown');
    this.drawNo = page.getByTestId('draw-no');
    this.count = page.getByTestId('bet-count');
    this.amount = page.getByTestId('bet-amount');
  }

  /** The draw on sale, once at least `seconds` of sales are left (else the next one). */
  async openDraw(seconds = 15): Promise<string> {
    await expect
      .poll(async () => secondsOf((await this.countdown.textContent()) ?? ''), { timeout: 90_000 })
      .toBeGreaterThanOrEqual(seconds);
    return (await this.drawNo.getAttribute('data-draw-no')) ?? '';
  }

  async group(name: string) {
    await this.page.getByTestId(`bet-group-${name}`).click();
  }

  async pick(row: number, value: number | string) {
    await this.page.getByTestId(`pick-${row}-${value}`).click();
  }

  async quick(row: number, kind: string) {
    await this.page.getByTestId(`quick-${row}-${kind}`).click();
  }

  async view(name: 'bet' | 'results' | 'orders') {
    await this.page.getByTestId(`view-${name}`).click();
  }
}

/** The member's orders of a game, from the API. */
export const ordersOf = async (request: APIRequestContext, token: string, code: string) => {
  const response = await request.get(`${lotteryEndpoints.orders.path}?code=${code}`, {
    headers: { authorization: token, module: lotteryEndpoints.orders.module },
  });
  return ((await response.json()) as { value: { list: OrderSummary[] } }).value.list;
};

/** "1,234.50" or "1234.50" as minor units. */
export const minorOf = (money: string) => Math.round(Number(money.replace(/,/g, '')) * 100);

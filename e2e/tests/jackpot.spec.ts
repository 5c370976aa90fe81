import { parseMinor } from '@lotto/contract';
import type { Page } from '@playwright/test';
import { registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, navigateInApp, test, useLanguage } from '../support/fixtures';
import { firstGame, LaunchPage } from '../support/pages/play-page';
import { shot } from '../support/shots';

// The first test plays three rounds on the vendor's page between two visits to home: about
// 30 s alone, more on a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** The figure the counter was given (data-amount: the server's answer), in minor units. */
const shownPool = async (page: Page): Promise<number> => {
  const amount = await page.getByTestId('jackpot-figure').getAttribute('data-amount');
  const minor = amount === null ? null : parseMinor(amount);
  if (minor === null) throw new Error(`no jackpot figure: ${amount}`);
  return minor;
};

/** 123456789 minor units as the counter writes them: "1,234,567.89". */
const grouped = (minor: number) =>
  `${Math.floor(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}`;

test('the jackpot on home rises after real-money slot stakes played on the vendor page', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'EN');
  const answer = await registerMember(request, {
    username: uniqueName('jkp'),
    password: 'Pass1234',
  });
  await enterSession(page, sessionInfoOf(answer), '/m/home');
  const counter = page.getByTestId('jackpot');
  await expect(counter).toBeVisible();
  await expect(counter.getByRole('heading')).toHaveText('Progressive jackpot');
  const before = await shownPool(page);
  await expect(page.getByTestId('jackpot-figure')).toContainText(`K ${grouped(before)}`);
  await page.waitForTimeout(1_000); // any roll toward a newer figure has ended
  await shot(page, 'jackpot-home-en');
  await expectAccessible(page, '[data-testid="jackpot"]');

  const slot = await firstGame(request, 'gameType=RNG&vassalage=PG&pageSize=1');
  const launch = new LaunchPage(page);
  await navigateInApp(page, LaunchPage.path(slot.nodeId));
  await launch.opened();
  // 20.00 a spin: 0.20 of each goes to the pool.
  await launch.game.get('stake-input').fill('20');
  for (let round = 0; round < 3; round++) await launch.game.playRound();
  await launch.back.click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // Each stake put 1 % into the pool: the counter, asked again on home, shows it.
  await expect.poll(() => shownPool(page), { timeout: 15_000 }).toBe(before + 3 * 20);
  const after = await shownPool(page);
  await expect(page.getByTestId('jackpot-figure')).toContainText(`K ${grouped(after)}`);
  await page.waitForTimeout(1_000);
  await shot(page, 'jackpot-home-after-play-en');
});

test('the jackpot counter in Burmese', async ({ page }) => {
  await useLanguage(page, 'MY');
  await page.goto('/m/home');
  const counter = page.getByTestId('jackpot');
  await expect(counter.getByRole('heading')).toHaveText('တိုးပွားဂျက်ပေါ့');
  await expect(page.getByTestId('jackpot-figure')).toContainText(
    `K ${grouped(await shownPool(page))}`,
  );
  await page.waitForTimeout(1_000);
  await shot(page, 'jackpot-home-my');
  await expectAccessible(page, '[data-testid="jackpot"]');
});

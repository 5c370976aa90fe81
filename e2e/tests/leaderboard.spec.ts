import { apiLogin, registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { settledShot } from '../support/shots';

test("demo01 finds itself on the slot mission's board, masked, with its rank", async ({
  page,
  request,
}) => {
  await useLanguage(page, 'EN');
  const answer = await apiLogin(request, 'demo01', 'Demo1234');
  await enterSession(page, sessionInfoOf(answer), '/m/leaderBoard');
  await expect(page.getByTestId('header-page')).toContainText('Mission leaderboard');
  await expect(page.getByTestId('leaderboard-summary')).toBeVisible();
  await expect(page.getByTestId('leaderboard-period')).toHaveText(/^\d{4}\/\d{2}\/\d{2}/);
  const rows = page.getByTestId('leaderboard-row');
  await expect(rows.filter({ hasText: 'd***1' })).toHaveCount(1);
  await expect(page.getByTestId('leaderboard-me')).not.toHaveAttribute('data-rank', '');
  await expect(page.getByText('demo01')).toHaveCount(0);
  await expectAccessible(page);
  await settledShot(page, 'leaderboard-en');

  const missions = page.getByTestId('leaderboard-mission');
  if ((await missions.count()) > 1) {
    await missions.nth(1).click();
    await expect(missions.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('leaderboard-summary')).toBeVisible();
    await expectAccessible(page);
    await settledShot(page, 'leaderboard-second-mission-en');
  }
});

test('a new member sees the board in Burmese and is not ranked yet', async ({ page, request }) => {
  await useLanguage(page, 'MY');
  const answer = await registerMember(request, {
    username: uniqueName('lbd'),
    password: 'Pass1234',
  });
  await enterSession(page, sessionInfoOf(answer), '/m/leaderBoard');
  await expect(page.getByTestId('leaderboard-me')).toHaveAttribute('data-rank', '');
  await expect(page.getByTestId('leaderboard-me')).toContainText('အဆင့် မရသေးပါ');
  await expect(page.getByTestId('leaderboard-row').first()).toBeVisible();
  await expectAccessible(page);
  await settledShot(page, 'leaderboard-my');
});

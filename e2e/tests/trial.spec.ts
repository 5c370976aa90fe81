import { e2eDb, memberType } from '../support/db';
import { expect, test, useLanguage } from '../support/fixtures';
import { HomePage } from '../support/pages/home-page';
import { LoginPage } from '../support/pages/login-page';
import { shot } from '../support/shots';

const membersNamed = (username: string) =>
  e2eDb().selectFrom('members').select('id').where('username', '=', username).execute();

test('the trial name shown is the account the player gets, from whichever button they start', async ({
  page,
  browser,
}) => {
  await useLanguage(page, 'EN');
  await page.goto('/m/trail');
  await page.getByTestId('trial-create').click();
  const shown = page.getByTestId('trial-name');
  await expect(shown).toHaveText(/^trial\S+$/);
  const name = (await shown.textContent()) ?? '';
  await shot(page, 'trial-name-en');
  // Showing a name makes no account: that happens when play starts.
  expect(await membersNamed(name)).toEqual([]);

  // Back on the screen later (a reload), the same name is offered again.
  await page.reload();
  await page.getByTestId('trial-create').click();
  await expect(shown).toHaveText(name);

  // Another device is offered another name.
  const other = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await other.goto('/m/trail');
  await other.getByTestId('trial-create').click();
  await expect(other.getByTestId('trial-name')).not.toHaveText(name);
  await other.close();

  // Test play from the login screen starts the account that was shown.
  const login = new LoginPage(page);
  await login.goto();
  await page.getByTestId('test-play').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(new HomePage(page).member).toHaveText(name);
  expect(await memberType(name)).toBe(4);
  await page.goto('/m/trail');
  await expect(shown).toHaveText(name);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await shot(page, 'trial-playing-en');
});

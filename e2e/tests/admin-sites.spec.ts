import { expectAccessible } from '../support/axe';
import { openScreen, signInOperator } from '../support/back-office';
import { E2E_OWNERS } from '../support/data-dir';
import { expect, test } from '../support/fixtures';
import { shot } from '../support/shots';

// A sign-in with TOTP, a new site, a save and maintenance: slow on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

const port = () => new URL(test.info().project.use.baseURL ?? 'http://localhost:8181').port;

test('an owner makes a second branded site from the demo, re-skins it and schedules its maintenance', async ({
  browser,
}) => {
  const office = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1366, height: 768 },
  });
  const admin = await office.newPage();
  await signInOperator(admin, E2E_OWNERS.sites.username);
  await openScreen(admin, 'Sites');
  await expect(admin.getByRole('cell', { name: 'demo', exact: true })).toBeVisible();
  await shot(admin, 'admin-sites');

  // A new site of its own, so the demo site other tests use stays as it is.
  const code = `g${Date.now().toString(36)}`;
  const host = `${code}.localhost`;
  await admin.getByRole('button', { name: 'New site' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Code', { exact: true }).fill(code);
  await dialog.getByLabel('Name', { exact: true }).fill('Golden Palace');
  await dialog.getByLabel('Host names').fill(host);
  await dialog.getByLabel('Host names').press('Enter');
  await dialog.getByRole('button', { name: 'Create site' }).click();
  await expect(admin.getByText(`Golden Palace (${code})`)).toBeVisible();

  // It answers on its host at once, with the demo's games and its own name.
  const player = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await player.newPage();
  await phone.goto(`http://${host}:${port()}/m/home`);
  await expect(phone.getByTestId('home-screen')).toBeVisible();
  await expect(phone).toHaveTitle(/Golden Palace/);

  // A new primary colour, seen in the preview and then in the player app.
  await admin.getByLabel('Primary (buttons)').fill('#0a7d3b');
  await admin.getByLabel('Primary (buttons)').blur();
  await expect(admin.getByText('You have unsaved changes.')).toBeVisible();
  await expectAccessible(admin);
  await shot(admin, 'admin-site-brand');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Settings saved.', { exact: false })).toBeVisible();
  await expect
    .poll(
      async () => {
        await phone.reload();
        await expect(phone.getByTestId('home-screen')).toBeVisible();
        return phone.evaluate(() =>
          document.documentElement.style.getPropertyValue('--adm-color-primary'),
        );
      },
      { timeout: 15_000 },
    )
    .toBe('#0a7d3b');

  await admin.getByRole('tab', { name: 'Functions' }).click();
  await shot(admin, 'admin-site-switches');

  // A maintenance window from a minute ago to an hour on, with its message: it is open now,
  // so the player sees the maintenance page; the site comes back by itself when it closes.
  const local = (ms: number) => {
    const d = new Date(ms);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
  };
  await admin.getByLabel('Message members see').fill('Back at 14:00 with new games.');
  await admin.getByLabel('Scheduled window').fill(local(Date.now() - 60_000));
  await admin.getByLabel('Window ends').fill(local(Date.now() + 3_600_000));
  await admin.getByRole('button', { name: 'Save maintenance' }).click();
  await expect(admin.getByText('Maintenance saved.')).toBeVisible();
  await expect(admin.getByText('Now: Maintenance')).toBeVisible();
  await shot(admin, 'admin-site-maintenance');
  await expect
    .poll(
      async () => {
        await phone.reload();
        return phone.getByTestId('maintenance-page').isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect(phone.getByTestId('maintenance-page')).toContainText(
    'Back at 14:00 with new games.',
  );
  await shot(phone, 'site-maintenance-by-operator');
  await player.close();
  await office.close();
});

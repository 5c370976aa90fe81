import { demoScreenshotPng } from '../../apps/server/src/seed/demo-png.js';
import { apiLogin, registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { openScreen, signInOperator } from '../support/back-office';
import { E2E_OWNERS } from '../support/data-dir';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { shot } from '../support/shots';

// Two sign-ins, a registration, a lock and a reply: slow on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

const PASSWORD = 'Pass1234';
const FEEDBACK = 'The withdrawal page took a long time to load yesterday evening, please check it';
const REPLY = 'Thank you: we made the withdrawal page faster.';

test('an operator searches members, reads a member in tabs, locks and unlocks a new member, and answers its feedback', async ({
  browser,
  page,
  request,
}) => {
  // A member of this test only: it writes feedback in the app, with a picture.
  const username = uniqueName('lockm');
  const registered = await registerMember(request, { username, password: PASSWORD });
  await useLanguage(page, 'EN');
  await enterSession(page, sessionInfoOf(registered), '/m/feedback');
  await page.getByTestId('feedback-tab-write').click();
  await page.getByTestId('feedback-type-withdrawal').check();
  await page.getByTestId('feedback-content').fill(FEEDBACK);
  await page
    .getByTestId('feedback-images')
    .setInputFiles([{ name: 'slow.png', mimeType: 'image/png', buffer: demoScreenshotPng() }]);
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-item')).toHaveCount(1);

  const office = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1366, height: 768 },
  });
  const admin = await office.newPage();
  await signInOperator(admin, E2E_OWNERS.members.username);
  await openScreen(admin, 'Members');
  await shot(admin, 'admin-members-search-empty-en');

  // A seeded member by name; the kind and words stay in the address.
  await admin.getByLabel('Search by').click();
  await admin.locator('.ant-select-item-option').filter({ hasText: 'Account name' }).click();
  await admin.getByLabel('Beginning of the account name').fill('demo01');
  await admin.getByLabel('Beginning of the account name').press('Enter');
  await expect(admin).toHaveURL(/q=demo01&by=name/);
  const rows = admin.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('demo01');
  await shot(admin, 'admin-members-search-en');
  await rows.getByRole('link', { name: 'demo01', exact: true }).click();

  const tab = (name: string) => admin.getByRole('tab', { name, exact: true });
  await expect(admin.getByText('Upline')).toBeVisible();
  await shot(admin, 'admin-member-profile-en');
  for (const [name, file] of [
    ['Balances', 'balances'],
    ['Ledger', 'ledger'],
    ['Sessions', 'sessions'],
    ['Devices', 'devices'],
    ['Records', 'records'],
    ['Limits', 'limits'],
  ] as const) {
    await tab(name).click();
    const panel = admin.getByRole('tabpanel', { name });
    await expect(panel.locator('.ant-spin-spinning')).toHaveCount(0);
    await expect(panel.locator('.ant-card, .ant-table').first()).toBeVisible();
    await shot(admin, `admin-member-${file}-en`);
  }
  await tab('Sessions').click();
  await expect(
    admin.getByRole('tabpanel', { name: 'Sessions' }).locator('tbody tr.ant-table-row').first(),
  ).toBeVisible();

  // The test's member: lock it with a reason.
  await admin.goto(`/admin/members?q=${username}&by=name`);
  await admin.getByRole('link', { name: username, exact: true }).click();
  await expect(admin.getByText('Active').first()).toBeVisible();
  await admin.getByRole('button', { name: /^(lock )?Lock$/ }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Lock' }).click();
  await expect(dialog.getByText('Required.')).toBeVisible();
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Suspected shared account');
  await shot(admin, 'admin-member-lock-dialog-en');
  await dialog.getByRole('button', { name: 'Lock' }).click();
  await expect(admin.getByText(`${username} is locked.`)).toBeVisible();
  await expect(
    admin.getByRole('tabpanel', { name: 'Profile' }).getByText('Suspected shared account'),
  ).toBeVisible();
  await shot(admin, 'admin-member-locked-en');

  // The member's session has ended and sign-in is refused.
  await page.goto('/m/feedback');
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(apiLogin(request, username, PASSWORD)).rejects.toThrow();

  // A looser limit is refused in words (the member set none: the first one is taken).
  await tab('Limits').click();
  const limitCard = admin
    .locator('.ant-card.ant-card-small')
    .filter({ hasText: 'Set or lower a limit' });
  await limitCard.getByLabel('Amount').fill('100.00');
  await limitCard.getByLabel('Reason').fill('Asked by phone');
  await limitCard.getByRole('button', { name: 'Set limit' }).click();
  await expect(limitCard.getByText('The limit is in force.')).toBeVisible();
  await limitCard.getByLabel('Amount').fill('500.00');
  await limitCard.getByLabel('Reason').fill('Asked again');
  await limitCard.getByRole('button', { name: 'Set limit' }).click();
  await expect(limitCard.getByText(/the new limit is above the one in force/)).toBeVisible();
  await shot(admin, 'admin-member-limit-refused-en');

  await admin.getByRole('button', { name: 'Unlock' }).click();
  await admin.getByRole('dialog').getByLabel('Reason (kept in the audit log)').fill('Cleared');
  await admin.getByRole('dialog').getByRole('button', { name: 'Unlock' }).click();
  await expect(admin.getByText(`${username} is unlocked.`)).toBeVisible();
  await expect(admin.getByRole('button', { name: /^(lock )?Lock$/ })).toBeVisible();

  // The member's feedback: open, then answered once replied.
  await openScreen(admin, 'Feedback');
  const feedbackRow = admin.locator('tbody tr.ant-table-row').filter({ hasText: username });
  await expect(feedbackRow).toHaveCount(1);
  await shot(admin, 'admin-feedback-open-en');
  await feedbackRow.getByRole('link', { name: /withdrawal page/ }).click();
  await expect(admin.getByAltText('Image 1')).toBeVisible();
  await expect(admin.getByText('No reply yet.')).toBeVisible();
  await admin.getByLabel('Your reply (the member reads it in the app)').fill(REPLY);
  await shot(admin, 'admin-feedback-entry-en');
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByText(REPLY)).toBeVisible();
  await expect(admin.getByText('Answered', { exact: true })).toBeVisible();
  await shot(admin, 'admin-feedback-replied-en');
  await admin.goto('/admin/feedback?state=answered');
  await expect(admin.locator('tbody tr.ant-table-row').filter({ hasText: username })).toHaveCount(
    1,
  );

  // The back office in Burmese.
  await admin.evaluate(() => localStorage.setItem('admin.language', 'MY'));
  await admin.goto(`/admin/members?q=${username}&by=name`);
  await admin.getByRole('link', { name: username, exact: true }).click();
  await expect(admin.getByRole('tab', { name: 'ကိုယ်ရေးအချက်အလက်' })).toBeVisible();
  await shot(admin, 'admin-member-profile-my');
  await admin.getByRole('tab', { name: 'ကန့်သတ်ချက်များ' }).click();
  await shot(admin, 'admin-member-limits-my');
  await admin.goto('/admin/feedback?state=answered');
  await expect(admin.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await shot(admin, 'admin-feedback-my');
  await office.close();

  // The member, unlocked, signs in again and reads the reply.
  const again = await apiLogin(request, username, PASSWORD);
  await enterSession(page, sessionInfoOf(again), '/m/feedback');
  await page.getByTestId('feedback-tab-mine').click();
  await page.getByTestId('feedback-item').first().getByTestId('feedback-open').click();
  await expect(page.getByTestId('feedback-reply')).toContainText(REPLY);
  await shot(page, 'admin-members-player-reply');
});

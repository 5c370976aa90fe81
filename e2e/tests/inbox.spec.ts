import { apiLogin, registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { InboxPage } from '../support/pages/inbox-page';
import { shot } from '../support/shots';

const WELCOME = 'Welcome to ShweLucky';
const BONUS = 'Bonus credited: Daily Check-in Bonus K 500';
const NEW_DEVICE = 'New sign-in to your account';

test('demo01 reads its seeded inbox: opening a message clears its mark, deleting removes it', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'EN');
  const answer = await apiLogin(request, 'demo01', 'Demo1234');
  await enterSession(page, sessionInfoOf(answer), '/m/webEmail');
  const inbox = new InboxPage(page);
  await expect(inbox.item(WELCOME)).toHaveAttribute('data-read', 'true');
  await expect(inbox.item(BONUS)).toHaveAttribute('data-read', 'false');
  // The seed's phone and desktop, and this very login (the API client is a new device too).
  expect(await inbox.item(NEW_DEVICE).count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('header-page')).toContainText('Messages');
  await expectAccessible(page);
  await shot(page, 'inbox-list-en');

  const before = await inbox.figures();
  await inbox.open(BONUS);
  await expect(page.getByTestId('inbox-message-content')).toContainText(
    'was added to your balance',
  );
  await expectAccessible(page);
  await shot(page, 'inbox-message-en');
  await inbox.backToList();
  await expect(inbox.item(BONUS)).toHaveAttribute('data-read', 'true');
  // Other tests may sign demo01 in meanwhile: each adds one unread message to the list.
  const after = await inbox.figures();
  expect(after.unread).toBe(before.unread - 1 + (after.total - before.total));

  await inbox.delete(WELCOME);
  await shot(page, 'inbox-deleted-en');
  await page.reload();
  await expect(inbox.list).toBeVisible();
  await expect(inbox.item(WELCOME)).toHaveCount(0);
  await expect(inbox.item(BONUS)).toBeVisible();
});

test('the inbox in Burmese, and a message deleted from its own page', async ({ page, request }) => {
  await useLanguage(page, 'MY');
  const answer = await apiLogin(request, 'demo02', 'Demo1234');
  await enterSession(page, sessionInfoOf(answer), '/m/webEmail');
  const inbox = new InboxPage(page);
  await expect(inbox.item('ShweLucky မှ ကြိုဆိုပါသည်')).toHaveAttribute('data-read', 'false');
  await expect(inbox.item('စက်အသစ်မှ သင့်အကောင့်သို့ ဝင်ရောက်မှု').first()).toBeVisible();
  await expect(page.getByTestId('header-page')).toContainText('စာများ');
  await expectAccessible(page);
  await shot(page, 'inbox-list-my');

  await inbox.open('ShweLucky မှ ကြိုဆိုပါသည်');
  await expectAccessible(page);
  await shot(page, 'inbox-message-my');
  await page.getByTestId('inbox-message-delete').click();
  await expect(page.getByTestId('inbox-delete-confirm')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'inbox-delete-confirm-my');
  await page.getByTestId('inbox-delete-confirm').click();
  await expect(inbox.list).toBeVisible();
  await expect(inbox.item('ShweLucky မှ ကြိုဆိုပါသည်')).toHaveCount(0);
});

test('a new member finds an empty inbox; a message that is not theirs is not found', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'EN');
  const answer = await registerMember(request, {
    username: uniqueName('inb'),
    password: 'Pass1234',
  });
  await enterSession(page, sessionInfoOf(answer), '/m/webEmail');
  await expect(page.getByTestId('inbox-empty')).toContainText('No messages yet');
  await expectAccessible(page);
  await shot(page, 'inbox-empty-en');
  await page.goto('/m/message?id=1');
  await expect(page.getByTestId('inbox-message-gone')).toBeVisible();
  await page.getByTestId('inbox-back').click();
  await expect(page.getByTestId('inbox-empty')).toBeVisible();
});

test('a visitor is sent to login', async ({ page }) => {
  await useLanguage(page, 'EN');
  await page.goto('/m/webEmail');
  await expect(page).toHaveURL(/\/m\/login/);
});

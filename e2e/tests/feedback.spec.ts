import { demoScreenshotPng } from '../../apps/server/src/seed/demo-png.js';
import { apiLogin, registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { settledShot } from '../support/shots';

/** Eleven words as Intl.Segmenter finds them in Burmese, which has no spaces between words. */
const BURMESE = 'ငွေထုတ်ယူရာတွင် ပြဿနာရှိနေပါသည်။ ကျေးဇူးပြု၍ စစ်ဆေးပေးပါ';

test('demo01 reads the reply to its seeded feedback: opening it clears the dot', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'EN');
  const answer = await apiLogin(request, 'demo01', 'Demo1234');
  await enterSession(page, sessionInfoOf(answer), '/m/feedback');
  await expect(page.getByTestId('header-page')).toContainText('Feedback');
  await expect(page.getByTestId('feedback-form')).toBeVisible();
  await expect(page.getByTestId('feedback-unread-count')).toHaveText('1');
  await expectAccessible(page);
  await settledShot(page, 'feedback-form-en');

  await page.getByTestId('feedback-tab-mine').click();
  const items = page.getByTestId('feedback-item');
  await expect(items).toHaveCount(2);
  const answered = items.filter({ has: page.getByTestId('feedback-unread-dot') });
  await expect(answered).toHaveCount(1);
  await expect(answered).toContainText('Withdrawal');
  await expectAccessible(page);
  await settledShot(page, 'feedback-list-en');

  await answered.getByTestId('feedback-open').click();
  await expect(page.getByTestId('feedback-reply')).toContainText('Thank you for your patience');
  await expect(page.getByTestId('feedback-reply')).toHaveCount(1);
  await expect(page.getByTestId('feedback-card-images').locator('img')).toHaveCount(1);
  await expect(page.getByTestId('feedback-unread-dot')).toHaveCount(0);
  await expect(page.getByTestId('feedback-unread-count')).toHaveCount(0);
  await expectAccessible(page);
  await settledShot(page, 'feedback-reply-en');

  await page.reload();
  await page.getByTestId('feedback-tab-mine').click();
  await expect(page.getByTestId('feedback-item')).toHaveCount(2);
  await expect(page.getByTestId('feedback-unread-dot')).toHaveCount(0);
});

test('a new member writes feedback in Burmese: words counted without spaces, with a screenshot', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'MY');
  const answer = await registerMember(request, {
    username: uniqueName('fbk'),
    password: 'Pass1234',
  });
  await enterSession(page, sessionInfoOf(answer), '/m/feedback');
  await page.getByTestId('feedback-tab-mine').click();
  await expect(page.getByTestId('feedback-empty')).toBeVisible();
  await expectAccessible(page);
  await settledShot(page, 'feedback-empty-my');

  await page.getByTestId('feedback-tab-write').click();
  await page.getByTestId('feedback-type-withdrawal').check();
  await page.getByTestId('feedback-content').fill('ငွေထုတ် ပြဿနာ');
  await expect(page.getByTestId('feedback-word-count')).toHaveAttribute('data-count', '3');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('field-content').getByRole('alert')).toBeVisible();

  await page.getByTestId('feedback-content').fill(BURMESE);
  await expect(page.getByTestId('feedback-word-count')).toHaveAttribute('data-count', '11');
  await page
    .getByTestId('feedback-images')
    .setInputFiles([{ name: 'wait.png', mimeType: 'image/png', buffer: demoScreenshotPng() }]);
  await expect(page.locator('.image-picker__thumb')).toHaveCount(1);
  await expectAccessible(page);
  await settledShot(page, 'feedback-form-my');

  await page.getByTestId('feedback-submit').click();
  const items = page.getByTestId('feedback-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('ပြန်စာ စောင့်ဆိုင်းနေသည်');
  await items.first().getByTestId('feedback-open').click();
  await expect(page.getByTestId('feedback-card-images').locator('img')).toHaveCount(1);
  await expectAccessible(page);
  await settledShot(page, 'feedback-list-my');
});

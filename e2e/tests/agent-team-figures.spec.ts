import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, sessionInfoOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { enterSession, expect, test, useLanguage } from '../support/fixtures';
import { settledShot } from '../support/shots';

/** agent01 (the seed's demo team: agent02 under it, agent03 under agent02, their players). */
const asAgent01 = async (page: Page, request: APIRequestContext, to: string) => {
  const agent = await apiLogin(request, 'agent01', 'Agent1234');
  await enterSession(page, sessionInfoOf(agent), to);
};

const money = /^-?[\d,]+\.\d{2}$/;

test.describe("the agent's team figures", () => {
  test('agent01 reads its team overview, P&L down a sub-team and its team bets', async ({
    page,
    request,
  }) => {
    // Three screens and their filters, each checked by axe: more than one screen's time.
    test.slow();
    await useLanguage(page, 'EN');
    await asAgent01(page, request, '/m/agent');
    await page.getByTestId('agent-menu-teamOverview').click();
    const overview = page.getByTestId('team-overview');
    await expect(overview).toBeVisible();
    await page.getByTestId('team-range-thisMonth').click();
    await expect(page.getByTestId('team-figure-teamSize')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId('team-figure-stake')).toHaveText(money);
    await expect(page.getByTestId('team-chart').locator('canvas')).toBeVisible();
    await expectAccessible(page);
    await settledShot(page, 'agent-team-overview-en');
    await page.getByTestId('team-back').click();
    await expect(page.getByTestId('agent-home')).toBeVisible();

    await page.getByTestId('agent-menu-teamProfitLoss').click();
    await expect(page.getByTestId('team-pnl')).toBeVisible();
    await page.getByTestId('team-range-thisMonth').click();
    await expect(page.getByTestId('pnl-row').first()).toBeVisible();
    await expectAccessible(page);
    await settledShot(page, 'agent-team-pnl-en');
    // A provider of one category narrows the team's figures (it plays slots, live and lottery).
    const totals = page.getByTestId('pnl-totals');
    const whole = (await totals.textContent()) ?? '';
    await page.getByTestId('pnl-category').selectOption('RNG');
    await expect(page.getByTestId('pnl-vendor').locator('option')).not.toHaveCount(1);
    await page.getByTestId('pnl-vendor').selectOption({ index: 1 });
    await expect(totals).not.toHaveText(whole);
    await expect(page.locator('.records-list--stale')).toHaveCount(0);
    await settledShot(page, 'agent-team-pnl-vendor-en');
    await page.getByTestId('pnl-category').selectOption({ index: 0 });
    await expect(page.getByTestId('pnl-vendor')).toHaveValue('');
    await expect(totals).toHaveText(whole);
    await page.getByRole('button', { name: "Open agent02's team" }).click();
    await expect(page.getByRole('heading', { name: "agent02's team" })).toBeVisible();
    await expect(page.getByRole('button', { name: "Open agent03's team" })).toBeVisible();
    await page.getByTestId('team-back').click();
    await expect(page.getByRole('heading', { name: 'Team profit and loss' })).toBeVisible();
    await page.getByTestId('team-back').click();

    await page.getByTestId('agent-menu-teamBetting').click();
    await expect(page.getByTestId('team-betting')).toBeVisible();
    await page.getByTestId('team-range-thisMonth').click();
    const first = page.getByTestId('team-bet-row').first();
    await expect(first).toBeVisible();
    await expectAccessible(page);
    await settledShot(page, 'agent-team-betting-en');
    // Slots of one provider: the row's provider, picked from the category's providers.
    await page.getByTestId('team-bet-category').selectOption('RNG');
    await expect(first).toContainText('Slots · ');
    const meta = (await first.locator('.records-row__meta').nth(1).textContent()) ?? '';
    const provider = meta.split(' · ')[1]?.trim() ?? '';
    await page.getByTestId('team-bet-vendor').selectOption({ label: provider });
    const rows = page.getByTestId('team-bet-row');
    await expect(page.locator('.records-list--stale')).toHaveCount(0);
    for (const row of (await rows.all()).slice(0, 5)) {
      await expect(row).toContainText(`Slots · ${provider}`);
    }
    await expectAccessible(page);
    await settledShot(page, 'agent-team-betting-vendor-en');
    // The site's own lottery, which the lobby lists under no vendor, is one for its categories.
    await page.getByTestId('team-bet-category').selectOption('ELOTT');
    await expect(page.getByTestId('team-bet-vendor')).toHaveValue('');
    await expect(page.getByTestId('team-bet-vendor').locator('option').nth(1)).toHaveText(
      'Lottery',
    );
    await page.getByTestId('team-bet-category').selectOption('RNG');
    await expect(first).toContainText('Slots · ');
    await first.click();
    await expect(page.getByTestId('bet-detail')).toBeVisible();
    await expectAccessible(page);
  });

  test('in Burmese, the three screens speak Burmese', async ({ page, request }) => {
    await useLanguage(page, 'MY');
    await asAgent01(page, request, '/m/agent/team/overview');
    await expect(page.getByTestId('team-members')).toContainText('အဖွဲ့ အရွယ်အစား');
    await expect(page.getByTestId('team-range-thisMonth')).toHaveText('ယခုလ');
    await page.getByTestId('team-range-thisMonth').click();
    await expect(page.getByTestId('team-chart').locator('canvas')).toBeVisible();
    await expectAccessible(page);
    await settledShot(page, 'agent-team-overview-my');
    await page.goto('/m/agent/team/pnl');
    await expect(page.getByTestId('pnl-totals')).toContainText('အဖွဲ့ တစ်ခုလုံး');
    await expectAccessible(page);
    await settledShot(page, 'agent-team-pnl-my');
    await page.goto('/m/teamBetting');
    await expect(page.getByTestId('team-betting')).toContainText('ရှာရန်');
    await expect(page.getByTestId('team-bet-vendor').locator('option').first()).toHaveText(
      'ဝန်ဆောင်မှုပေးသူ အားလုံး',
    );
    await page.getByTestId('team-bet-category').selectOption('RNG');
    await page.getByTestId('team-bet-vendor').selectOption({ index: 1 });
    await expectAccessible(page);
    await settledShot(page, 'agent-team-betting-my');
  });
});

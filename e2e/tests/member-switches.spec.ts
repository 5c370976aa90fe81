import {
  feedbackEndpoints,
  HEADERS,
  inboxEndpoints,
  promotionEndpoints,
  recordEndpoints,
  systemEndpoints,
  vipEndpoints,
  type WhitelabelSwitch,
} from '@lotto/contract';
import type { APIRequestContext } from '@playwright/test';
import { registerMember, sessionInfoOf, uniqueName } from '../support/api';
import { E2E_PORT, SWITCHES_HOST } from '../support/data-dir';
import { setWhitelabel } from '../support/db';
import { expect, test, useLanguage } from '../support/fixtures';

/**
 * Each whitelabel switch of the member centre (spec/02 section 2), turned off on its own: its
 * entry leaves /m/mine while every other entry stays, and its endpoint, where it has one,
 * answers function.not.available. The site is the e2e's own copy of the demo's settings.
 */
const SITE = 'switches';
const ORIGIN = `http://${SWITCHES_HOST}:${E2E_PORT}`;

interface Endpoint {
  method: string;
  path: string;
  module: string;
}
const SWITCHES: { name: WhitelabelSwitch; entry: string; endpoint?: Endpoint }[] = [
  { name: 'VIPBENEFIT', entry: 'mine-tile-benefits', endpoint: vipEndpoints.clubBenefit },
  { name: 'REFERRAL', entry: 'mine-tile-invite', endpoint: promotionEndpoints.referral },
  { name: 'DEPRECM3', entry: 'mine-item-depositRecord' },
  { name: 'WITHREC3', entry: 'mine-item-withdrawReport' },
  { name: 'TRANSREC3', entry: 'mine-item-accountRecord', endpoint: recordEndpoints.ledger },
  { name: 'TRANSBETREPMEM3', entry: 'mine-item-bettingRecord', endpoint: recordEndpoints.bets },
  { name: 'PERSREP', entry: 'mine-item-profitAndLoss', endpoint: recordEndpoints.profitLoss },
  { name: 'REWCEN3', entry: 'mine-item-rewardCenter', endpoint: promotionEndpoints.rewards },
  { name: 'MANPLAYREB3', entry: 'mine-item-manualRebate' },
  { name: 'MISSION', entry: 'mine-item-leaderBoard', endpoint: promotionEndpoints.leaderboard },
  { name: 'PLYRBT', entry: 'mine-item-myRebate' },
  { name: 'MAILCEN', entry: 'mine-item-news', endpoint: inboxEndpoints.list },
  { name: 'FEEDBACK3', entry: 'mine-item-feedback', endpoint: feedbackEndpoints.list },
];

/** The API as the app calls it on this site (Node does not resolve *.localhost names). */
const call = async (request: APIRequestContext, endpoint: Endpoint, token?: string) => {
  const res = await request.fetch(endpoint.path, {
    method: endpoint.method,
    headers: {
      [HEADERS.merchant]: SITE,
      [HEADERS.module]: endpoint.module,
      ...(token ? { [HEADERS.authorization]: token } : {}),
    },
  });
  return (await res.json()) as { errorCode?: string; value?: unknown };
};
const errorCodeOf = async (request: APIRequestContext, endpoint: Endpoint, token: string) =>
  (await call(request, endpoint, token)).errorCode ?? null;

/** Sets the switches, and waits until the server answers them (its cache checks each second). */
const switchTo = async (request: APIRequestContext, whitelabel: Record<string, boolean>) => {
  await setWhitelabel(SITE, whitelabel);
  const answered = async () => (await call(request, systemEndpoints.whitelabel)).value;
  await expect.poll(answered, { intervals: [200] }).toMatchObject(whitelabel);
};

test.describe.configure({ mode: 'serial' });
test.afterAll(async () => setWhitelabel(SITE, {}));

test('each member-centre switch hides its own entry and refuses its endpoint', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'EN');
  const member = await registerMember(request, {
    username: uniqueName('sw'),
    password: 'Pass1234',
    merchant: SITE,
  });
  await page.goto(`${ORIGIN}/m/home`);
  await page.evaluate(
    (value) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(value)),
    sessionInfoOf(member),
  );
  const centre = page.getByTestId('member-centre');

  for (const { name, entry, endpoint } of SWITCHES) {
    await switchTo(request, { [name]: false });
    await page.goto(`${ORIGIN}/m/mine`);
    await expect(centre.getByTestId('mine-name')).toBeVisible();
    await expect(centre.getByTestId(entry), name).toHaveCount(0);
    for (const other of SWITCHES) {
      if (other.name !== name)
        await expect(centre.getByTestId(other.entry), other.name).toHaveCount(1);
    }
    if (endpoint)
      expect(await errorCodeOf(request, endpoint, member.token), name).toBe(
        'function.not.available',
      );
  }

  await switchTo(request, Object.fromEntries(SWITCHES.map((s) => [s.name, true])));
  await page.goto(`${ORIGIN}/m/mine`);
  await expect(centre.getByTestId('mine-name')).toBeVisible();
  for (const { entry } of SWITCHES) await expect(centre.getByTestId(entry)).toHaveCount(1);
  for (const { endpoint } of SWITCHES) {
    if (endpoint) expect(await errorCodeOf(request, endpoint, member.token)).toBeNull();
  }
});

import { HEADERS } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { siteCtxOf } from '../../../test/context.js';
import { memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { channelIds, getOrder, putBank } from './deposits.test-support.js';
import { rejectBankDeposit } from './index.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const REASONS = {
  EN: 'The receipt does not show the transfer to our account.',
  MY: 'ပြေစာတွင် ကျွန်ုပ်တို့၏ အကောင့်သို့ လွှဲငွေ မပါပါ။',
};

const rejectedOrder = async () => {
  const m = await memberWithSession(t.db);
  const { bank } = await channelIds(t);
  const fields = {
    channelId: String(bank),
    amount: '500.00',
    depositorName: 'Aung',
    reference: 'R1',
  };
  const { order } = (await putBank(t.app, m.headers, fields)).json().value;
  const ctx = await siteCtxOf(t.db, 'demo', clock.now);
  await rejectBankDeposit(ctx, {
    orderId: order.id,
    operatorId: 1,
    reason: REASONS.EN,
    reasons: REASONS,
  });
  return { m, orderId: order.id as number };
};

describe('a rejection reason in the member’s language', () => {
  it('answers the order’s reason in the asked language', async () => {
    const { m, orderId } = await rejectedOrder();
    for (const language of ['MY', 'EN'] as const) {
      const headers = { ...m.headers, [HEADERS.language]: language };
      const detail = (await getOrder(t.app, headers, orderId)).json().value;
      expect(detail, language).toMatchObject({ status: 'rejected', reason: REASONS[language] });
    }
  });

  it('writes the reason into each language’s inbox message in that language', async () => {
    const { orderId } = await rejectedOrder();
    const texts = await t.db
      .selectFrom('inbox_message_texts as x')
      .innerJoin('inbox_messages as i', 'i.id', 'x.message_id')
      .select(['x.language', 'x.content'])
      .where('i.ref', '=', `deposit:${orderId}:rejected`)
      .execute();
    expect(texts.length).toBe(2);
    for (const text of texts) {
      expect(text.content).toContain(text.language === 'MY' ? REASONS.MY : REASONS.EN);
    }
  });
});

import { API, outboxList } from '@lotto/contract';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The demo outbox (GET /wps/demo/outbox, the e2e server runs in demo mode): what the SMS gateway
 * and the mailer sent. The first read opens the address in this request context's inbox (its
 * cookie), so each test reads addresses of its own.
 */
const messagesFor = async (request: APIRequestContext, recipient: string, merchant?: string) => {
  const answer = await request.get(`${API.demoOutbox}?recipient=${encodeURIComponent(recipient)}`, {
    headers: merchant ? { merchant } : {},
  });
  expect(answer.ok()).toBe(true);
  return outboxList.parse((await answer.json()).value).messages;
};

/** Waits for a message to `recipient` newer than `since` and answers its body. */
const latest = async (
  request: APIRequestContext,
  recipient: string,
  since: number,
  merchant?: string,
) => {
  let body = '';
  await expect
    .poll(
      async () => {
        const newest = (await messagesFor(request, recipient, merchant)).find(
          (m) => m.createdAt >= since,
        );
        body = newest?.body ?? '';
        return body;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return body;
};

/** The code of the newest SMS to a number (national, of the site's first country). */
export const smsCode = async (
  request: APIRequestContext,
  digits: string,
  since: number,
  merchant?: string,
) => {
  const body = await latest(request, digits, since, merchant);
  const code = body.match(/(\d{4,10})/)?.[1];
  if (!code) throw new Error(`no code in SMS: ${body}`);
  return code;
};

/** The reset link of the newest mail to an address. */
export const resetLink = async (request: APIRequestContext, email: string, since: number) => {
  const body = await latest(request, email, since);
  const link = body.match(/https?:\/\/\S+resetToken=[\w-]+/)?.[0];
  if (!link) throw new Error(`no reset link in mail: ${body}`);
  return link;
};

/** The confirmation link of the newest mail to an address that binds it (security centre). */
export const confirmEmailLink = async (
  request: APIRequestContext,
  email: string,
  since: number,
) => {
  const body = await latest(request, email, since);
  const link = body.match(/https?:\/\/\S+confirmEmail\?emailToken=[\w-]+/)?.[0];
  if (!link) throw new Error(`no confirmation link in mail: ${body}`);
  return link;
};

/** The newest message to a recipient since a time (a notice, not a code). */
export const messageTo = (request: APIRequestContext, recipient: string, since: number) =>
  latest(request, recipient, since);

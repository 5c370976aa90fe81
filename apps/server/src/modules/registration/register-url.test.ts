import { errorEnvelope, type RegisterPayload } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerVia } from '../../../test/registration.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** registerUrl is the host name the member registered on (spec/01 section 3), nothing else. */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());
const register = (extra: Partial<RegisterPayload>) => registerVia(t.app, extra);
const memberRow = (username: string) =>
  t.db.selectFrom('members').selectAll().where('username', '=', username).executeTakeFirst();

describe('registerUrl (A.24)', () => {
  it('refuses a registerUrl that is not a host name, naming the field (A.24)', async () => {
    const notHostNames = [
      '',
      'https://demo.localhost',
      'demo.localhost/m/register',
      'demo.localhost:8080',
      'user@demo.localhost',
      '<b>x</b>',
      'a..b',
      '-bad.example',
      'bad-.example',
      'under_score.example',
      `${'x'.repeat(64)}.example`,
      `${'abcdefghi.'.repeat(24)}examplexxx.com`, // 254 characters
      '[::1]',
    ];
    for (const registerUrl of notHostNames) {
      const res = await register({ registerUrl });
      expect(res.statusCode, registerUrl).toBe(400);
      expect(errorOf(res), registerUrl).toMatchObject({
        errorCode: 'request_param_err',
        value: {
          fields: [{ field: 'registerUrl', message: expect.stringContaining('host name') }],
        },
      });
    }
    expect(await memberRow('newbie01')).toBeUndefined();
  });

  it('stores the host name it was registered on, lower-cased', async () => {
    expect((await register({ registerUrl: 'M.Shwe-Lucky.example.' })).statusCode).toBe(200);
    expect((await register({ username: 'newbie02', registerUrl: '127.0.0.1' })).statusCode).toBe(
      200,
    );
    expect(await memberRow('newbie01')).toMatchObject({ register_url: 'm.shwe-lucky.example' });
    expect(await memberRow('newbie02')).toMatchObject({ register_url: '127.0.0.1' });
  });
});

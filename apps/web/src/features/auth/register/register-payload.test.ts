import { REGISTRATION_FIELDS } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { type RegisterKey, registerPayload } from './register-payload';

const values = (given: Partial<Record<RegisterKey, string>>) =>
  ({
    ...Object.fromEntries([...REGISTRATION_FIELDS, 'verificationCode'].map((f) => [f, ''])),
    ...given,
  }) as Record<RegisterKey, string>;
const context = {
  tab: 'username' as const,
  ageConfirmed: true,
  dialingCode: '95',
  needsSms: false,
  domain: '',
  host: 'demo.localhost',
  method: 'H5' as const,
};

describe('registration payload', () => {
  it('sends the shown, filled fields, trimmed except passwords', () => {
    const payload = registerPayload(
      ['username', 'password', 'confirmPassword', 'email', 'nickname', 'captcha'],
      values({
        username: ' newbie ',
        password: ' Pass1234 ',
        confirmPassword: ' Pass1234 ',
        email: ' a@b.com ',
        captcha: '1234',
        qqNum: 'hidden field',
      }),
      context,
    );
    expect(payload).toEqual({
      username: 'newbie',
      password: ' Pass1234 ',
      confirmPassword: ' Pass1234 ',
      email: 'a@b.com',
      captcha: '1234',
      type: 0,
      registerUrl: 'demo.localhost',
      registerMethod: 'H5',
      normalRegistration: true,
      ageConfirmed: true,
    });
  });

  it('marks a mobile registration, with its dialing code, SMS code and link domain', () => {
    const payload = registerPayload(
      ['mobileNum', 'verificationCode', 'password', 'confirmPassword'],
      values({
        mobileNum: '912345678',
        verificationCode: '654321',
        password: 'x',
        confirmPassword: 'x',
      }),
      { ...context, tab: 'mobile', needsSms: true, domain: 'agent.example.com' },
    );
    expect(payload).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '95',
      verificationCode: '654321',
      normalRegistration: false,
      domain: 'agent.example.com',
    });
  });
});

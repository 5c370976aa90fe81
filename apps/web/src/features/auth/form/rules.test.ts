import type { FieldRule } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { fromRule } from '../../../shared/form/checks';
import { joinMessages } from '../../../shared/form/messages';
import { formSchema } from '../../../shared/form/schema';
import {
  CONFIRM_MISMATCH,
  captcha,
  confirmation,
  email,
  loginPassword,
  loginUsername,
  mobileNum,
  verificationCode,
} from './rules';

const keys = (messages: unknown[]) => messages.map((m) => (m as { key?: string }).key);

describe('login rules', () => {
  it('ask for a username, then check its format', () => {
    expect(keys(loginUsername(''))).toEqual(['auth.validation.enterUsername']);
    expect(keys(loginUsername('bad name!'))).toEqual(['auth.validation.accountFormat']);
    expect(loginUsername('demo01')).toEqual([]);
  });

  it('ask for a password', () => {
    expect(keys(loginPassword(''))).toEqual(['auth.validation.enterPassword']);
    expect(loginPassword('Demo1234')).toEqual([]);
  });

  it('format the mobile error with the minimum length', () => {
    expect(mobileNum(7)('123')).toEqual([{ key: 'auth.validation.mobileMin', vars: { min: 7 } }]);
    expect(keys(mobileNum(7)('12a4567'))).toEqual(['auth.validation.mobileInvalid']);
    expect(keys(mobileNum(7)('1'.repeat(21)))).toEqual(['auth.validation.mobileInvalid']);
    expect(mobileNum(7)('9123456')).toEqual([]);
  });

  it('accept numeric codes of up to 10 digits and captchas of up to 6', () => {
    expect(verificationCode('123456')).toEqual([]);
    expect(keys(verificationCode('12345678901'))).toEqual(['auth.validation.codeError']);
    expect(keys(captcha(''))).toEqual(['auth.validation.enterCaptcha']);
    expect(keys(captcha('1234567'))).toEqual(['auth.validation.enterCaptcha']);
    expect(captcha('012345')).toEqual([]);
  });
});

describe('e-mail rule of password recovery', () => {
  it('takes word characters, dot segments and a domain of 2-3 letter parts', () => {
    for (const good of ['a@b.com', ' john.doe@mail.co.uk ', 'x_1@ex.com.mm']) {
      expect(email(good), good).toEqual([]);
    }
    for (const bad of ['', 'a@b', 'a@b.c', 'a@b.info', 'a b@c.com', 'a@b.co.uk.mm.xx']) {
      expect(keys(email(bad)), bad).toEqual(['auth.validation.emailFormat']);
    }
  });
});

describe('server field rules', () => {
  const rule: FieldRule = {
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z0-9]+$',
    patternId: 1,
    minLength: 4,
    maxLength: 12,
  };

  it('ask for a required field and show the pattern text with min and max', () => {
    expect(fromRule(rule, 'Username')('')).toEqual([
      { key: 'form.enterField', vars: { field: 'Username' } },
    ]);
    const messages = fromRule(rule, 'Username')('ab');
    expect(joinMessages(messages, 'EN')).toBe('4-12 letters or digits');
    expect(joinMessages(messages, 'MY')).toContain('4-12');
  });

  it('let an optional empty field pass', () => {
    expect(fromRule({ ...rule, required: false }, 'QQ')('')).toEqual([]);
  });

  it('join several messages with commas', () => {
    expect(joinMessages([{ text: 'one' }, { text: 'two' }], 'EN')).toBe('one, two');
  });

  it('want the confirmation to repeat the password', () => {
    const schema = formSchema({ password: loginPassword, confirm: confirmation }, [
      { field: 'confirm', as: 'password', message: CONFIRM_MISMATCH },
    ]);
    const issues = schema.safeParse({ password: 'abc123', confirm: 'abc124' }).error?.issues;
    expect(issues?.map((issue) => [issue.path, JSON.parse(issue.message)])).toEqual([
      [['confirm'], CONFIRM_MISMATCH],
    ]);
    expect(schema.safeParse({ password: 'abc123', confirm: 'abc123' }).success).toBe(true);
    expect(keys(confirmation(''))).toEqual(['auth.validation.enterPassword']);
  });
});

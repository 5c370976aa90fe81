import type { FieldRule, RegistrationField, RegistrationSettings } from '@lotto/contract';
import { REGISTRATION_FIELDS } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import {
  affiliateFromUrl,
  defaultTab,
  ruleFor,
  serverFieldMessages,
  visibleFields,
} from './register-fields';

const rule = (enabled: boolean, required = false): FieldRule => ({
  enabled,
  required,
  acceptedPattern: '^.*$',
  patternId: 6,
  minLength: 1,
  maxLength: 64,
});
const ON: RegistrationField[] = [
  'mobileNum',
  'username',
  'password',
  'confirmPassword',
  'email',
  'affiliateCode',
  'captcha',
];
const settings: RegistrationSettings = {
  fields: Object.fromEntries(
    REGISTRATION_FIELDS.map((f) => [f, rule(ON.includes(f), f === 'username' || f === 'password')]),
  ) as Record<RegistrationField, FieldRule>,
  captcha: { enabled: true },
  methods: { username: true, mobile: true, mobileNeedsSms: true },
  minimumAge: 18,
};

describe('registration fields', () => {
  it('default to username unless only mobile registration is on', () => {
    expect(defaultTab(true, true)).toBe('username');
    expect(defaultTab(true, false)).toBe('username');
    expect(defaultTab(false, true)).toBe('mobile');
  });

  it('show the enabled fields in the fixed order, the captcha apart', () => {
    expect(visibleFields(settings, 'username')).toEqual([
      'mobileNum',
      'username',
      'password',
      'confirmPassword',
      'email',
      'affiliateCode',
    ]);
  });

  it('drop the username and require the mobile number on the mobile tab', () => {
    expect(visibleFields(settings, 'mobile')).not.toContain('username');
    expect(ruleFor(settings, 'mobile', 'mobileNum').required).toBe(true);
    expect(ruleFor(settings, 'username', 'mobileNum').required).toBe(false);
    expect(ruleFor(settings, 'username', 'confirmPassword').required).toBe(true);
  });

  it('read the invitation code and domain from the link', () => {
    expect(affiliateFromUrl('?affiliateCode=AGENT01&domain=x.com')).toEqual({
      code: 'AGENT01',
      domain: 'x.com',
    });
    expect(affiliateFromUrl('?code=%20AG2%20')).toEqual({ code: 'AG2', domain: '' });
    expect(affiliateFromUrl('')).toEqual({ code: '', domain: '' });
  });

  it('turn the server field errors into messages under each field', () => {
    const found = serverFieldMessages(
      {
        fields: [
          { field: 'username', reason: 'pattern', patternId: 1, min: 6, max: 16 },
          { field: 'email', reason: 'required', patternId: 4, min: 3, max: 128 },
          { field: 'password', message: 'Too short' },
          { field: 'bogus', reason: 'required' },
        ],
      },
      (field) => field.toUpperCase(),
    );
    expect(found.username).toEqual([{ pattern: 1, min: 6, max: 16 }]);
    expect(found.email).toEqual([{ key: 'form.enterField', vars: { field: 'EMAIL' } }]);
    expect(found.password).toEqual([{ text: 'Too short' }]);
    expect(Object.keys(found)).toHaveLength(3);
  });
});

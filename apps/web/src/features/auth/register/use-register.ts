import {
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationSettings,
  STORAGE_KEYS,
  TOASTS,
} from '@lotto/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { isStandalone } from '../../../shared/env';
import { currentLanguage, translate } from '../../../shared/i18n';
import { errorText, failureText } from '../../../shared/i18n/errors';
import { heldPassword } from '../../../shared/session/held-password';
import { sessionStore } from '../../../shared/session/session-store';
import { local } from '../../../shared/storage';
import { toast } from '../../../shared/ui/toast';
import { checkAffiliate, register, sendSms } from '../api/mutations';
import { useCountries } from '../api/queries';
import { useCaptcha } from '../components/Captcha';
import { defaultDialingCode } from '../components/DialingCodePicker';
import type { Message } from '../form/messages';
import * as rules from '../form/rules';
import { type FormRules, useForm } from '../form/use-form';
import { countdownLength } from '../sms/countdown';
import {
  affiliateFromUrl,
  type RegisterTab,
  ruleFor,
  serverFieldMessages,
  visibleFields,
} from './register-fields';
import { detectRegisterMethod } from './register-method';
import { type RegisterKey, registerPayload } from './register-payload';

const say = (key: 'auth.form.smsSent' | 'auth.register.success') =>
  translate(currentLanguage(), key);
const label = (field: RegisterKey) => translate(currentLanguage(), `auth.fields.${field}`);

/** Where a refusal's message belongs (other codes are a toast). */
const FIELD_OF_CODE: Record<string, RegisterKey> = {
  'username.exists': 'username',
  'mobile.exists': 'mobileNum',
  'mobile.invalid': 'mobileNum',
  'verification.code.invalid': 'verificationCode',
  'verification.code.expired': 'verificationCode',
  'password.confirm.mismatch': 'confirmPassword',
  'captcha.required': 'captcha',
  'captcha.invalid': 'captcha',
};

/** The form's fields in display order: the SMS code after the number, the captcha last. */
const orderOf = (settings: RegistrationSettings, tab: RegisterTab, needsSms: boolean) => {
  const shown: RegisterKey[] = [];
  for (const field of visibleFields(settings, tab)) {
    shown.push(field);
    if (field === 'mobileNum' && tab === 'mobile' && needsSms) shown.push('verificationCode');
  }
  if (settings.captcha.enabled) shown.push('captcha');
  return shown;
};

/** The registration form of one tab: state, SMS, affiliate check and submit (spec/01 §4). */
export const useRegister = (
  settings: RegistrationSettings,
  tab: RegisterTab,
  initialMobile: string,
) => {
  const navigate = useNavigate();
  const fromUrl = useRef(affiliateFromUrl(window.location.search)).current;
  const needsSms = tab === 'mobile' && settings.methods.mobileNeedsSms;
  const order = orderOf(settings, tab, needsSms);
  const captcha = useCaptcha(settings.captcha.enabled);
  const [age, setAge] = useState(false);
  const [ageError, setAgeError] = useState(false);
  const [agree, setAgree] = useState(true);
  const [dialingCode, setDialingCode] = useState('');
  const [busy, setBusy] = useState(false);
  const checkedCode = useRef<string | null>(null);
  const { refresh: refreshCaptcha } = captcha;
  useEffect(() => {
    if (settings.captcha.enabled) void refreshCaptcha();
  }, [settings.captcha.enabled, refreshCaptcha]);

  const initial = Object.fromEntries(
    [...REGISTRATION_FIELDS, 'verificationCode'].map((f) => [f, '']),
  ) as Record<RegisterKey, string>;
  initial.mobileNum = initialMobile;
  initial.affiliateCode = fromUrl.code;
  const validators = {} as FormRules<RegisterKey>;
  for (const field of order) {
    if (field === 'verificationCode') validators[field] = rules.verificationCode;
    else if (field === 'captcha') validators[field] = rules.captcha;
    else if (field === 'confirmPassword') {
      validators[field] = (value, all) => rules.sameAs(() => all.password)(value);
    } else validators[field] = rules.fromRule(ruleFor(settings, tab, field), label(field));
  }
  const form = useForm<RegisterKey>(initial, validators);
  const countries = useCountries().data;
  const dialing = dialingCode || defaultDialingCode(countries);

  const sendCode = async (): Promise<number | null> => {
    if (!form.validate(['mobileNum'])) return null;
    void toast.loading(translate(currentLanguage(), 'auth.form.sending'), TOASTS.loadingLong);
    try {
      const { expiredMinutes } = await sendSms(
        'register',
        form.values.mobileNum,
        dialing || undefined,
      );
      await toast.show(say('auth.form.smsSent'), TOASTS.default);
      return countdownLength(expiredMinutes);
    } catch (error) {
      await toast.show(failureText(error));
      return null;
    }
  };

  /** spec/01 section 4: an entered code not yet found valid is checked; failure focuses it. */
  const affiliateOk = async (code: string) => {
    if (!code || checkedCode.current === code) return true;
    const { success } = await checkAffiliate(code, fromUrl.domain || undefined);
    if (success) {
      checkedCode.current = code;
      return true;
    }
    await toast.show(errorText('affiliate.invalid'), TOASTS.success);
    form.focus('affiliateCode');
    return false;
  };

  const payload = (values: Record<RegisterKey, string>) =>
    registerPayload(order, values, {
      tab,
      ageConfirmed: age,
      dialingCode: dialing,
      needsSms,
      domain: fromUrl.domain,
      host: window.location.hostname,
      method: detectRegisterMethod({
        userAgent: navigator.userAgent,
        standalone: isStandalone(),
        webClipFlag: local.get(STORAGE_KEYS.webClip) === '1',
      }),
    });

  const failed = async (error: unknown) => {
    if (settings.captcha.enabled) {
      form.setValue('captcha', ''); // each captcha allows one guess
      void captcha.refresh();
    }
    if (!(error instanceof ApiError)) return toast.show(failureText(error));
    if (error.code === 'affiliate.invalid') {
      form.focus('affiliateCode');
      return toast.show(errorText('affiliate.invalid'), TOASTS.success);
    }
    if (error.code === 'age.not.confirmed') return setAgeError(true);
    const found: Partial<Record<RegisterKey, Message[]>> = serverFieldMessages(error.value, label);
    const own = FIELD_OF_CODE[error.code];
    if (own) found[own] = [{ text: failureText(error) }];
    const first = order.find((f) => found[f]?.length);
    if (!first) return toast.show(failureText(error));
    form.setFieldErrors(found);
    form.focus(first);
  };

  const submit = async () => {
    if (busy || !agree || !form.validate(order)) return;
    if (!age) return setAgeError(true);
    setBusy(true);
    try {
      if (!(await affiliateOk(form.values.affiliateCode.trim()))) return;
      const answer = await register(payload(form.values));
      sessionStore.start(answer);
      heldPassword.set(form.values.password);
      void toast.success(say('auth.register.success'), TOASTS.success);
      navigate(paths.home, { replace: true });
    } catch (error) {
      await failed(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    order,
    rules: (field: RegistrationField) => ruleFor(settings, tab, field),
    captcha,
    needsSms,
    age,
    setAge: (value: boolean) => {
      setAge(value);
      if (value) setAgeError(false);
    },
    ageError,
    agree,
    setAgree,
    countries: countries?.countries ?? [],
    dialingCode: dialing,
    setDialingCode,
    busy,
    sendCode,
    submit,
  };
};

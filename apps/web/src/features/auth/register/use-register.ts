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
import type { Check } from '../../../shared/form/checks';
import { fromRule } from '../../../shared/form/checks';
import { formSchema } from '../../../shared/form/schema';
import { toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { showFieldMessages, useRecheck, useSchemaForm } from '../../../shared/form/use-schema-form';
import { currentLanguage, translate } from '../../../shared/i18n';
import { errorText, failureText } from '../../../shared/i18n/errors';
import { heldPassword } from '../../../shared/session/held-password';
import { sessionStore } from '../../../shared/session/session-store';
import { local } from '../../../shared/storage';
import { toast } from '../../../shared/ui/toast';
import { checkAffiliate, register } from '../api/mutations';
import { useCaptcha } from '../components/Captcha';
import { useDialingCode } from '../components/PhoneFields';
import * as rules from '../form/rules';
import { codeSender } from '../sms/send-code';
import {
  affiliateFromUrl,
  type RegisterTab,
  recommenderFromUrl,
  ruleFor,
  serverFieldMessages,
} from './register-fields';
import { detectRegisterMethod } from './register-method';
import { type RegisterKey, registerPayload } from './register-payload';
import { FIELD_OF_CODE, orderOf, tellUsername } from './register-steps';

const label = (field: RegisterKey) => translate(currentLanguage(), `auth.fields.${field}`);

/** Each shown field's check: the site's rule, or the fixed rule of codes. */
const checksOf = (settings: RegistrationSettings, tab: RegisterTab, order: RegisterKey[]) => {
  const checks: Partial<Record<RegisterKey, Check>> = {};
  for (const field of order) {
    if (field === 'verificationCode') checks[field] = rules.verificationCode;
    else if (field === 'captcha') checks[field] = rules.captcha;
    else if (field === 'confirmPassword') checks[field] = rules.confirmation;
    else checks[field] = fromRule(ruleFor(settings, tab, field), label(field));
  }
  return checks;
};

const emptyValues = (mobileNum: string, affiliateCode: string, recommenderId: string) => {
  const values = Object.fromEntries(
    [...REGISTRATION_FIELDS, 'verificationCode'].map((f) => [f, '']),
  ) as Record<RegisterKey, string>;
  return { ...values, mobileNum, affiliateCode, recommenderId };
};

/** The registration form of one tab: state, SMS, affiliate check and submit (spec/01 §4). */
export const useRegister = (
  settings: RegistrationSettings,
  tab: RegisterTab,
  initialMobile: string,
) => {
  const navigate = useNavigate();
  const fromUrl = useRef(affiliateFromUrl(window.location.search)).current;
  // An invite link names the inviting member: sent even where the form hides the field.
  const invitedBy = useRef(recommenderFromUrl(window.location.search)).current;
  const needsSms = tab === 'mobile' && settings.methods.mobileNeedsSms;
  const order = orderOf(settings, tab, needsSms);
  const captcha = useCaptcha(settings.captcha.enabled);
  const [age, setAge] = useState(false);
  const [ageError, setAgeError] = useState(false);
  const [agree, setAgree] = useState(true);
  const { busy, run } = useSubmitting();
  const checkedCode = useRef<string | null>(null);
  const dialing = useDialingCode();
  const schema = formSchema(checksOf(settings, tab, order), [
    { field: 'confirmPassword', as: 'password', message: rules.CONFIRM_MISMATCH },
  ]);
  const form = useSchemaForm(schema, emptyValues(initialMobile, fromUrl.code, invitedBy));
  useRecheck(form, 'password', 'confirmPassword');
  const { refresh: refreshCaptcha } = captcha;
  useEffect(() => {
    if (settings.captcha.enabled) void refreshCaptcha();
  }, [settings.captcha.enabled, refreshCaptcha]);

  /** spec/01 section 4: an entered code not yet found valid is checked; failure focuses it. */
  const affiliateOk = async (code: string) => {
    if (!code || checkedCode.current === code) return true;
    const { success } = await checkAffiliate(code, fromUrl.domain || undefined);
    if (success) {
      checkedCode.current = code;
      return true;
    }
    await toast.show(errorText('affiliate.invalid'), TOASTS.success);
    form.setFocus('affiliateCode');
    return false;
  };

  const payload = (values: Record<RegisterKey, string>) => ({
    ...(invitedBy && !order.includes('recommenderId') ? { recommenderId: invitedBy } : {}),
    ...registerPayload(order, values, {
      tab,
      ageConfirmed: age,
      dialingCode: dialing.dialingCode,
      needsSms,
      domain: fromUrl.domain,
      host: window.location.hostname,
      method: detectRegisterMethod({
        userAgent: navigator.userAgent,
        standalone: isStandalone(),
        webClipFlag: local.get(STORAGE_KEYS.webClip) === '1',
      }),
    }),
  });

  const failed = async (error: unknown) => {
    if (settings.captcha.enabled) {
      form.setValue('captcha', ''); // each captcha allows one guess
      void captcha.refresh();
    }
    if (!(error instanceof ApiError)) return toastFailure(error);
    if (error.code === 'affiliate.invalid') {
      form.setFocus('affiliateCode');
      return toast.show(errorText('affiliate.invalid'), TOASTS.success);
    }
    if (error.code === 'age.not.confirmed') return setAgeError(true);
    const found = serverFieldMessages(error.value, label) as ReturnType<
      typeof serverFieldMessages
    > &
      Partial<Record<RegisterKey, { text: string }[]>>;
    const own = FIELD_OF_CODE[error.code];
    if (own) found[own] = [{ text: failureText(error) }];
    const first = order.find((f) => found[f]?.length);
    if (!first) return toastFailure(error);
    showFieldMessages(form, found, first);
  };

  const submit = run(async (values: Record<RegisterKey, string>) => {
    if (!agree) return;
    if (!age) return setAgeError(true);
    if (!(await affiliateOk(values.affiliateCode.trim()))) return;
    const answer = await register(payload(values));
    void toast.success(translate(currentLanguage(), 'auth.register.success'), TOASTS.success);
    // A mobile registration never typed a username: the server made one; say which (A.13).
    // Said here, before the session starts: a member on this screen is sent home at once.
    if (tab === 'mobile') await tellUsername(answer.userName);
    sessionStore.start(answer);
    heldPassword.set(values.password);
    navigate(paths.home, { replace: true });
  }, failed);

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
    dialing,
    busy,
    sendCode: codeSender(form, 'mobileNum', 'register', dialing.dialingCode),
    submit: form.handleSubmit(submit),
  };
};

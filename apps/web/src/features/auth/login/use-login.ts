import { TOASTS } from '@lotto/contract';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { currentLanguage, translate } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { returnPathOf } from '../../../shared/routing/frame-rules';
import { heldPassword } from '../../../shared/session/held-password';
import { sessionStore } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast';
import { login, sendSms } from '../api/mutations';
import { useCountries, useRegisterSettings } from '../api/queries';
import { useCaptcha } from '../components/Captcha';
import { defaultDialingCode } from '../components/DialingCodePicker';
import * as rules from '../form/rules';
import { useForm } from '../form/use-form';
import {
  forgetCredentials,
  type LoginMethod,
  recallCredentials,
  rememberCredentials,
} from '../remember/remembered-login';
import { countdownLength } from '../sms/countdown';

const FIELDS = { username: '', password: '', mobileNum: '', messageCode: '', captcha: '' };
type Field = keyof typeof FIELDS;

/** Fields of a login by method, captcha last when it shows. */
const fieldsOf = (method: LoginMethod, withCaptcha: boolean): Field[] => [
  ...(method === 'username'
    ? (['username', 'password'] as const)
    : (['mobileNum', 'messageCode'] as const)),
  ...(withCaptcha ? (['captcha'] as const) : []),
];

/** Captcha problems are shown under the captcha field rather than as a toast. */
const CAPTCHA_CODES = ['captcha.required', 'captcha.invalid'];

/** The login form's state and actions (spec/01 sections 3, 4 and 8). */
export const useLogin = (method: LoginMethod) => {
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().state);
  const countries = useCountries().data;
  const mobileMin = useRegisterSettings().data?.fields.mobileNum.minLength;
  const captcha = useCaptcha();
  const [dialingCode, setDialingCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<Field>(FIELDS, {
    username: rules.loginUsername,
    password: rules.loginPassword,
    mobileNum: rules.mobileNum(mobileMin),
    messageCode: rules.verificationCode,
    captcha: rules.captcha,
  });
  const { setValue } = form;
  const dialing = dialingCode || defaultDialingCode(countries);

  // Switching method fills in that method's remembered login and renews a visible captcha.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per method switch only
  useEffect(() => {
    let live = true;
    void recallCredentials(method)
      .catch(() => null)
      .then((saved) => {
        if (!live) return;
        setRemember(saved !== null);
        if (!saved) return;
        if (method === 'username') {
          setValue('username', saved.username);
          setValue('password', saved.password);
        } else {
          setValue('mobileNum', saved.username);
          if (saved.countryDialingCode) setDialingCode(saved.countryDialingCode);
        }
      });
    if (captcha.visible) {
      setValue('captcha', '');
      void captcha.refresh();
    }
    return () => {
      live = false;
    };
  }, [method]);

  const sendCode = async (): Promise<number | null> => {
    if (!form.validate(['mobileNum'])) return null;
    void toast.loading(translate(currentLanguage(), 'auth.form.sending'), TOASTS.loadingLong);
    try {
      const { expiredMinutes } = await sendSms(
        'login',
        form.values.mobileNum,
        dialing || undefined,
      );
      await toast.show(translate(currentLanguage(), 'auth.form.smsSent'), TOASTS.default);
      return countdownLength(expiredMinutes);
    } catch (error) {
      await toast.show(failureText(error));
      return null;
    }
  };

  const saveRemembered = async (password: string) => {
    try {
      if (!remember) return forgetCredentials(method);
      const username = method === 'username' ? form.values.username.trim() : form.values.mobileNum;
      await rememberCredentials({
        type: method,
        username,
        password: method === 'username' ? password : '',
        ...(method === 'sms' && dialing ? { countryDialingCode: dialing } : {}),
      });
    } catch {
      // No IndexedDB (private mode): logging in matters more than remembering.
    }
  };

  const failed = async (error: unknown) => {
    const flagged = error instanceof ApiError && error.value?.captcha === true;
    if (flagged || captcha.visible) {
      // Each captcha allows one guess: a new image after every failure.
      setValue('captcha', '');
      void captcha.refresh();
    }
    if (error instanceof ApiError && CAPTCHA_CODES.includes(error.code) && captcha.visible) {
      form.setFieldErrors({ captcha: [{ text: error.message }] });
      form.focus('captcha');
      return;
    }
    await toast.show(failureText(error));
  };

  const submit = async () => {
    if (busy || !form.validate(fieldsOf(method, captcha.visible))) return;
    const { values } = form;
    const byName = method === 'username';
    const password = byName ? values.password : values.messageCode;
    setBusy(true);
    try {
      const answer = await login({
        type: method,
        username: byName ? values.username.trim() : values.mobileNum,
        password,
        ...(captcha.visible ? { captcha: values.captcha } : {}),
        ...(!byName && dialing ? { countryDialingCode: dialing } : {}),
      });
      sessionStore.start(answer);
      if (byName) heldPassword.set(password);
      await saveRemembered(password);
      navigate(returnTo ?? paths.home, { replace: true });
    } catch (error) {
      await failed(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    captcha,
    countries: countries?.countries ?? [],
    dialingCode: dialing,
    setDialingCode,
    remember,
    setRemember,
    busy,
    sendCode,
    submit,
  };
};

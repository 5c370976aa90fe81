import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { formSchema } from '../../../shared/form/schema';
import { toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { showFieldMessages, useSchemaForm } from '../../../shared/form/use-schema-form';
import { returnPathOf } from '../../../shared/routing/frame-rules';
import { heldPassword } from '../../../shared/session/held-password';
import { sessionStore } from '../../../shared/session/session-store';
import { login } from '../api/mutations';
import { useRegisterSettings } from '../api/queries';
import { useCaptcha } from '../components/Captcha';
import { useDialingCode } from '../components/PhoneFields';
import * as rules from '../form/rules';
import { type LoginMethod, recallCredentials } from '../remember/remembered-login';
import { codeSender } from '../sms/send-code';
import { useRememberChoice } from './use-remember-choice';

const EMPTY = { username: '', password: '', mobileNum: '', messageCode: '', captcha: '' };
export type LoginValues = typeof EMPTY;

/** Captcha problems are shown under the captcha field rather than as a toast. */
const CAPTCHA_CODES = ['captcha.required', 'captcha.invalid'];

/** The login form's state and actions (spec/01 sections 3, 4 and 8). */
export const useLogin = (method: LoginMethod) => {
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().state);
  const mobileMin = useRegisterSettings().data?.fields.mobileNum.minLength;
  const captcha = useCaptcha();
  const dialing = useDialingCode();
  const { busy, run } = useSubmitting();
  const byName = method === 'username';
  const schema = formSchema<keyof LoginValues>({
    ...(byName
      ? { username: rules.loginUsername, password: rules.loginPassword }
      : { mobileNum: rules.mobileNum(mobileMin), messageCode: rules.verificationCode }),
    ...(captcha.visible ? { captcha: rules.captcha } : {}),
  });
  const form = useSchemaForm(schema, EMPTY);
  const remember = useRememberChoice(method, dialing.dialingCode);
  const { setValue } = form;
  const { setDialingCode } = dialing;

  // Switching method fills in that method's remembered login and renews a visible captcha.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per method switch only
  useEffect(() => {
    let live = true;
    void recallCredentials(method)
      .catch(() => null)
      .then((saved) => {
        if (!live) return;
        remember.set(saved !== null);
        if (!saved) return;
        setValue(byName ? 'username' : 'mobileNum', saved.username);
        if (byName) setValue('password', saved.password);
        if (saved.countryDialingCode) setDialingCode(saved.countryDialingCode);
      });
    if (captcha.visible) {
      setValue('captcha', '');
      void captcha.refresh();
    }
    return () => {
      live = false;
    };
  }, [method]);

  const failed = async (error: unknown) => {
    const flagged = error instanceof ApiError && error.value?.captcha === true;
    if (flagged || captcha.visible) {
      // Each captcha allows one guess: a new image after every failure.
      setValue('captcha', '');
      void captcha.refresh();
    }
    if (error instanceof ApiError && CAPTCHA_CODES.includes(error.code) && captcha.visible) {
      return showFieldMessages(form, { captcha: [{ text: error.message }] }, 'captcha');
    }
    await toastFailure(error);
  };

  const submit = run(async (values: LoginValues) => {
    const password = byName ? values.password : values.messageCode;
    const username = byName ? values.username.trim() : values.mobileNum;
    const answer = await login({
      type: method,
      username,
      password,
      ...(captcha.visible ? { captcha: values.captcha } : {}),
      ...(!byName && dialing.dialingCode ? { countryDialingCode: dialing.dialingCode } : {}),
    });
    sessionStore.start(answer);
    if (byName) heldPassword.set(password);
    await remember.save(username, byName ? password : '');
    navigate(returnTo ?? paths.home, { replace: true });
  }, failed);

  return {
    form,
    captcha,
    dialing,
    remember,
    busy,
    sendCode: codeSender(form, 'mobileNum', 'login', dialing.dialingCode),
    submit: form.handleSubmit(submit),
  };
};

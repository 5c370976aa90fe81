import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { SubmitButton } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { AuthForm } from '../components/AuthForm';
import { CaptchaField } from '../components/Captcha';
import { CheckBox } from '../components/Choice';
import { PasswordField } from '../components/PasswordField';
import { MobileField, SmsCodeField } from '../components/PhoneFields';
import { UsernameField } from '../components/UsernameField';
import type { LoginMethod } from '../remember/remembered-login';
import { startTrialPlay } from '../trial/start-trial';
import { useLogin } from './use-login';

/** The login form of one method; a real form, so password managers offer to save and fill. */
export const LoginForm = ({ method }: { method: LoginMethod }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin(method);
  const { control } = login.form;
  const testPlay = async () => {
    if (await startTrialPlay()) navigate(paths.home, { replace: true });
  };

  return (
    <AuthForm testId={`login-form-${method}`} onSubmit={login.submit}>
      {method === 'username' ? (
        <>
          <UsernameField control={control} name="username" />
          <PasswordField
            control={control}
            name="password"
            label={t('auth.fields.password')}
            autoComplete="current-password"
          />
        </>
      ) : (
        <>
          <MobileField control={control} name="mobileNum" dialing={login.dialing} />
          <SmsCodeField control={control} name="messageCode" send={login.sendCode} />
        </>
      )}
      {login.captcha.visible && (
        <CaptchaField
          captcha={login.captcha}
          control={control}
          name="captcha"
          clear={() => login.form.setValue('captcha', '')}
        />
      )}
      <CheckBox
        checked={login.remember.on}
        onChange={login.remember.set}
        testId="remember-password"
      >
        {t('auth.login.remember')}
      </CheckBox>
      <SubmitButton disabled={login.busy} testId="login-submit">
        {t('auth.login.submit')}
      </SubmitButton>
      <button
        type="button"
        className="button button--outline-primary button--block"
        data-testid="test-play"
        onClick={() => void testPlay()}
      >
        {t('auth.login.testPlay')}
      </button>
    </AuthForm>
  );
};

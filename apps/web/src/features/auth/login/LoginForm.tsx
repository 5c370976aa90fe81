import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { AuthForm } from '../components/AuthForm';
import { CaptchaField } from '../components/Captcha';
import { CheckBox } from '../components/Choice';
import { DialingCodePicker } from '../components/DialingCodePicker';
import { PasswordField } from '../components/PasswordField';
import { SmsCodeButton } from '../components/SmsCodeButton';
import { TextField } from '../components/TextField';
import { MOBILE_MAX, SMS_CODE_MAX } from '../form/rules';
import type { LoginMethod } from '../remember/remembered-login';
import { startTrialPlay } from '../trial/start-trial';
import { useLogin } from './use-login';

/** The login form of one method; a real form, so password managers offer to save and fill. */
export const LoginForm = ({ method }: { method: LoginMethod }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin(method);
  const { form } = login;
  const label = (key: 'username' | 'password' | 'mobileNum' | 'verificationCode') =>
    t(`auth.fields.${key}`);
  const testPlay = async () => {
    if (await startTrialPlay()) navigate(paths.home, { replace: true });
  };

  return (
    <AuthForm testId={`login-form-${method}`} onSubmit={login.submit}>
      {method === 'username' ? (
        <>
          <TextField
            field={form.bind('username')}
            messages={form.errors.username}
            label={label('username')}
            required
            autoComplete="username"
            maxLength={64}
            clearable
          />
          <PasswordField
            field={form.bind('password')}
            messages={form.errors.password}
            label={label('password')}
            autoComplete="current-password"
          />
        </>
      ) : (
        <>
          <TextField
            field={form.bind('mobileNum')}
            messages={form.errors.mobileNum}
            label={label('mobileNum')}
            required
            type="tel"
            inputMode="tel"
            digits
            autoComplete="tel-national"
            maxLength={MOBILE_MAX}
            clearable
            prefix={
              <DialingCodePicker
                countries={login.countries}
                value={login.dialingCode}
                onChange={login.setDialingCode}
              />
            }
          />
          <TextField
            field={form.bind('messageCode')}
            messages={form.errors.messageCode}
            label={label('verificationCode')}
            required
            inputMode="numeric"
            digits
            autoComplete="one-time-code"
            maxLength={SMS_CODE_MAX}
            suffix={<SmsCodeButton send={login.sendCode} />}
          />
        </>
      )}
      {login.captcha.visible && (
        <CaptchaField
          captcha={login.captcha}
          field={form.bind('captcha')}
          messages={form.errors.captcha}
        />
      )}
      <CheckBox checked={login.remember} onChange={login.setRemember} testId="remember-password">
        {t('auth.login.remember')}
      </CheckBox>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={login.busy}
        data-testid="login-submit"
      >
        {t('auth.login.submit')}
      </button>
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

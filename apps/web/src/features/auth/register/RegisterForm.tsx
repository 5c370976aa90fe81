import type { RegistrationField } from '@lotto/contract';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { AuthForm } from '../components/AuthForm';
import { CaptchaField } from '../components/Captcha';
import { CheckBox } from '../components/Choice';
import { DialingCodePicker } from '../components/DialingCodePicker';
import { SmsCodeButton } from '../components/SmsCodeButton';
import { TextField } from '../components/TextField';
import { MOBILE_MAX, SMS_CODE_MAX } from '../form/rules';
import type { RegisterTab } from './register-fields';
import type { RegisterKey } from './register-payload';
import { useRegister } from './use-register';

type Settings = Parameters<typeof useRegister>[0];

/** Input details per field: type, keyboard and what a password manager should make of it. */
const INPUT: Partial<Record<RegistrationField, Partial<Parameters<typeof TextField>[0]>>> = {
  username: { autoComplete: 'username', clearable: true },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', clearable: true },
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric', digits: true },
};

/** The registration form of one tab, fields as the site's rules say (spec/01 section 2). */
export const RegisterForm = (props: {
  settings: Settings;
  tab: RegisterTab;
  initialMobile: string;
  onMobileChange: (mobile: string) => void;
}) => {
  const { t } = useTranslation();
  const reg = useRegister(props.settings, props.tab, props.initialMobile);
  const { form } = reg;
  const label = (field: RegisterKey) => t(`auth.fields.${field}`);

  const field = (name: RegisterKey) => {
    const binding = form.bind(name);
    if (name === 'captcha') {
      return (
        <CaptchaField
          key={name}
          captcha={reg.captcha}
          field={binding}
          messages={form.errors.captcha}
        />
      );
    }
    if (name === 'verificationCode') {
      return (
        <TextField
          key={name}
          field={binding}
          messages={form.errors.verificationCode}
          label={label(name)}
          required
          inputMode="numeric"
          digits
          autoComplete="one-time-code"
          maxLength={SMS_CODE_MAX}
          suffix={<SmsCodeButton send={reg.sendCode} />}
        />
      );
    }
    const rule = reg.rules(name);
    if (name === 'mobileNum') {
      const onChange = (value: string) => {
        binding.onChange(value);
        props.onMobileChange(value);
      };
      return (
        <TextField
          key={name}
          field={{ ...binding, onChange }}
          messages={form.errors.mobileNum}
          label={label(name)}
          required={rule.required}
          type="tel"
          inputMode="tel"
          digits
          autoComplete="tel-national"
          maxLength={MOBILE_MAX}
          clearable
          prefix={
            <DialingCodePicker
              countries={reg.countries}
              value={reg.dialingCode}
              onChange={reg.setDialingCode}
            />
          }
        />
      );
    }
    return (
      <TextField
        key={name}
        field={binding}
        messages={form.errors[name]}
        label={label(name)}
        required={rule.required}
        maxLength={rule.maxLength}
        {...INPUT[name]}
      />
    );
  };

  return (
    <AuthForm testId={`register-form-${props.tab}`} onSubmit={reg.submit}>
      {reg.order.map(field)}
      <CheckBox
        checked={reg.age}
        onChange={reg.setAge}
        testId="age-confirm"
        error={
          reg.ageError
            ? t('auth.validation.ageRequired', { age: props.settings.minimumAge })
            : undefined
        }
      >
        {t('auth.register.age', { age: props.settings.minimumAge })}
      </CheckBox>
      <CheckBox checked={reg.agree} onChange={reg.setAgree} testId="agree">
        {t('auth.register.agree')}{' '}
        <Link to={paths.userAgreement}>{t('auth.register.agreement')}</Link>
      </CheckBox>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!reg.agree || reg.busy}
        data-testid="register-submit"
      >
        {t('auth.register.submit')}
      </button>
    </AuthForm>
  );
};

import type { RegistrationField } from '@lotto/contract';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { FormField, type FormFieldProps } from '../../../shared/form/FormField';
import { SubmitButton } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { AuthForm } from '../components/AuthForm';
import { CaptchaField } from '../components/Captcha';
import { CheckBox } from '../components/Choice';
import { MobileField, SmsCodeField } from '../components/PhoneFields';
import type { RegisterTab } from './register-fields';
import type { RegisterKey } from './register-payload';
import { useRegister } from './use-register';

type Settings = Parameters<typeof useRegister>[0];
type Values = Record<RegisterKey, string>;

/** Input details per field: type, keyboard and what a password manager should make of it. */
const INPUT: Partial<Record<RegistrationField, Partial<FormFieldProps<Values>>>> = {
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
  const { control } = reg.form;

  const field = (name: RegisterKey) => {
    if (name === 'captcha') {
      const clear = () => reg.form.setValue('captcha', '');
      return (
        <CaptchaField
          key={name}
          captcha={reg.captcha}
          control={control}
          name={name}
          clear={clear}
        />
      );
    }
    if (name === 'verificationCode') {
      return <SmsCodeField key={name} control={control} name={name} send={reg.sendCode} />;
    }
    const rule = reg.rules(name);
    if (name === 'mobileNum') {
      return (
        <MobileField
          key={name}
          control={control}
          name={name}
          dialing={reg.dialing}
          required={rule.required}
          onValueChange={props.onMobileChange}
        />
      );
    }
    return (
      <FormField
        key={name}
        control={control}
        name={name}
        label={t(`auth.fields.${name}`)}
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
      <SubmitButton disabled={!reg.agree || reg.busy} testId="register-submit">
        {t('auth.register.submit')}
      </SubmitButton>
    </AuthForm>
  );
};

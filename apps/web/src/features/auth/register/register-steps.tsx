import type { RegistrationSettings } from '@lotto/contract';
import { currentLanguage, translate } from '../../../shared/i18n';
import { type RegisterTab, visibleFields } from './register-fields';
import type { RegisterKey } from './register-payload';

/** Where a refusal's message belongs (other codes are a toast). */
export const FIELD_OF_CODE: Record<string, RegisterKey> = {
  'username.exists': 'username',
  'mobile.exists': 'mobileNum',
  'mobile.invalid': 'mobileNum',
  'verification.code.invalid': 'verificationCode',
  'verification.code.expired': 'verificationCode',
  'password.confirm.mismatch': 'confirmPassword',
  'captcha.required': 'captcha',
  'captcha.invalid': 'captcha',
  'referrer.link.error': 'recommenderId',
};

/** The form's fields in display order: the SMS code after the number, the captcha last. */
export const orderOf = (settings: RegistrationSettings, tab: RegisterTab, needsSms: boolean) => {
  const shown: RegisterKey[] = [];
  for (const field of visibleFields(settings, tab)) {
    shown.push(field);
    if (field === 'mobileNum' && tab === 'mobile' && needsSms) shown.push('verificationCode');
  }
  if (settings.captcha.enabled) shown.push('captcha');
  return shown;
};

/** Tells a member who registered by mobile the username the server made for them. */
export const tellUsername = async (userName: string) => {
  const language = currentLanguage();
  const { Dialog } = await import('../../../shared/ui/antd');
  await Dialog.alert({
    title: translate(language, 'auth.register.usernameTitle'),
    content: (
      <div data-testid="registered-username">
        <p>{translate(language, 'auth.register.usernameBody')}</p>
        <strong className="registered-username">{userName}</strong>
      </div>
    ),
    confirmText: translate(language, 'common.confirm'),
  });
};

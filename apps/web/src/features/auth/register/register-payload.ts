import type { RegisterPayload, RegistrationField } from '@lotto/contract';
import type { RegisterTab } from './register-fields';
import type { RegisterMethod } from './register-method';

export type RegisterKey = RegistrationField | 'verificationCode';

const SECRETS: readonly RegisterKey[] = ['password', 'confirmPassword', 'paymentPassword'];

/**
 * The registration payload (spec/01 section 3) from the shown fields: filled ones only,
 * trimmed except secrets; the captcha travels as typed; freshness fields come later.
 */
export const registerPayload = (
  shown: readonly RegisterKey[],
  values: Record<RegisterKey, string>,
  context: {
    tab: RegisterTab;
    ageConfirmed: boolean;
    dialingCode: string;
    needsSms: boolean;
    domain: string;
    host: string;
    method: RegisterMethod;
  },
): Omit<RegisterPayload, 'timestamp' | 'nonce' | 'loginDeviceId'> => {
  const fields: Partial<Record<RegistrationField, string>> = {};
  for (const field of shown) {
    if (field === 'verificationCode' || !values[field]) continue;
    fields[field] = SECRETS.includes(field) ? values[field] : values[field].trim();
  }
  return {
    ...fields,
    password: values.password,
    confirmPassword: values.confirmPassword || values.password,
    type: 0,
    registerUrl: context.host,
    registerMethod: context.method,
    // spec/01 section 3: registration by mobile sets the normal-registration flag false.
    normalRegistration: context.tab === 'username',
    ageConfirmed: context.ageConfirmed,
    ...(fields.mobileNum && context.dialingCode ? { countryDialingCode: context.dialingCode } : {}),
    ...(context.needsSms ? { verificationCode: values.verificationCode } : {}),
    ...(context.domain ? { domain: context.domain } : {}),
  };
};

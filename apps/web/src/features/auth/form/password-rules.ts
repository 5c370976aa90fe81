import type { Check } from '../../../shared/form/checks';
import { fromRule } from '../../../shared/form/checks';
import type { SameAs } from '../../../shared/form/schema';
import { useRegisterSettings } from '../api/queries';
import { CONFIRM_MISMATCH, DEFAULT_MOBILE_MIN, DEFAULT_PASSWORD_RULE, mobileNum } from './rules';

/**
 * New passwords follow the site's registration password rule, as the server checks them; phone
 * numbers its mobile rule's minimum.
 */
export const usePasswordRules = (label: string): { newPassword: Check; mobileNum: Check } => {
  const settings = useRegisterSettings().data;
  const rule = { ...(settings?.fields.password ?? DEFAULT_PASSWORD_RULE), required: true };
  return {
    newPassword: fromRule(rule, label),
    mobileNum: mobileNum(settings?.fields.mobileNum.minLength ?? DEFAULT_MOBILE_MIN),
  };
};

/** A new password and its confirmation, as reset and change password ask for them. */
export type NewPasswordValues = { newPassword: string; confirmNewPassword: string };
export const CONFIRM_NEW_PASSWORD: SameAs<keyof NewPasswordValues> = {
  field: 'confirmNewPassword',
  as: 'newPassword',
  message: CONFIRM_MISMATCH,
};

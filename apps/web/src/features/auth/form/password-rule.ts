import { useRegisterSettings } from '../api/queries';
import { DEFAULT_MOBILE_MIN, DEFAULT_PASSWORD_RULE, fromRule, mobileNum } from './rules';

/** New passwords follow the site's registration password rule, as the server checks them. */
export const usePasswordRules = (label: string) => {
  const settings = useRegisterSettings().data;
  const rule = { ...(settings?.fields.password ?? DEFAULT_PASSWORD_RULE), required: true };
  return {
    newPassword: fromRule(rule, label),
    mobileNum: mobileNum(settings?.fields.mobileNum.minLength ?? DEFAULT_MOBILE_MIN),
  };
};

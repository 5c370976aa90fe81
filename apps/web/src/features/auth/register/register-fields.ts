import {
  type FieldRule,
  INVITE_LINK_PARAM,
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationSettings,
} from '@lotto/contract';
import type { Message } from '../../../shared/form/messages';

export type RegisterTab = 'username' | 'mobile';

/** spec/01 section 4: username unless mobile registration is on and username registration off. */
export const defaultTab = (usernameOn: boolean, mobileOn: boolean): RegisterTab =>
  mobileOn && !usernameOn ? 'mobile' : 'username';

/**
 * The rule a field follows on a tab, as the server checks it: the password and the tab's own
 * field (username, or mobile number) are always on and required; a mobile registration leaves
 * the username out (the server makes one from the number).
 */
export const ruleFor = (
  settings: RegistrationSettings,
  tab: RegisterTab,
  field: RegistrationField,
): FieldRule => {
  const rule = settings.fields[field];
  const own = tab === 'mobile' ? 'mobileNum' : 'username';
  if (field === 'password' || field === own) return { ...rule, enabled: true, required: true };
  if (field === 'username' && tab === 'mobile') return { ...rule, enabled: false };
  if (field === 'confirmPassword') return { ...rule, required: rule.enabled };
  return rule;
};

/** The fields a tab shows, in REGISTRATION_FIELDS order; the captcha is drawn apart. */
export const visibleFields = (
  settings: RegistrationSettings,
  tab: RegisterTab,
): RegistrationField[] =>
  REGISTRATION_FIELDS.filter(
    (field) => field !== 'captcha' && ruleFor(settings, tab, field).enabled,
  );

/** Where an invitation link put the code and its domain: ?affiliateCode= or ?code=, ?domain=. */
export const affiliateFromUrl = (search: string) => {
  const params = new URLSearchParams(search);
  const code = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  const domain = (params.get('domain') ?? '').trim();
  return { code, domain };
};

/** The member whose invite link this is (?recommenderId=, INVITE_LINK_PARAM), or ''. */
export const recommenderFromUrl = (search: string) =>
  (new URLSearchParams(search).get(INVITE_LINK_PARAM) ?? '').trim();

interface ServerFieldIssue {
  field?: unknown;
  reason?: unknown;
  patternId?: unknown;
  min?: unknown;
  max?: unknown;
  message?: unknown;
}

/**
 * Field messages from a refused registration: `register.field.invalid` names each field with
 * its reason and pattern; `request_param_err` names fields with a message.
 */
export const serverFieldMessages = (
  value: Record<string, unknown> | undefined,
  label: (field: RegistrationField) => string,
): Partial<Record<RegistrationField, Message[]>> => {
  const issues = Array.isArray(value?.fields) ? (value.fields as ServerFieldIssue[]) : [];
  const found: Partial<Record<RegistrationField, Message[]>> = {};
  for (const issue of issues) {
    const field = issue.field as RegistrationField;
    if (!REGISTRATION_FIELDS.includes(field)) continue;
    let message: Message;
    if (issue.reason === 'required') {
      message = { key: 'form.enterField', vars: { field: label(field) } };
    } else if (typeof issue.patternId === 'number') {
      message = { pattern: issue.patternId, min: Number(issue.min), max: Number(issue.max) };
    } else {
      message = { text: String(issue.message ?? '') };
    }
    found[field] = [...(found[field] ?? []), message];
  }
  return found;
};

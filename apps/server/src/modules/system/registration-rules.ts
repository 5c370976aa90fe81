import {
  FIELD_PATTERNS,
  type FieldRule,
  type PatternId,
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationSettings,
} from '@lotto/contract';
import { z } from 'zod/mini';
import type { Site } from './site.js';

const rule = (
  patternId: PatternId,
  minLength: number,
  maxLength: number,
  enabled: boolean,
  required = false,
): FieldRule => ({
  enabled,
  required,
  acceptedPattern: FIELD_PATTERNS[patternId].source,
  patternId,
  minLength,
  maxLength,
});

/** The rules of a site that overrides nothing. */
export const DEFAULT_FIELD_RULES: Record<RegistrationField, FieldRule> = {
  mobileNum: rule(3, 6, 20, true),
  username: rule(1, 6, 16, true, true),
  password: rule(2, 6, 20, true, true),
  confirmPassword: rule(2, 6, 20, true, true),
  paymentPassword: rule(6, 6, 20, false),
  idNumber: rule(6, 1, 64, false),
  qqNum: rule(6, 1, 64, false),
  facebook: rule(6, 1, 128, false),
  wechat: rule(6, 1, 64, false),
  line: rule(6, 1, 64, false),
  whatsapp: rule(6, 1, 64, false),
  zalo: rule(6, 1, 64, false),
  email: rule(4, 3, 128, true),
  nickname: rule(5, 1, 32, true),
  payeeName: rule(5, 2, 64, false),
  recommenderId: rule(6, 1, 64, false),
  affiliateCode: rule(6, 1, 64, true),
  captcha: rule(3, 4, 6, true, true),
};

const patternId = z.int().check(z.refine((id) => id in FIELD_PATTERNS, 'unknown pattern id'));

/** What an operator may store in merchants.registration_rules (JSON). */
export const registrationRulesOverride = z.object({
  fields: z.optional(
    z.partialRecord(
      z.enum(REGISTRATION_FIELDS),
      z.partial(
        z.object({
          enabled: z.boolean(),
          required: z.boolean(),
          patternId,
          minLength: z.int().check(z.minimum(0)),
          maxLength: z.int().check(z.minimum(1)),
        }),
      ),
    ),
  ),
  captcha: z.optional(z.object({ enabled: z.boolean() })),
});
export type RegistrationRulesOverride = z.infer<typeof registrationRulesOverride>;

/** The site's registration settings: defaults, its overrides, its switches and minimum age. */
export const registrationSettingsFor = (
  site: Site,
  overrides: RegistrationRulesOverride,
): RegistrationSettings => {
  const captchaEnabled = overrides.captcha?.enabled ?? true;
  const fields = {} as Record<RegistrationField, FieldRule>;
  for (const field of REGISTRATION_FIELDS) {
    const merged = { ...DEFAULT_FIELD_RULES[field], ...overrides.fields?.[field] };
    merged.acceptedPattern = FIELD_PATTERNS[merged.patternId as PatternId].source;
    fields[field] = merged;
  }
  fields.captcha = { ...fields.captcha, enabled: captchaEnabled, required: captchaEnabled };
  return {
    fields,
    captcha: { enabled: captchaEnabled },
    methods: {
      username: site.whitelabel.USERNAMEREG3,
      mobile: site.whitelabel.MOBILENUMREG3,
      mobileNeedsSms: site.whitelabel.REGMOBVERF3,
    },
    minimumAge: site.minimumAge,
  };
};

const settingsBySite = new WeakMap<Site, RegistrationSettings>();

/**
 * The site's registration settings, from the overrides its record stores (parsed once per
 * loaded site record); bad operator data fails loudly rather than silently.
 */
export const registrationSettingsOf = (site: Site): RegistrationSettings => {
  let settings = settingsBySite.get(site);
  if (!settings) {
    const stored = site.registrationRules;
    const overrides = stored ? registrationRulesOverride.parse(JSON.parse(stored)) : {};
    settings = registrationSettingsFor(site, overrides);
    settingsBySite.set(site, settings);
  }
  return settings;
};

import { SOCIAL_PROVIDERS, type SocialProvider, type WhitelabelSwitch } from '@lotto/contract';
import { z } from 'zod/mini';

/** Loopback issuers may use plain HTTP (local providers, tests); every other one needs HTTPS. */
export const isAllowedEndpoint = (value: string): boolean => {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
};

const endpoint = z.string().check(z.refine(isAllowedEndpoint, 'must be an https URL'));

const providerSettings = z.object({
  issuer: endpoint,
  clientId: z.string().check(z.minLength(1), z.maxLength(512)),
  clientSecret: z.string().check(z.maxLength(512)),
  /** Scopes asked for; openid is always among them. */
  scope: z.optional(z.string().check(z.maxLength(256))),
});
export type ProviderSettings = z.infer<typeof providerSettings>;

/** What an operator stores in merchants.oidc_config: settings per provider, all optional. */
export const oidcConfig = z.partialRecord(z.enum(SOCIAL_PROVIDERS), providerSettings);
export type OidcConfig = z.infer<typeof oidcConfig>;

/** The whitelabel switch that shows each provider's button. */
export const PROVIDER_SWITCH: Record<SocialProvider, WhitelabelSwitch> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
};

/** Parses the stored JSON; bad operator data fails loudly rather than silently. */
export const parseOidcConfig = (stored: string): OidcConfig => oidcConfig.parse(JSON.parse(stored));

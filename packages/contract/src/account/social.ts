import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';
import { deviceId } from './schemas.js';

/** Login with a social provider (OpenID Connect, authorization code with PKCE). */

export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/**
 * Where a social login ends: the server redirects to /m/login?social=<one-time code> (trade it
 * with socialExchangePayload), or /m/login?socialError=<error code> when the login failed.
 */
export const SOCIAL_LOGIN_PARAMS = { code: 'social', error: 'socialError' } as const;
export const socialProvidersAnswer = onFirstUse(() =>
  z.object({
    providers: z.array(z.object({ provider: z.enum(SOCIAL_PROVIDERS), startUrl: z.string() })),
  }),
);
/** The provider in the start and callback paths. */
export const socialProviderParams = onFirstUse(() =>
  z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
);
/** What the provider sends back to the callback (an error instead of a code when refused). */
export const socialCallbackQuery = onFirstUse(() =>
  z.object({
    state: z.optional(z.string().check(z.maxLength(512))),
    code: z.optional(z.string().check(z.maxLength(2048))),
    error: z.optional(z.string().check(z.maxLength(512))),
  }),
);
/** After the provider returns, the app trades a one-time code for a session. */
export const socialExchangePayload = onFirstUse(() =>
  z.object({
    code: z.string().check(z.minLength(16), z.maxLength(128)),
    loginDeviceId: deviceId,
  }),
);

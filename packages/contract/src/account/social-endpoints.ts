import { endpoint } from '../endpoint.js';
import { loginAnswer } from './schemas.js';
import {
  socialCallbackQuery,
  socialExchangePayload,
  socialProviderParams,
  socialProvidersAnswer,
} from './social.js';

/** Login with a social provider. */

const LOGIN3 = { module: 'LOGIN3' } as const;

export const socialProviders = endpoint({
  method: 'GET',
  path: '/wps/session/social',
  ...LOGIN3,
  access: 'public',
  answer: socialProvidersAnswer,
});

/** Browser navigation: redirects to the provider. */
export const socialStart = endpoint({
  method: 'GET',
  path: '/wps/session/social/:provider/start',
  ...LOGIN3,
  access: 'public',
  params: socialProviderParams,
  produces: 'redirect',
});

/** The provider's redirect back: ends on the login page with a one-time code or an error. */
export const socialCallback = endpoint({
  method: 'GET',
  path: '/wps/session/social/:provider/callback',
  ...LOGIN3,
  access: 'public',
  params: socialProviderParams,
  query: socialCallbackQuery,
  produces: 'redirect',
});

export const socialExchange = endpoint({
  method: 'POST',
  path: '/wps/session/social/exchange',
  ...LOGIN3,
  access: 'public',
  body: socialExchangePayload,
  answer: loginAnswer,
});

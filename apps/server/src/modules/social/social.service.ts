import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API, pathWith, SOCIAL_PROVIDERS, type SocialProvider } from '@lotto/contract';
import type { RequestCtx, SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { createSession, rememberDevice, type SignedIn } from '../session/index.js';
import type { Site } from '../system/index.js';
import { verifyIdToken } from './id-token.js';
import type { OidcClient } from './oidc-client.js';
import { PROVIDER_SWITCH, parseOidcConfig } from './oidc-config.js';
import { OidcFailure } from './oidc-failure.js';
import {
  insertExchangeCode,
  insertLoginState,
  takeExchangeCode,
  takeLoginState,
} from './social.repository.js';
import { memberFor } from './social-members.js';

export const SOCIAL_LIMITS = {
  /** From the redirect to the provider until its answer comes back. */
  stateTtlMs: 10 * 60_000,
  /** From the provider's answer until the app trades the code for a session. */
  exchangeTtlMs: 2 * 60_000,
} as const;

const random = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest();
const hashOf = (text: string) => sha256(text).toString('hex');

/** The provider's settings when the site configured it and its switch is on. */
const settingsFor = (site: Site, provider: SocialProvider) => {
  const settings = parseOidcConfig(site.oidcConfig)[provider];
  return settings && site.whitelabel[PROVIDER_SWITCH[provider]] ? settings : undefined;
};

/** The providers a site offers, with the address that starts each login. */
export const socialProvidersFor = ({ site }: SiteCtx) => ({
  providers: SOCIAL_PROVIDERS.filter((provider) => settingsFor(site, provider)).map((provider) => ({
    provider,
    startUrl: pathWith(API.session.socialStart, { provider }),
  })),
});

export const callbackUrl = (origin: string, provider: SocialProvider) =>
  `${origin}${pathWith(API.session.socialCallback, { provider })}`;

/**
 * Starts an authorization code flow with PKCE (S256). State, nonce and verifier are kept in the
 * database, so any process can finish the login; the state also goes into a cookie that binds
 * the login to this browser.
 */
export const startSocialLogin = async (
  ctx: SiteCtx,
  oidc: OidcClient,
  { provider, origin }: { provider: SocialProvider; origin: string },
): Promise<{ location: string; state: string }> => {
  const { site } = ctx;
  const now = ctx.now();
  const settings = settingsFor(site, provider);
  if (!settings) throw new AppError('request.url.empty');
  const document = await oidc.discover(settings.issuer);
  const state = random();
  const nonce = random();
  const codeVerifier = random();
  const redirectUri = callbackUrl(origin, provider);
  await insertLoginState(ctx.db, {
    state_hash: hashOf(state),
    merchant_id: site.id,
    provider,
    nonce,
    code_verifier: codeVerifier,
    redirect_uri: redirectUri,
    expires_at: now + SOCIAL_LIMITS.stateTtlMs,
    created_at: now,
  });
  const url = new URL(document.authorization_endpoint);
  const scopes = new Set(['openid', ...(settings.scope ?? 'email profile').split(/\s+/)]);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', [...scopes].filter(Boolean).join(' '));
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('code_challenge', sha256(codeVerifier).toString('base64url'));
  url.searchParams.set('code_challenge_method', 'S256');
  return { location: url.toString(), state };
};

const sameText = (a: string, b: string) => {
  const x = sha256(a);
  const y = sha256(b);
  return timingSafeEqual(x, y);
};

export interface CallbackInput {
  provider: SocialProvider;
  state: string | undefined;
  /** The state the start left in this browser's cookie. */
  cookieState: string | undefined;
  code: string | undefined;
}

/**
 * Finishes the login the provider sent back: checks the state, trades the code, verifies the
 * ID token, links or creates the member and answers a one-time code for the app. Every
 * refusal is an OidcFailure.
 */
export const finishSocialLogin = async (
  ctx: SiteCtx,
  oidc: OidcClient,
  input: CallbackInput,
): Promise<string> => {
  const { site } = ctx;
  const { provider, state } = input;
  const now = ctx.now();
  if (!state || !input.cookieState || !sameText(state, input.cookieState)) {
    throw new OidcFailure('state does not match this browser');
  }
  const row = await takeLoginState(ctx.db, hashOf(state), now);
  if (!row || row.merchant_id !== site.id || row.provider !== provider) {
    throw new OidcFailure('state is unknown, used or expired');
  }
  if (!input.code) throw new OidcFailure('provider sent no code');
  const settings = settingsFor(site, provider);
  if (!settings) throw new OidcFailure('provider is no longer offered');
  const document = await oidc.discover(settings.issuer);
  const idToken = await oidc.exchangeCode(document, settings, {
    code: input.code,
    redirectUri: row.redirect_uri,
    codeVerifier: row.code_verifier,
  });
  const claims = await verifyIdToken(idToken, oidc.keyLookup(document.jwks_uri), {
    issuer: settings.issuer,
    clientId: settings.clientId,
    nonce: row.nonce,
    now,
  });
  const memberId = await memberFor(ctx, provider, claims);
  const code = random();
  await insertExchangeCode(ctx.db, {
    code_hash: hashOf(code),
    merchant_id: site.id,
    member_id: memberId,
    expires_at: now + SOCIAL_LIMITS.exchangeTtlMs,
    created_at: now,
  });
  return code;
};

/**
 * Trades the one-time code of a finished social login for a session, and remembers the device
 * it signed in on, as every sign-in does (its secret goes in the device cookie).
 */
export const exchangeSocialCode = async (
  ctx: RequestCtx,
  input: { code: string; deviceId: string },
): Promise<SignedIn> => {
  const memberId = await takeExchangeCode(ctx.db, hashOf(input.code), ctx.site.id, ctx.now());
  if (memberId === undefined) throw new AppError('oidc.failed');
  const session = await createSession(ctx, {
    memberId,
    deviceId: input.deviceId,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  return { session, deviceSecret: await rememberDevice(ctx, memberId) };
};

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API, type LoginAnswer, SOCIAL_PROVIDERS, type SocialProvider } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { createSession } from '../session/session.service.js';
import type { Site } from '../system/site.js';
import { verifyIdToken } from './id-token.js';
import type { OidcClient } from './oidc-client.js';
import { PROVIDER_SWITCH, parseOidcConfig } from './oidc-config.js';
import { OidcFailure } from './oidc-failure.js';
import {
  findOidcConfigJson,
  insertExchangeCode,
  insertLoginState,
  takeExchangeCode,
  takeLoginState,
} from './social.repository.js';
import { memberFor } from './social-members.js';

type Db = Kysely<Database>;

export const SOCIAL_LIMITS = {
  /** From the redirect to the provider until its answer comes back. */
  stateTtlMs: 10 * 60_000,
  /** From the provider's answer until the app trades the code for a session. */
  exchangeTtlMs: 2 * 60_000,
} as const;

const random = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest();
const hashOf = (text: string) => sha256(text).toString('hex');

export interface SocialDeps {
  db: Db;
  oidc: OidcClient;
  now: number;
}

/** The provider's settings when the site configured it and its switch is on. */
const settingsFor = async (db: Db, site: Site, provider: SocialProvider) => {
  const config = parseOidcConfig(await findOidcConfigJson(db, site.id));
  const settings = config[provider];
  return settings && site.whitelabel[PROVIDER_SWITCH[provider]] ? settings : undefined;
};

/** The providers a site offers, with the address that starts each login. */
export const socialProvidersFor = async (db: Db, site: Site) => {
  const offered = [];
  for (const provider of SOCIAL_PROVIDERS) {
    if (await settingsFor(db, site, provider)) {
      offered.push({ provider, startUrl: API.session.socialStart.replace(':provider', provider) });
    }
  }
  return { providers: offered };
};

export const callbackUrl = (origin: string, provider: SocialProvider) =>
  `${origin}${API.session.socialCallback.replace(':provider', provider)}`;

/**
 * Starts an authorization code flow with PKCE (S256). State, nonce and verifier are kept in the
 * database, so any process can finish the login; the state also goes into a cookie that binds
 * the login to this browser.
 */
export const startSocialLogin = async (
  deps: SocialDeps,
  { site, provider, origin }: { site: Site; provider: SocialProvider; origin: string },
): Promise<{ location: string; state: string }> => {
  const settings = await settingsFor(deps.db, site, provider);
  if (!settings) throw new AppError('request.url.empty');
  const document = await deps.oidc.discover(settings.issuer);
  const state = random();
  const nonce = random();
  const codeVerifier = random();
  const redirectUri = callbackUrl(origin, provider);
  await insertLoginState(deps.db, {
    state_hash: hashOf(state),
    merchant_id: site.id,
    provider,
    nonce,
    code_verifier: codeVerifier,
    redirect_uri: redirectUri,
    expires_at: deps.now + SOCIAL_LIMITS.stateTtlMs,
    created_at: deps.now,
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
  site: Site;
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
export const finishSocialLogin = async (deps: SocialDeps, input: CallbackInput) => {
  const { site, provider, state } = input;
  if (!state || !input.cookieState || !sameText(state, input.cookieState)) {
    throw new OidcFailure('state does not match this browser');
  }
  const row = await takeLoginState(deps.db, hashOf(state), deps.now);
  if (!row || row.merchant_id !== site.id || row.provider !== provider) {
    throw new OidcFailure('state is unknown, used or expired');
  }
  if (!input.code) throw new OidcFailure('provider sent no code');
  const settings = await settingsFor(deps.db, site, provider);
  if (!settings) throw new OidcFailure('provider is no longer offered');
  const document = await deps.oidc.discover(settings.issuer);
  const idToken = await deps.oidc.exchangeCode(document, settings, {
    code: input.code,
    redirectUri: row.redirect_uri,
    codeVerifier: row.code_verifier,
  });
  const claims = await verifyIdToken(idToken, deps.oidc.keyLookup(document.jwks_uri), {
    issuer: settings.issuer,
    clientId: settings.clientId,
    nonce: row.nonce,
    now: deps.now,
  });
  const memberId = await memberFor(deps, site, provider, claims);
  const code = random();
  await insertExchangeCode(deps.db, {
    code_hash: hashOf(code),
    merchant_id: site.id,
    member_id: memberId,
    expires_at: deps.now + SOCIAL_LIMITS.exchangeTtlMs,
    created_at: deps.now,
  });
  return code;
};

/** Trades the one-time code of a finished social login for a session. */
export const exchangeSocialCode = async (
  db: Db,
  input: { site: Site; code: string; deviceId: string; ip: string; now: number },
): Promise<LoginAnswer> => {
  const memberId = await takeExchangeCode(db, hashOf(input.code), input.site.id, input.now);
  if (memberId === undefined) throw new AppError('oidc.failed');
  return createSession(db, {
    memberId,
    merchantId: input.site.id,
    deviceId: input.deviceId,
    ip: input.ip,
    now: input.now,
  });
};

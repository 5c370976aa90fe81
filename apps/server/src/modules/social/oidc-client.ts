import type { JsonWebKey } from 'node:crypto';
import { z } from 'zod/mini';
import type { KeyLookup } from './id-token.js';
import { isAllowedEndpoint, type ProviderSettings } from './oidc-config.js';
import { OidcFailure } from './oidc-failure.js';

const endpoint = z.string().check(z.refine(isAllowedEndpoint, 'must be an https URL'));

const discoveryDocument = z.object({
  issuer: z.string(),
  authorization_endpoint: endpoint,
  token_endpoint: endpoint,
  jwks_uri: endpoint,
  token_endpoint_auth_methods_supported: z.optional(z.array(z.string())),
});
export type DiscoveryDocument = z.infer<typeof discoveryDocument>;

const jwkSet = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
const tokenResponse = z.object({ id_token: z.string().check(z.maxLength(16_384)) });

const TIMEOUT_MS = 5000;
/** Provider metadata is public and changes rarely: kept per process for a while. */
const METADATA_TTL_MS = 10 * 60_000;
/** A key id we do not know may be a rotation: refetch the JWKS, but not more often than this. */
const JWKS_REFETCH_MS = 30_000;

const fetchJson = async (url: string, init?: RequestInit): Promise<unknown> => {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new OidcFailure(`cannot reach ${new URL(url).origin}`);
  }
  if (!response.ok) throw new OidcFailure(`${url} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new OidcFailure(`${url} answered no JSON`);
  }
};

interface Cached<T> {
  value: T;
  fetchedAt: number;
}

/** Talks to OpenID providers: discovery, the token endpoint, and their signing keys. */
export class OidcClient {
  private readonly documents = new Map<string, Cached<DiscoveryDocument>>();
  private readonly keySets = new Map<string, Cached<JsonWebKey[]>>();

  /** `now`: the app's clock, which decides when cached metadata and keys are old. */
  constructor(private readonly now: () => number) {}

  /** The provider's metadata from <issuer>/.well-known/openid-configuration. */
  async discover(issuer: string): Promise<DiscoveryDocument> {
    const cached = this.documents.get(issuer);
    if (cached && this.now() - cached.fetchedAt < METADATA_TTL_MS) return cached.value;
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const parsed = discoveryDocument.safeParse(await fetchJson(url));
    if (!parsed.success) throw new OidcFailure('discovery document is not valid');
    // OIDC Discovery 4.3: the document must name the issuer it was fetched for.
    if (parsed.data.issuer !== issuer) throw new OidcFailure('discovery names another issuer');
    this.documents.set(issuer, { value: parsed.data, fetchedAt: this.now() });
    return parsed.data;
  }

  /** Finds signing keys by id in the provider's JWKS. */
  keyLookup(jwksUri: string): KeyLookup {
    return async (kid) => {
      const find = (keys: JsonWebKey[]) =>
        kid === undefined
          ? keys.length === 1
            ? keys[0]
            : undefined
          : keys.find((k) => k.kid === kid && (k.use === undefined || k.use === 'sig'));
      const cached = this.keySets.get(jwksUri);
      const found = cached ? find(cached.value) : undefined;
      if (found) return found;
      if (cached && this.now() - cached.fetchedAt < JWKS_REFETCH_MS) return undefined;
      const parsed = jwkSet.safeParse(await fetchJson(jwksUri));
      if (!parsed.success) throw new OidcFailure('JWKS is not valid');
      const keys = parsed.data.keys as JsonWebKey[];
      this.keySets.set(jwksUri, { value: keys, fetchedAt: this.now() });
      return find(keys);
    };
  }

  /** Trades an authorization code (with its PKCE verifier) for the ID token. */
  async exchangeCode(
    document: DiscoveryDocument,
    settings: ProviderSettings,
    grant: { code: string; redirectUri: string; codeVerifier: string },
  ): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: grant.code,
      redirect_uri: grant.redirectUri,
      code_verifier: grant.codeVerifier,
    });
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    // client_secret_basic is the default (OIDC Core 9); post only when the provider asks.
    const methods = document.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    if (methods.includes('client_secret_basic')) {
      const user = `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`;
      headers.authorization = `Basic ${Buffer.from(user).toString('base64')}`;
    } else {
      form.set('client_id', settings.clientId);
      form.set('client_secret', settings.clientSecret);
    }
    const answer = await fetchJson(document.token_endpoint, {
      method: 'POST',
      headers,
      body: form.toString(),
    });
    const parsed = tokenResponse.safeParse(answer);
    if (!parsed.success) throw new OidcFailure('token endpoint answered no id_token');
    return parsed.data.id_token;
  }
}

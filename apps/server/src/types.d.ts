import type {
  Access,
  AdminLanguageCode,
  EndpointSpec,
  LanguageCode,
  ModuleId,
} from '@lotto/contract';
import type { Caches } from './cache/caches.js';
import type { AppConfig } from './config.js';
import type { DbHandle } from './db/create-db.js';
import type { ServerKeyStore } from './modules/crypto/index.js';
import type { Mailer } from './modules/mail/index.js';
import type { AuthMember } from './modules/session/index.js';
import type { GeoLocator, Site, SiteDirectory } from './modules/system/index.js';
import type { SmsGateway } from './modules/verification/index.js';
import type { EncryptedBodyOpener } from './routing/route.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DbHandle;
    /** Process caches; an edit calls `caches.bump(name)` so every process reloads. */
    caches: Caches;
    sites: SiteDirectory;
    geo: GeoLocator;
    /** Sends SMS codes; the default keeps them in the outbox table. */
    smsGateway: SmsGateway;
    /** Sends e-mail (reset links); the default keeps them in the outbox table. */
    mailer: Mailer;
    /** The shared key pair of encrypted login and registration bodies. */
    serverKeys: ServerKeyStore;
    /** Opens the encrypted login and registration bodies (the crypto module's plugin). */
    openEncryptedBody: EncryptedBodyOpener;
  }
  interface FastifyRequest {
    /** The white-label site of an API request; set for every route that names a module. */
    site: Site | null;
    language: LanguageCode;
    /**
     * The back office's language on its routes (it reads Chinese too, which the player
     * languages lack): error messages follow it there. Null elsewhere.
     */
    adminLanguage: AdminLanguageCode | null;
    /** The logged-in member, on routes whose `access` looks at the session. */
    member: AuthMember | null;
  }
  interface FastifyContextConfig {
    /** The function this route belongs to; the site can switch it off. */
    moduleId?: ModuleId;
    /** System routes answer even in maintenance, region restriction or with the module off. */
    systemRoute?: boolean;
    /** Who may call (the endpoint's `access`); the auth hook enforces it and sets request.member. */
    access?: Access;
    /** The description the route was registered from (see routing/route.ts); API routes all have one. */
    endpoint?: EndpointSpec;
    /** Cache-Control of a successful answer; the API's answers are no-store otherwise. */
    cacheControl?: string;
  }
}

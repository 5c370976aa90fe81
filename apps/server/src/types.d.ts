import type { Access, LanguageCode, ModuleId } from '@lotto/contract';
import type { Caches } from './cache/caches.js';
import type { AppConfig } from './config.js';
import type { DbHandle } from './db/create-db.js';
import type { ServerKeyStore } from './modules/crypto/server-keys.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { AuthMember } from './modules/session/session.service.js';
import type { GeoLocator } from './modules/system/geo-locator.js';
import type { Site } from './modules/system/site.js';
import type { SiteDirectory } from './modules/system/site-directory.js';
import type { SmsGateway } from './modules/verification/sms-gateway.js';

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
  }
  interface FastifyRequest {
    /** The white-label site of an API request; set for every route that names a module. */
    site: Site | null;
    language: LanguageCode;
    /** The logged-in member, on routes that declare `config.session`. */
    member: AuthMember | null;
  }
  interface FastifyContextConfig {
    /** The function this route belongs to; the site can switch it off. */
    moduleId?: ModuleId;
    /** System routes answer even in maintenance, region restriction or with the module off. */
    systemRoute?: boolean;
    /** Who may call (the endpoint's `access`); the auth hook enforces it and sets request.member. */
    access?: Access;
  }
}

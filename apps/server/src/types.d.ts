import type { LanguageCode, ModuleId } from '@lotto/contract';
import type { AppConfig } from './config.js';
import type { DbHandle } from './db/create-db.js';
import type { GeoLocator } from './modules/system/geo-locator.js';
import type { Site } from './modules/system/site.js';
import type { SiteDirectory } from './modules/system/site-directory.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DbHandle;
    sites: SiteDirectory;
    geo: GeoLocator;
  }
  interface FastifyRequest {
    /** The white-label site of an API request; set for every route that names a module. */
    site: Site | null;
    language: LanguageCode;
  }
  interface FastifyContextConfig {
    /** The function this route belongs to; the site can switch it off. */
    moduleId?: ModuleId;
    /** System routes answer even in maintenance, region restriction or with the module off. */
    systemRoute?: boolean;
  }
}

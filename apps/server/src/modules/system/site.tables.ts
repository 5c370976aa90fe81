import type { Generated } from 'kysely';

/**
 * Columns later migrations added to merchants (db/schema.ts has the first ones). The table is
 * this module's: other modules read these settings from the Site, never from the table.
 */
declare module '../../db/schema.js' {
  interface MerchantsTable {
    /** JSON overrides of the registration rules (0002); null means the defaults. */
    registration_rules: string | null;
    /** 1 on demo sites: their outbox is readable by anyone (0003). */
    is_demo: Generated<number>;
    /** JSON OpenID Connect settings per provider (0003); '{}' offers none. */
    oidc_config: Generated<string>;
    /** Lifetime of the site's SMS codes in minutes (0003); null takes the server default. */
    sms_code_minutes: number | null;
    /** Minor units credited to each new member of the site (0004); 0 gives nothing. */
    welcome_credit: Generated<number>;
  }
}

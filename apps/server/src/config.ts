import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../..');

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  sqliteFile: string;
  /** Trust X-Forwarded-For only when the operator says a proxy sits in front (TRUST_PROXY). */
  trustProxy: boolean | string;
  webDist: string;
  defaultMerchant: string;
  merchantCacheMs: number;
  logLevel: string;
}

const trustProxyFrom = (value: string | undefined): boolean | string => {
  if (!value || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return value; // a comma-separated list of proxy addresses or CIDRs
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile: env.SQLITE_FILE ?? path.join(dataDir, 'platform.db'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    webDist: env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist'),
    defaultMerchant: env.DEFAULT_MERCHANT ?? 'demo',
    merchantCacheMs: Number(env.MERCHANT_CACHE_MS ?? 5000),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
};

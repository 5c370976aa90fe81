import { createHash } from 'node:crypto';
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
  /** The built back office (apps/admin/dist), served under /admin/ when it is there. */
  adminDist: string;
  defaultMerchant: string;
  merchantCacheMs: number;
  /**
   * How long a copy of an agent's team figures may serve while other processes write (this
   * process's own writes drop copies at once); 0 computes every answer (TEAM_ANSWERS_CACHE_MS).
   */
  teamAnswersCacheMs: number;
  logLevel: string;
  /** scrypt cost as log2(N) for new password hashes; stored hashes keep their own. */
  passwordHashLog2: number;
  /** The clock, in epoch ms: tests inject one to cross session and code expiries. */
  now: () => number;
  /** Lifetime of SMS codes (the app's countdown) for sites that set none (SMS_CODE_MINUTES). */
  smsCodeMinutes: number;
  /** NODE_ENV=production: no demo mode, whatever else is set. */
  production: boolean;
  /**
   * Demo mode (DEMO_MODE=1 or `--demo`, never in production): demo sites serve the outbox, the
   * SMS codes and mails that stand in for real gateways. A development aid, warned about at start.
   */
  demoMode: boolean;
  /** Where members' uploads (promotion applications' images) are kept: outside the web root. */
  uploadDir: string;
  /**
   * The 32-byte AES-256-GCM key that seals lottery draw seeds until their draw
   * (LOTTERY_SEED_KEY, 64 hex digits). Unset: a fixed development key, fine for the demo but
   * public, so a production start (NODE_ENV=production) refuses to start without its own (and
   * keeps it: sealed seeds need the key they were sealed with).
   */
  lotterySeedKey: Buffer;
}

const isOn = (value: string | undefined) => value === '1' || value === 'true';

/** Whether the start asked for demo mode (DEMO_MODE=1 or a `--demo` argument). */
export const demoModeAsked = (env: NodeJS.ProcessEnv, argv: readonly string[]): boolean =>
  isOn(env.DEMO_MODE) || argv.includes('--demo');

/** The development key of lottery seeds when LOTTERY_SEED_KEY is unset (see AppConfig). */
const DEV_LOTTERY_SEED_KEY = createHash('sha256').update('lotto-dev-lottery-seed-key').digest();

const lotterySeedKeyFrom = (value: string | undefined, production: boolean): Buffer => {
  if (!value && production) {
    throw new Error('LOTTERY_SEED_KEY must be set in production (64 hex digits, kept secret)');
  }
  if (!value) return DEV_LOTTERY_SEED_KEY;
  if (!/^[0-9a-fA-F]{64}$/.test(value)) throw new Error('LOTTERY_SEED_KEY must be 64 hex digits');
  return Buffer.from(value, 'hex');
};

const trustProxyFrom = (value: string | undefined): boolean | string => {
  if (!value || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return value; // a comma-separated list of proxy addresses or CIDRs
};

/** The configuration from the environment and the start's arguments (`--demo`). */
export const loadConfig = (
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = [],
): AppConfig => {
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data');
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile: env.SQLITE_FILE ?? path.join(dataDir, 'platform.db'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    webDist: env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist'),
    adminDist: env.ADMIN_DIST ?? path.join(REPO_ROOT, 'apps/admin/dist'),
    defaultMerchant: env.DEFAULT_MERCHANT ?? 'demo',
    merchantCacheMs: Number(env.MERCHANT_CACHE_MS ?? 5000),
    teamAnswersCacheMs: Number(env.TEAM_ANSWERS_CACHE_MS ?? 2000),
    logLevel: env.LOG_LEVEL ?? 'info',
    passwordHashLog2: Number(env.PASSWORD_HASH_LOG2 ?? 17),
    now: Date.now,
    smsCodeMinutes: Number(env.SMS_CODE_MINUTES ?? 2),
    production,
    demoMode: !production && demoModeAsked(env, argv),
    uploadDir: env.UPLOAD_DIR ?? path.join(dataDir, 'uploads'),
    lotterySeedKey: lotterySeedKeyFrom(env.LOTTERY_SEED_KEY, production),
  };
};

import { z } from 'zod/mini';
import { MODULE_IDS, type ModuleId } from './modules.js';
import { onFirstUse } from './on-first-use.js';

/**
 * Whitelabel switches named by spec/01 and spec/02. Where the spec describes a switch without
 * naming it, the name is ours and marked "(named here)".
 */
export const FEATURE_SWITCHES = {
  USERNAMEREG3: 'registration by username',
  MOBILENUMREG3: 'registration by mobile number',
  REGMOBVERF3: 'registration by mobile needs an SMS code',
  MOBILENUMPASSREG3: 'password recovery by phone',
  FACEBOOKLOGIN3: 'Facebook login button',
  GOOGLELOGIN3: 'Google login button',
  MOBILEVERCODELOGIN3: 'login with mobile number and SMS code',
  DIRECTREG3: 'register button in the home header',
  DEPRECM3: 'deposit record',
  WITHREC3: 'withdraw report',
  TRANSREC3: 'account (transaction) record',
  TRANSBETREPMEM3: 'betting record',
  PERSREP: 'profit and loss',
  AGETRANSFERUP3: 'transfer to superior',
  REWCEN3: 'reward centre',
  MANPLAYREB3: 'manual rebate',
  PLYRBT: 'my rebate',
  MAILCEN: 'news (inbox)',
  FEEDBACK3: 'feedback',
  MISSION: 'mission promotion and leaderboard',
  REFERRAL: 'invite friends (referral promotion)',
  VIPBENEFIT: 'VIP level benefits display (named here)',
  AGENTDIVIDEND: 'agent dividends menu (named here)',
  AGENTTEAMOV3: 'agent menu: team overview (named here)',
  AGENTTEAM3: 'agent menu: team management (named here)',
  REDRAIN3: 'agent menu: red envelope rain (named here)',
  AGENTTEAMPNL3: 'agent menu: team profit and loss (named here)',
  AGENTTEAMBET3: 'agent menu: team betting (named here)',
  AGENTREBSET3: 'agent menu: rebate setup (named here)',
  AGENTREBINC3: 'agent menu: agent rebate income (named here)',
} as const;
export type FeatureSwitch = keyof typeof FEATURE_SWITCHES;

export type WhitelabelSwitch = ModuleId | FeatureSwitch;

/**
 * Every switch a site can set: feature switches and whole modules. Pure, so a bundle that never
 * reads it (the web app: only the server resolves switches) leaves it and the descriptions out.
 */
export const WHITELABEL_SWITCHES: readonly WhitelabelSwitch[] = /* @__PURE__ */ (
  MODULE_IDS as readonly WhitelabelSwitch[]
).concat(Object.keys(FEATURE_SWITCHES) as FeatureSwitch[]);

/** Switches travel flattened as `{ MODID: boolean }`, every switch present. */
export const whitelabelMap = onFirstUse(() => z.record(z.string(), z.boolean()));
export type WhitelabelMap = Record<WhitelabelSwitch, boolean>;

/** A site record stores only the switches it turns off or on; the rest default to on. */
export const resolveWhitelabel = (overrides: Partial<Record<string, boolean>>): WhitelabelMap => {
  const map = {} as WhitelabelMap;
  for (const id of WHITELABEL_SWITCHES) map[id] = overrides[id] ?? true;
  return map;
};

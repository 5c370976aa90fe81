import { MEMBER_TYPES } from '../constants.js';
import type { WhitelabelSwitch } from '../whitelabel.js';

/** A member type (MEMBER_TYPES): what the account is, which decides what it may open. */
export type MemberType = (typeof MEMBER_TYPES)[keyof typeof MEMBER_TYPES];

/** What a kind of account may do, where the app and the server must agree. */
export interface MemberKind {
  /** Agent home, agent menu, agent footer and every team figure (spec/02 section 6). */
  agentArea: boolean;
  /** Home checks pending salary, dividend and hourly-salary contracts (spec/02 section 4). */
  contracts: boolean;
  /** Dividend info and the agent footer's dividends entry. */
  dividends: boolean;
  /** "Transfer to superior", when the account has an upline (spec/02 section 9). */
  uplineTransfer: boolean;
}

/**
 * Every member type and what it may do. The spec names the exclusions one by one (agent menu:
 * not 0, 4, 40; contract check and dividend info: not 4, 40, 41, 42; upline transfer: not 2);
 * this table is the one place they are written, so the app and the server read them alike.
 * Where the spec is silent we decided:
 * - a player (0) is checked for contracts as the spec says, though no player holds one: the
 *   check answers nothing pending, and an operator may still offer one;
 * - kinds 41 and 42 are agents without contracts: they see the whole agent menu and team
 *   figures, but neither contracts nor dividends (dividends come from a dividend contract);
 * - a free trial (4) may do none of it: it has play money only and is never placed under an
 *   upline; a restricted account (40) is a player as far as this goes (it may transfer to an
 *   upline it has, as the spec excludes only type 2 from that).
 */
export const MEMBER_KINDS: Readonly<Record<MemberType, MemberKind>> = {
  [MEMBER_TYPES.member]: {
    agentArea: false,
    contracts: true,
    dividends: true,
    uplineTransfer: true,
  },
  [MEMBER_TYPES.agent1]: {
    agentArea: true,
    contracts: true,
    dividends: true,
    uplineTransfer: true,
  },
  [MEMBER_TYPES.agent2]: {
    agentArea: true,
    contracts: true,
    dividends: true,
    uplineTransfer: false,
  },
  [MEMBER_TYPES.freeTrial]: {
    agentArea: false,
    contracts: false,
    dividends: false,
    uplineTransfer: false,
  },
  [MEMBER_TYPES.restricted]: {
    agentArea: false,
    contracts: false,
    dividends: false,
    uplineTransfer: true,
  },
  [MEMBER_TYPES.agent41]: {
    agentArea: true,
    contracts: false,
    dividends: false,
    uplineTransfer: true,
  },
  [MEMBER_TYPES.agent42]: {
    agentArea: true,
    contracts: false,
    dividends: false,
    uplineTransfer: true,
  },
};

const NOTHING: MemberKind = {
  agentArea: false,
  contracts: false,
  dividends: false,
  uplineTransfer: false,
};

/** What the table says of a type; a type it does not know may do nothing. */
export const memberKindOf = (type: number): MemberKind =>
  MEMBER_KINDS[type as MemberType] ?? NOTHING;

/** True for the agent kinds (1, 2, 41, 42). */
export const isAgentType = (type: number): boolean => memberKindOf(type).agentArea;

/**
 * The agent menu (spec/02 "Agent area") in its order, each item with the whitelabel switch that
 * shows it; online service has none: it always shows. Items the member centre already switches
 * keep that switch (account record, messages, security centre's module).
 */
export const AGENT_MENU = [
  { item: 'teamOverview', switch: 'AGENTTEAMOV3' },
  { item: 'transactionRecord', switch: 'TRANSREC3' },
  { item: 'teamManagement', switch: 'AGENTTEAM3' },
  { item: 'redEnvelopeRain', switch: 'REDRAIN3' },
  { item: 'teamProfitLoss', switch: 'AGENTTEAMPNL3' },
  { item: 'teamBetting', switch: 'AGENTTEAMBET3' },
  { item: 'rebateSetup', switch: 'AGENTREBSET3' },
  { item: 'agentRebateIncome', switch: 'AGENTREBINC3' },
  { item: 'securityCenter', switch: 'MEMBER3' },
  { item: 'messages', switch: 'MAILCEN' },
  { item: 'onlineService', switch: null },
] as const satisfies readonly { item: string; switch: WhitelabelSwitch | null }[];
export type AgentMenuItem = (typeof AGENT_MENU)[number]['item'];

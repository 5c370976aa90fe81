import {
  type MemberInfo,
  NO_UPLINE_TRANSFER_TYPES,
  NON_AGENT_TYPES,
  type WhitelabelSwitch,
} from '@lotto/contract';
import { type AppPath, paths } from '../../../shared/config/paths';

/** What decides the member centre's entries: the site's switches and who is looking. */
export interface MenuInput {
  whitelabel: Record<string, boolean>;
  /** The member's info, or null for a visitor (or while it loads). */
  member: Pick<MemberInfo, 'type' | 'toUpline'> | null;
}

export type TileId = 'benefits' | 'download' | 'deposit' | 'withdraw' | 'invite' | 'security';
export type ItemId =
  | 'agent'
  | 'depositRecord'
  | 'withdrawReport'
  | 'accountRecord'
  | 'bettingRecord'
  | 'profitAndLoss'
  | 'upLineTransfer'
  | 'rewardCenter'
  | 'manualRebate'
  | 'leaderBoard'
  | 'myRebate'
  | 'news'
  | 'feedback';

/** A tile: where it leads ('download' opens the download popup instead). */
export interface Tile {
  id: TileId;
  to: AppPath | 'download';
}

export interface Item {
  id: ItemId;
  to: AppPath;
  section: 'account' | 'records' | 'more';
}

const on = (input: MenuInput, name: WhitelabelSwitch) => input.whitelabel[name] !== false;

/** spec/02 section 2: level benefits with VIP benefits on, invite friends with REFERRAL on. */
export const tilesOf = (input: MenuInput): Tile[] => {
  const all: [boolean, Tile][] = [
    [on(input, 'VIPBENEFIT'), { id: 'benefits', to: paths.memberBenefits }],
    [true, { id: 'download', to: 'download' }],
    [true, { id: 'deposit', to: paths.voucherCenter }],
    [true, { id: 'withdraw', to: paths.withdraw }],
    [on(input, 'REFERRAL'), { id: 'invite', to: paths.inviteFriends }],
    [true, { id: 'security', to: paths.securityCenter }],
  ];
  return all.filter(([shown]) => shown).map(([, tile]) => tile);
};

/**
 * The list of spec/02 section 2, in its order, each by its switch and condition: the agency
 * centre for types other than 0, 4 and 40; transfer to superior with an upline and a type
 * other than 2. A visitor sees what a member of no particular kind would (tapping opens login).
 */
export const itemsOf = (input: MenuInput): Item[] => {
  const { member } = input;
  const agent = member !== null && !NON_AGENT_TYPES.includes(member.type);
  const upline = member?.toUpline === true && !NO_UPLINE_TRANSFER_TYPES.includes(member.type);
  const all: [boolean, Item][] = [
    [agent, { id: 'agent', to: paths.agent, section: 'account' }],
    [on(input, 'DEPRECM3'), { id: 'depositRecord', to: paths.vouReport, section: 'records' }],
    [on(input, 'WITHREC3'), { id: 'withdrawReport', to: paths.withdrawReport, section: 'records' }],
    [
      on(input, 'TRANSREC3'),
      { id: 'accountRecord', to: paths.transactionRecord, section: 'records' },
    ],
    [
      on(input, 'TRANSBETREPMEM3'),
      { id: 'bettingRecord', to: paths.gameRecord, section: 'records' },
    ],
    [on(input, 'PERSREP'), { id: 'profitAndLoss', to: paths.profitAndLoss, section: 'records' }],
    [
      on(input, 'AGETRANSFERUP3') && upline,
      { id: 'upLineTransfer', to: paths.upLineTransfer, section: 'account' },
    ],
    [on(input, 'REWCEN3'), { id: 'rewardCenter', to: paths.rewardCenter, section: 'account' }],
    [on(input, 'MANPLAYREB3'), { id: 'manualRebate', to: paths.manualRebate, section: 'account' }],
    [on(input, 'MISSION'), { id: 'leaderBoard', to: paths.leaderBoard, section: 'more' }],
    [on(input, 'PLYRBT'), { id: 'myRebate', to: paths.rebateReport, section: 'records' }],
    [on(input, 'MAILCEN'), { id: 'news', to: paths.webEmail, section: 'more' }],
    [on(input, 'FEEDBACK3'), { id: 'feedback', to: paths.feedback, section: 'more' }],
  ];
  return all.filter(([shown]) => shown).map(([, item]) => item);
};

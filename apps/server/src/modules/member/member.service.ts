import { randomInt } from 'node:crypto';
import { MEMBER_TYPES, type MemberInfo } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { endMemberSessions } from '../session/session.service.js';
import type { Site } from '../system/site.js';
import { grantWelcomeCredit } from '../wallet/ledger.service.js';
import type { MemberRow } from './account-tables.js';
import {
  findMemberRowById,
  findMemberRowByMobile,
  findMemberRowByUsername,
  insertMemberRow,
  uniqueViolationOf,
  updateMemberRow,
} from './member.repository.js';
import { hashPassword, NO_PASSWORD } from './password.js';

/** A member of a site by username (any case), or undefined. */
export const findMemberByUsername = (db: Kysely<Database>, merchantId: number, username: string) =>
  findMemberRowByUsername(db, merchantId, username.trim());

/** A member of a site by dialing code and mobile number, or undefined. */
export const findMemberByMobile = (
  db: Kysely<Database>,
  merchantId: number,
  dialingCode: string,
  mobile: string,
) => findMemberRowByMobile(db, merchantId, dialingCode, mobile);

/**
 * Sets a new password (hashed) and ends the member's other sessions: all of them, or all but
 * `keepSessionId` when the member changes it from a session that should stay.
 */
export const setMemberPassword = async (
  db: Kysely<Database>,
  memberId: number,
  newPassword: string,
  keepSessionId?: number,
): Promise<void> => {
  await updateMemberRow(db, memberId, { password_hash: await hashPassword(newPassword) });
  await endMemberSessions(db, memberId, keepSessionId);
};

/** What a new member is made of; text fields are stored as given (callers have checked them). */
export interface NewMemberFields {
  username: string;
  /** Null: no usable password (free trial, social login). */
  password: string | null;
  type?: number;
  paymentPassword?: string | null;
  uplineId?: number | null;
  nickname?: string | null;
  email?: string | null;
  dialingCode?: string | null;
  mobile?: string | null;
  payeeName?: string | null;
  idNumber?: string | null;
  qq?: string | null;
  facebook?: string | null;
  wechat?: string | null;
  line?: string | null;
  whatsapp?: string | null;
  zalo?: string | null;
  referredByCode?: string | null;
  recommenderId?: string | null;
  registerMethod?: string | null;
  registerUrl?: string | null;
  now?: number;
}

const AFFILIATE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newAffiliateCode = () =>
  Array.from({ length: 8 }, () => AFFILIATE_ALPHABET[randomInt(AFFILIATE_ALPHABET.length)]).join(
    '',
  );

/**
 * Creates a member of a site with its own affiliate code. Username and mobile stay unique per
 * site even under concurrent registrations: the database refuses, and the error says which.
 */
export const createMember = async (
  db: Kysely<Database>,
  site: Pick<Site, 'id'>,
  fields: NewMemberFields,
): Promise<MemberRow> => {
  const passwordHash = fields.password === null ? NO_PASSWORD : await hashPassword(fields.password);
  const paymentHash = fields.paymentPassword ? await hashPassword(fields.paymentPassword) : null;
  const row = {
    merchant_id: site.id,
    username: fields.username.toLowerCase(),
    password_hash: passwordHash,
    payment_password_hash: paymentHash,
    type: fields.type ?? MEMBER_TYPES.member,
    upline_id: fields.uplineId ?? null,
    nickname: fields.nickname ?? null,
    email: fields.email ?? null,
    dialing_code: fields.mobile ? (fields.dialingCode ?? null) : null,
    mobile: fields.mobile ?? null,
    payee_name: fields.payeeName ?? null,
    id_number: fields.idNumber ?? null,
    qq: fields.qq ?? null,
    facebook: fields.facebook ?? null,
    wechat: fields.wechat ?? null,
    line: fields.line ?? null,
    whatsapp: fields.whatsapp ?? null,
    zalo: fields.zalo ?? null,
    referred_by_code: fields.referredByCode ?? null,
    recommender_id: fields.recommenderId ?? null,
    register_method: fields.registerMethod ?? null,
    register_url: fields.registerUrl ?? null,
    created_at: fields.now ?? Date.now(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const id = await insertMemberRow(db, { ...row, affiliate_code: newAffiliateCode() });
      const created = await findMemberRowById(db, id);
      if (!created) throw new Error('member vanished after insert');
      // Every new member gets the site's welcome credit (once: its ledger key is per member).
      await grantWelcomeCredit(db, { merchantId: site.id, memberId: id, memberType: created.type });
      return created;
    } catch (err) {
      const column = uniqueViolationOf(err);
      if (column === 'username') throw new AppError('username.exists');
      if (column === 'mobile') throw new AppError('mobile.exists');
      if (column !== 'affiliate_code' || attempt >= 4) throw err;
    }
  }
};

/** A free-trial account (type 4) with a generated name and no usable password. */
export const createTrialMember = async (db: Kysely<Database>, site: Site, now: number) => {
  for (let attempt = 0; ; attempt++) {
    const username = `trial${randomInt(10_000_000, 100_000_000)}`;
    try {
      return await createMember(db, site, {
        username,
        password: null,
        type: MEMBER_TYPES.freeTrial,
        now,
      });
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'username.exists') || attempt >= 4) throw err;
    }
  }
};

/** Shows the end of a number only: 95******1234. */
export const maskMobile = (dialingCode: string | null, mobile: string | null): string | null =>
  mobile ? `${dialingCode ?? ''}******${mobile.slice(-4)}` : null;

/** The member centre's view of a member; free-trial accounts may not enter it (free_reject). */
export const memberInfoOf = async (db: Kysely<Database>, memberId: number): Promise<MemberInfo> => {
  const row = await findMemberRowById(db, memberId);
  if (!row) throw new AppError('member.not.exist');
  if (row.type === MEMBER_TYPES.freeTrial) throw new AppError('free_reject');
  return {
    id: row.id,
    account: row.username,
    userName: row.username,
    nickname: row.nickname,
    type: row.type,
    regDate: row.created_at,
    mobile: maskMobile(row.dialing_code, row.mobile),
    email: row.email,
    vip: `VIP${row.vip_level}`,
    toUpline: row.upline_id !== null,
  };
};

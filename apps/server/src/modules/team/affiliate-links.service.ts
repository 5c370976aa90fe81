import { randomInt } from 'node:crypto';
import {
  type AffiliateLink,
  isAgentType,
  MAX_AFFILIATE_LINKS,
  type NewAffiliateLinkBody,
  openableTypes,
} from '@lotto/contract';
import type { MemberCtx, SiteCtx } from '../../context.js';
import { isUniqueViolation } from '../../db/idempotent.js';
import { AppError } from '../../errors.js';
import { findMemberByAffiliateCode } from '../member/index.js';
import { deleteLink, insertLink, linkByCode, linksOf } from './affiliate-links.repository.js';

/**
 * Agents' affiliate links (the spec's "affiliate URLs" and "agent affiliate"): an agent keeps
 * several, each with a code of its own that registration takes as an affiliate code, placing
 * the new member under the agent with the link's type.
 */

/** Link codes are one letter longer than members' own codes, so the two never meet. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  `L${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

const viewOf = (r: {
  id: number;
  code: string;
  member_type: number;
  prize_group: number;
  created_at: number;
}): AffiliateLink => ({
  id: Number(r.id),
  code: r.code,
  memberType: Number(r.member_type),
  prizeGroup: Number(r.prize_group),
  createdAt: Number(r.created_at),
});

const requireAgent = (ctx: MemberCtx) => {
  if (!isAgentType(ctx.member.type)) throw new AppError('agent.required');
};

/** The caller's links, newest first. */
export const affiliateLinksOf = async (ctx: MemberCtx) => {
  requireAgent(ctx);
  return { list: (await linksOf(ctx.db, ctx.member.id)).map(viewOf) };
};

const newLink = (ctx: MemberCtx, body: NewAffiliateLinkBody, code: string) =>
  insertLink(ctx.db, {
    merchant_id: ctx.site.id,
    member_id: ctx.member.id,
    code,
    member_type: body.memberType,
    prize_group: body.prizeGroup,
    created_at: ctx.now(),
  });

/** A new link with a fresh code; a code taken meanwhile is replaced by another. */
export const createAffiliateLink = async (ctx: MemberCtx, body: NewAffiliateLinkBody) => {
  requireAgent(ctx);
  if (!openableTypes(ctx.member.type).includes(body.memberType)) {
    throw new AppError('team.type.not.allowed');
  }
  const { list } = await affiliateLinksOf(ctx);
  if (list.length >= MAX_AFFILIATE_LINKS) throw new AppError('team.link.limit');
  for (let attempt = 0; ; attempt++) {
    const code = newCode();
    try {
      if (await findMemberByAffiliateCode(ctx, code)) continue;
      return viewOf(await newLink(ctx, body, code));
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
};

/** Deletes one of the caller's own links; anyone else's is not found. */
export const deleteAffiliateLink = async (ctx: MemberCtx, id: number): Promise<null> => {
  requireAgent(ctx);
  const gone = await deleteLink(ctx.db, id, ctx.member.id);
  if (gone === 0) throw new AppError('team.link.not.found');
  return null;
};

/** The link a code names on the context's site: whose it is and the type it gives. */
export const affiliateLinkByCode = async (ctx: SiteCtx, code: string) => {
  const row = await linkByCode(ctx.db, ctx.site.id, code.toUpperCase());
  return row
    ? {
        memberId: Number(row.member_id),
        memberType: Number(row.member_type),
        prizeGroup: Number(row.prize_group),
      }
    : undefined;
};

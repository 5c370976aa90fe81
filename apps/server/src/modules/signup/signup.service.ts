import type { LoginAnswer } from '@lotto/contract';
import { type SiteCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  AffiliateCodeTaken,
  insertMember,
  type MemberRow,
  type NewMemberFields,
  prepareMember,
} from '../member/index.js';
import { createSession } from '../session/index.js';
import { addSiteMember } from '../site-sums/index.js';
import { placeInTeam } from '../team/index.js';
import { recordWelcomeTurnover } from '../turnover/index.js';
import { grantWelcomeCredit, walletKindFor } from '../wallet/index.js';

/**
 * Sign-up (DESIGN.md "Module boundaries"): a new member, its place in its upline's team, the
 * site's welcome credit and the first session are one piece of work in one database
 * transaction. A failure anywhere leaves nothing: no member at 0.00, no taken name, no half a
 * ledger transaction, no member outside its agent's team.
 */

export interface SignUp {
  member: NewMemberFields;
  /**
   * The name the person chose (taken: username.exists), or a maker of names to try in turn
   * (generated names: a taken one is replaced by the next).
   */
  username: string | ((attempt: number) => string);
  /** Starts the first session on this device; none for a sign-up the app finishes later. */
  session?: { deviceId: string; ip: string; userAgent?: string | undefined };
  /** More writes that belong to the same sign-up (a social identity), in its transaction. */
  alongside?: (ctx: SiteCtx, member: MemberRow) => Promise<void>;
}

export interface SignedUp {
  member: MemberRow;
  session: LoginAnswer | null;
}

/** Tries with generated values (affiliate code, generated name) before giving up. */
const ATTEMPTS = 5;

const isRetryable = (err: unknown, generatedName: boolean) =>
  err instanceof AffiliateCodeTaken ||
  (generatedName && err instanceof AppError && err.code === 'username.exists');

/** Signs a member up on the context's site; see `SignUp`. */
export const signUp = async (ctx: SiteCtx, input: SignUp): Promise<SignedUp> => {
  // Hashing is slow on purpose: done before the transaction holds a connection.
  const prepared = await prepareMember(ctx, input.member);
  const generated = typeof input.username === 'function';
  for (let attempt = 0; ; attempt++) {
    const username =
      typeof input.username === 'function' ? input.username(attempt) : input.username;
    try {
      return await transaction(ctx, async (trx) => {
        const member = await insertMember(trx, prepared, username);
        await addSiteMember(trx.db, {
          id: member.id,
          merchantId: member.merchant_id,
          type: Number(member.type),
        });
        await placeInTeam(trx, member.id, member.upline_id);
        const credit = await grantWelcomeCredit(trx, {
          memberId: member.id,
          memberType: member.type,
        });
        // Bonus money on real-money sites: its turnover requirement comes with it.
        if (credit && walletKindFor(member.type) === 'cash') {
          await recordWelcomeTurnover(trx, {
            memberId: member.id,
            creditedMinor: trx.site.welcomeCreditMinor,
          });
        }
        await input.alongside?.(trx, member);
        const session = input.session
          ? await createSession(trx, { memberId: member.id, ...input.session })
          : null;
        return { member, session };
      });
    } catch (err) {
      if (!isRetryable(err, generated) || attempt + 1 >= ATTEMPTS) throw err;
    }
  }
};

import { randomInt } from 'node:crypto';
import type { SocialProvider } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { findMember } from '../member/index.js';
import { signUp } from '../signup/index.js';
import type { IdTokenClaims } from './id-token.js';
import { OidcFailure } from './oidc-failure.js';
import { findIdentity, insertIdentity } from './social.repository.js';

const USERNAME_LETTER: Record<SocialProvider, string> = { google: 'g', facebook: 'f' };

/**
 * The member linked to the provider's account, or a new one. Linking goes by the provider's
 * subject only, never by e-mail: an e-mail match would let whoever controls a provider account
 * with that address take over an existing member.
 */
export const memberFor = async (
  ctx: SiteCtx,
  provider: SocialProvider,
  claims: IdTokenClaims,
): Promise<number> => {
  const { site } = ctx;
  const key = { merchantId: site.id, provider, subject: claims.sub };
  const linked = await findIdentity(ctx.db, key);
  if (linked) {
    const member = await findMember(ctx, linked.member_id);
    if (member?.status !== 'active') throw new OidcFailure('member is disabled');
    return linked.member_id;
  }
  if (!site.whitelabel.REG3) throw new OidcFailure('registration is switched off');
  try {
    return await signUpSocial(ctx, provider, claims);
  } catch (err) {
    // Two logins of one new account raced: the other one linked it; use that member.
    const winner = await findIdentity(ctx.db, key);
    if (winner) return winner.member_id;
    throw err;
  }
};

/** A new member and its link to the provider's account, in one sign-up (session comes later). */
const signUpSocial = async (ctx: SiteCtx, provider: SocialProvider, claims: IdTokenClaims) => {
  const { member } = await signUp(ctx, {
    member: {
      password: null,
      nickname: claims.name ? [...claims.name].slice(0, 32).join('') : null,
      // Only an address the provider verified can later receive reset links.
      email: claims.emailVerified && claims.email ? claims.email : null,
      registerMethod: 'H5',
    },
    username: () => `${USERNAME_LETTER[provider]}${randomInt(100_000_000, 1_000_000_000)}`,
    alongside: (trx, created) =>
      insertIdentity(trx.db, {
        merchant_id: ctx.site.id,
        provider,
        subject: claims.sub,
        member_id: created.id,
        email: claims.email ?? null,
        created_at: trx.now(),
      }).then(() => undefined),
  });
  return member.id;
};

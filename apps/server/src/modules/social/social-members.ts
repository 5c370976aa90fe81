import { randomInt } from 'node:crypto';
import type { SocialProvider } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { createMember } from '../member/member.service.js';
import type { Site } from '../system/site.js';
import type { IdTokenClaims } from './id-token.js';
import { OidcFailure } from './oidc-failure.js';
import { findIdentity, insertIdentity } from './social.repository.js';

type Db = Kysely<Database>;

const USERNAME_LETTER: Record<SocialProvider, string> = { google: 'g', facebook: 'f' };

/**
 * The member linked to the provider's account, or a new one. Linking goes by the provider's
 * subject only, never by e-mail: an e-mail match would let whoever controls a provider account
 * with that address take over an existing member.
 */
export const memberFor = async (
  deps: { db: Db; now: number },
  site: Site,
  provider: SocialProvider,
  claims: IdTokenClaims,
): Promise<number> => {
  const key = { merchantId: site.id, provider, subject: claims.sub };
  const linked = await findIdentity(deps.db, key);
  if (linked) {
    if (linked.status !== 'active') throw new OidcFailure('member is disabled');
    return linked.member_id;
  }
  if (!site.whitelabel.REG3) throw new OidcFailure('registration is switched off');
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const memberId = await createSocialMember(trx, site, provider, claims, deps.now);
      await insertIdentity(trx, {
        merchant_id: site.id,
        provider,
        subject: claims.sub,
        member_id: memberId,
        email: claims.email ?? null,
        created_at: deps.now,
      });
      return memberId;
    });
  } catch (err) {
    // Two logins of one new account raced: the other one linked it; use that member.
    const winner = await findIdentity(deps.db, key);
    if (winner) return winner.member_id;
    throw err;
  }
};

const createSocialMember = async (
  db: Db,
  site: Site,
  provider: SocialProvider,
  claims: IdTokenClaims,
  now: number,
): Promise<number> => {
  for (let attempt = 0; ; attempt++) {
    const username = `${USERNAME_LETTER[provider]}${randomInt(100_000_000, 1_000_000_000)}`;
    try {
      const member = await createMember(db, site, {
        username,
        password: null,
        nickname: claims.name ? [...claims.name].slice(0, 32).join('') : null,
        // Only an address the provider verified can later receive reset links.
        email: claims.emailVerified && claims.email ? claims.email : null,
        registerMethod: 'H5',
        now,
      });
      return member.id;
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'username.exists') || attempt >= 4) throw err;
    }
  }
};

import type { SiteCtx } from '../../context.js';

const LIMIT = 20;

/**
 * The back office's member search on the context's site: an exact id, an account name (exact
 * or its beginning), or a mobile number (verified or not, with or without its dialing code).
 */
export const searchSiteMembers = async ({ db, site }: SiteCtx, q: string) => {
  const text = q.trim();
  const digits = text.replace(/[\s+-]/g, '');
  const asId = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const name = text.toLowerCase().replace(/[%_\\]/g, '');
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', site.id)
    .where((eb) =>
      eb.or([
        ...(asId === null ? [] : [eb('id', '=', asId)]),
        ...(name ? [eb(eb.fn('lower', ['username']), 'like', `${name}%`)] : []),
        ...(/^\d{4,20}$/.test(digits)
          ? [
              eb('mobile', '=', digits),
              eb('unverified_mobile', '=', digits),
              eb(eb('dialing_code', '||', eb.ref('mobile')), '=', digits),
            ]
          : []),
      ]),
    )
    .orderBy('id')
    .limit(LIMIT)
    .execute();
};

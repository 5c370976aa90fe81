import {
  type HelpCentreAnswer,
  type HelpCentreQuery,
  type HelpDevice,
  type HelpEntry,
  type HelpEntryAnswer,
  type LanguageCode,
  SUPPORTED_LANGUAGES,
  type UserAgreementAnswer,
} from '@lotto/contract';
import { type RequestCtx, type SiteCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  countHelpEntries,
  findHelpEntryIds,
  findHelpTexts,
  findHelpTitles,
  findUserAgreements,
  insertHelpEntry,
  upsertUserAgreement,
} from './help.repository.js';

/** Texts by language, as an operator (or the seed) writes them. */
export type HelpTexts = Partial<Record<LanguageCode, { title: string; content: string }>>;

/**
 * The languages to read, best first: the one asked for, the site's default, then any other,
 * so an entry written in one language only still shows rather than vanishing.
 */
const preferenceOf = (site: SiteCtx['site'], asked: LanguageCode): LanguageCode[] => [
  ...new Set([asked, site.defaultLanguage, ...SUPPORTED_LANGUAGES]),
];

/** For each id, the text in the most preferred language it has (ids without any are left out). */
const pickTexts = <T extends { language: string }>(
  rows: (T & { entry_id: number })[],
  preference: readonly string[],
) => {
  const best = new Map<number, T & { entry_id: number }>();
  const rank = (language: string) => preference.indexOf(language);
  for (const row of rows) {
    const seen = best.get(row.entry_id);
    if (!seen || rank(row.language) < rank(seen.language)) best.set(row.entry_id, row);
  }
  return best;
};

/** Entries from `offset` on, with their index in the whole list. */
const entriesAt = async (
  ctx: RequestCtx,
  set: { device: HelpDevice; language: LanguageCode },
  slice: { offset: number; limit: number },
): Promise<HelpEntry[]> => {
  const ids = await findHelpEntryIds(
    ctx.db,
    { merchantId: ctx.site.id, device: set.device },
    slice,
  );
  const preference = preferenceOf(ctx.site, set.language);
  const texts = pickTexts(await findHelpTexts(ctx.db, ids, preference), preference);
  return ids.flatMap((id, position) => {
    const text = texts.get(id);
    return text
      ? [{ id, index: slice.offset + position, title: text.title, content: text.content }]
      : [];
  });
};

/** The help centre of the request's site: a page of entries in `lang` (else the request's). */
export const helpCentreOf = async (
  ctx: RequestCtx,
  query: HelpCentreQuery,
): Promise<HelpCentreAnswer> => {
  const total = await countHelpEntries(ctx.db, { merchantId: ctx.site.id, device: query.device });
  const offset = (query.pageNo - 1) * query.pageSize;
  const list =
    offset < total
      ? await entriesAt(
          ctx,
          { device: query.device, language: query.lang ?? ctx.language },
          { offset, limit: query.pageSize },
        )
      : [];
  return {
    list,
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    totalCount: total,
  };
};

/** One entry by its index in the list; `help.entry.not.exist` past the end. */
export const helpEntryAt = async (
  ctx: RequestCtx,
  index: number,
  query: { device: HelpDevice; lang?: LanguageCode | undefined },
): Promise<HelpEntryAnswer> => {
  const total = await countHelpEntries(ctx.db, { merchantId: ctx.site.id, device: query.device });
  const [entry] =
    index < total
      ? await entriesAt(
          ctx,
          { device: query.device, language: query.lang ?? ctx.language },
          { offset: index, limit: 1 },
        )
      : [];
  if (!entry) throw new AppError('help.entry.not.exist', { index });
  return { ...entry, total };
};

/** The site's user agreement in `lang` (else the request's), or its nearest language. */
export const userAgreementOf = async (
  ctx: RequestCtx,
  lang: LanguageCode | undefined,
): Promise<UserAgreementAnswer> => {
  const preference: readonly string[] = preferenceOf(ctx.site, lang ?? ctx.language);
  const rows = await findUserAgreements(ctx.db, ctx.site.id, [...preference]);
  const [best] = rows.sort(
    (a, b) => preference.indexOf(a.language) - preference.indexOf(b.language),
  );
  if (!best) throw new AppError('help.agreement.not.exist');
  return { title: best.title, content: best.content, updatedAt: best.updated_at };
};

/** Titles of a site's entries for a device in one language (to add only what is missing). */
export const helpTitlesOf = (ctx: SiteCtx, device: HelpDevice, language: LanguageCode) =>
  findHelpTitles(ctx.db, { merchantId: ctx.site.id, device }, language);

/** Adds an entry to a site's help centre, with its texts, in one transaction; answers its id. */
export const addHelpEntry = (
  ctx: SiteCtx,
  entry: { device: HelpDevice; sort: number; texts: HelpTexts },
): Promise<number> => {
  const texts = Object.entries(entry.texts).map(([language, text]) => ({ language, ...text }));
  if (texts.length === 0) throw new Error('a help entry needs a text in at least one language');
  return transaction(ctx, (trx) =>
    insertHelpEntry(
      trx.db,
      { merchant_id: ctx.site.id, device: entry.device, sort: entry.sort, created_at: ctx.now() },
      texts,
    ),
  );
};

/** The languages a site's user agreement is published in. */
export const agreementLanguagesOf = async (ctx: SiteCtx): Promise<string[]> =>
  (await findUserAgreements(ctx.db, ctx.site.id, [...SUPPORTED_LANGUAGES])).map((r) => r.language);

/** Publishes a site's user agreement in one language (replacing that language's text). */
export const saveUserAgreement = async (
  ctx: SiteCtx,
  language: LanguageCode,
  text: { title: string; content: string },
): Promise<void> => {
  await upsertUserAgreement(ctx.db, {
    merchant_id: ctx.site.id,
    language,
    ...text,
    updated_at: ctx.now(),
  });
};

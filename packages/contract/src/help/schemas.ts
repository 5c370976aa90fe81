import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { languageCode } from '../languages.js';
import { onFirstUse } from '../on-first-use.js';

/**
 * Help centre and user agreement (spec/02 "Help centre"): content kept per site, language and
 * device. This platform serves one device kind, the mobile web app, so MOBILE is the only one.
 */
export const HELP_DEVICES = ['MOBILE'] as const;
export type HelpDevice = (typeof HELP_DEVICES)[number];

/** `lang` picks the texts (the request's language when absent); `device` the entry set. */
const contentQuery = {
  lang: onFirstUse(() => z.optional(languageCode)),
  device: onFirstUse(() => z._default(z.enum(HELP_DEVICES), 'MOBILE')),
};

/** GET help centre: the site's entries in display order, paged like every list. */
export const helpCentreQuery = onFirstUse(() => z.object({ ...contentQuery, ...pageQuery.shape }));
export type HelpCentreQuery = z.infer<typeof helpCentreQuery>;

/** An entry: its place in the whole list (`/m/helpDetail?i=`), title and HTML content. */
export const helpEntry = onFirstUse(() =>
  z.object({
    id: z.int(),
    index: z.int(),
    title: z.string(),
    /** HTML: sanitized by the app before it is rendered. */
    content: z.string(),
  }),
);
export type HelpEntry = z.infer<typeof helpEntry>;

export const helpCentreAnswer = onFirstUse(() =>
  z.object({ list: z.array(helpEntry), ...pageInfo.shape }),
);
export type HelpCentreAnswer = z.infer<typeof helpCentreAnswer>;

/** Largest index asked for: far beyond any help centre, small enough to stay an int. */
export const HELP_INDEX_MAX = 9999;

/** GET one entry by its index in the list (0 is the first), as `?i=` names it. */
export const helpEntryParams = onFirstUse(() =>
  z.object({
    index: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(HELP_INDEX_MAX)),
  }),
);
export const helpEntryQuery = onFirstUse(() => z.object(contentQuery));
/** The entry and how many there are, so the app can offer the next one. */
export const helpEntryAnswer = onFirstUse(() => z.object({ ...helpEntry.shape, total: z.int() }));
export type HelpEntryAnswer = z.infer<typeof helpEntryAnswer>;

/** GET the site's user agreement (its terms) in `lang`. */
export const userAgreementQuery = onFirstUse(() => z.object({ lang: z.optional(languageCode) }));
export const userAgreementAnswer = onFirstUse(() =>
  z.object({
    title: z.string(),
    /** HTML: sanitized by the app before it is rendered. */
    content: z.string(),
    /** When the text in this language last changed (epoch ms). */
    updatedAt: z.int(),
  }),
);
export type UserAgreementAnswer = z.infer<typeof userAgreementAnswer>;

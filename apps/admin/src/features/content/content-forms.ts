import {
  type AgreementBody,
  type AgreementView,
  type AnnouncementBody,
  type AnnouncementView,
  type BannerBody,
  type BannerView,
  adminContentEndpoints as endpoints,
  HELP_DEVICES,
  type HelpEntryBody,
  type HelpEntryView,
  type LanguageCode,
  type MessageBody,
} from '@lotto/contract';
import { z } from 'zod/mini';
import { CONTENT_LANGUAGES } from '../../shared/ui/content-languages';

/**
 * The content forms hold their endpoint's body as it is (times in epoch ms, every text per
 * language), so each is judged by the contract's own schema; only the blanks differ.
 */
export const announcementFormSchema = endpoints.announcementBody;
export const bannerFormSchema = endpoints.bannerBody;
export const messageFormSchema = endpoints.messageBody;
/** The help body with its device given (the form always has one; the endpoint defaults it). */
export const helpFormSchema = z.object({
  ...endpoints.helpEntryBody.shape,
  device: z.enum(HELP_DEVICES),
});

const perLanguage = <T>(make: (language: LanguageCode) => T) =>
  Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, make(l)])) as Record<LanguageCode, T>;

export const blankAnnouncement = (now: number): AnnouncementBody => ({
  type: 'PU',
  execution: 'B',
  promotionType: null,
  imageUrl: null,
  link: null,
  sort: 0,
  startsAt: now,
  endsAt: null,
  texts: perLanguage(() => ({ title: '', content: '' })),
});

/** An announcement as its form edits it (the list's `PR` is the server's own, never written). */
export const announcementValues = (a: AnnouncementView): AnnouncementBody => ({
  type: a.type === 'PR' ? 'PL' : a.type,
  execution: a.execution,
  promotionType: a.promotionType,
  imageUrl: a.imageUrl,
  link: a.link,
  sort: a.sort,
  startsAt: a.startsAt,
  endsAt: a.endsAt,
  texts: perLanguage((l) => a.texts[l] ?? { title: '', content: '' }),
});

/**
 * The fields one type has: a popup its execution and promotion kind, a banner its picture and
 * link. Switching type clears the others, as the contract wants them null.
 */
export const withType = (
  values: AnnouncementBody,
  type: AnnouncementBody['type'],
): AnnouncementBody => ({
  ...values,
  type,
  execution: type === 'PU' ? (values.execution ?? 'B') : null,
  promotionType: type === 'PU' ? values.promotionType : null,
  imageUrl: type === 'B' ? values.imageUrl : null,
  link: type === 'B' ? values.link : null,
});

export const blankBanner = (group: string): BannerBody => ({
  group,
  sort: 0,
  enabled: true,
  action: null,
  startsAt: null,
  endsAt: null,
  texts: perLanguage(() => ({ title: '', imageUrl: '' })),
});

export const bannerValues = (b: BannerView): BannerBody => ({
  group: b.group,
  sort: b.sort,
  enabled: b.enabled,
  action: b.action,
  startsAt: b.startsAt,
  endsAt: b.endsAt,
  texts: perLanguage((l) => b.texts[l] ?? { title: '', imageUrl: '' }),
});

export type BannerActionKind = NonNullable<BannerBody['action']>['kind'];

/** A fresh action of a kind, its one field empty for the operator to fill. */
export const actionOf = (kind: BannerActionKind | 'NONE'): BannerBody['action'] => {
  switch (kind) {
    case 'NONE':
      return null;
    case 'PROMOTION':
      return { kind, promotionId: 0 };
    case 'GAME':
      return { kind, nodeId: '' };
    case 'CATEGORY':
      return { kind, gameType: 'HOT' };
    case 'PATH':
      return { kind, path: '/m/' };
    case 'URL':
      return { kind, url: 'https://' };
  }
};

export const blankMessage = (): MessageBody => ({
  to: { audience: 'member', member: '' },
  texts: perLanguage(() => ({ title: '', content: '' })),
});

export const END_AFTER_START = 'the end must come after the start';

export const agreementValues = (a: AgreementView): AgreementBody => ({
  texts: perLanguage((l) => a.texts[l] ?? { title: '', content: '' }),
});

/** A new help entry goes last: its order one step after the last entry's. */
export const blankHelpEntry = (entries: readonly HelpEntryView[]): HelpEntryBody => ({
  device: 'MOBILE',
  sort: entries.reduce((last, e) => Math.max(last, e.sort + HELP_SORT_STEP), 0),
  texts: perLanguage(() => ({ title: '', content: '' })),
});

export const helpEntryValues = (e: HelpEntryView): HelpEntryBody => ({
  device: e.device,
  sort: e.sort,
  texts: perLanguage((l) => e.texts[l] ?? { title: '', content: '' }),
});

/** Orders are numbered in steps, so an entry added by hand can go between two. */
export const HELP_SORT_STEP = 10;

/**
 * Moving the entry at `index` one place (`by` -1 up, +1 down): the whole list renumbered in
 * steps, and only the entries whose order changes, so each is saved once. Equal orders (which
 * the server sorts by id) become distinct, so the move always shows.
 */
export const helpOrderChanges = (
  entries: readonly HelpEntryView[],
  index: number,
  by: -1 | 1,
): { entry: HelpEntryView; sort: number }[] => {
  const target = index + by;
  if (target < 0 || target >= entries.length) return [];
  const moved = [...entries];
  const [entry] = moved.splice(index, 1);
  if (!entry) return [];
  moved.splice(target, 0, entry);
  return moved
    .map((e, i) => ({ entry: e, sort: (i + 1) * HELP_SORT_STEP }))
    .filter(({ entry: e, sort }) => e.sort !== sort);
};

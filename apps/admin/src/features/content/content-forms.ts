import {
  type AgreementBody,
  type AgreementView,
  type AnnouncementBody,
  type AnnouncementView,
  type BannerBody,
  type BannerView,
  adminContentEndpoints as endpoints,
  type LanguageCode,
  type MessageBody,
} from '@lotto/contract';
import { CONTENT_LANGUAGES } from '../../shared/ui/content-languages';

/**
 * The content forms hold their endpoint's body as it is (times in epoch ms, every text per
 * language), so each is judged by the contract's own schema; only the blanks differ.
 */
export const announcementFormSchema = endpoints.announcementBody;
export const bannerFormSchema = endpoints.bannerBody;
export const messageFormSchema = endpoints.messageBody;

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

import { describe, expect, it } from 'vitest';
import {
  actionOf,
  announcementFormSchema,
  announcementValues,
  bannerFormSchema,
  blankAnnouncement,
  blankBanner,
  blankHelpEntry,
  blankMessage,
  helpEntryValues,
  helpFormSchema,
  helpOrderChanges,
  messageFormSchema,
  withType,
} from './content-forms';

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.path.join('.')) ?? []);

const texts = {
  EN: { title: 'Welcome', content: '<p>Hello</p>' },
  MY: { title: 'ကြိုဆိုပါသည်', content: '<p>မင်္ဂလာပါ</p>' },
};

describe('the announcement form’s rules', () => {
  it('asks for a title in every language before it is sent', () => {
    const blank = blankAnnouncement(1_000);
    expect(problems(announcementFormSchema.safeParse(blank))).toEqual(
      expect.arrayContaining(['texts.EN.title', 'texts.MY.title']),
    );
    expect(problems(announcementFormSchema.safeParse({ ...blank, texts }))).toEqual([]);
  });

  it('keeps the fields of the chosen type only, as the contract wants', () => {
    const popup = { ...blankAnnouncement(1_000), texts, promotionType: 'DEPOSIT' };
    const banner = withType(popup, 'B');
    expect(banner).toMatchObject({ execution: null, promotionType: null });
    expect(problems(announcementFormSchema.safeParse(banner))).toEqual([]);
    const back = withType({ ...banner, imageUrl: '/a.png', link: '/m/home' }, 'PU');
    expect(back).toMatchObject({ execution: 'B', imageUrl: null, link: null });
    expect(problems(announcementFormSchema.safeParse(back))).toEqual([]);
  });

  it('wants the end after the start', () => {
    const late = { ...blankAnnouncement(5_000), texts, endsAt: 4_000 };
    expect(problems(announcementFormSchema.safeParse(late))).toEqual(['endsAt']);
  });

  it('edits a listed announcement with a blank for a language it lacks', () => {
    const values = announcementValues({
      id: 3,
      type: 'H',
      execution: null,
      promotionType: null,
      imageUrl: null,
      link: null,
      sort: 2,
      startsAt: null,
      endsAt: null,
      running: true,
      createdAt: 0,
      texts: { EN: texts.EN },
    });
    expect(values.texts.MY).toEqual({ title: '', content: '' });
    expect(values.type).toBe('H');
  });
});

describe('the banner form’s rules', () => {
  const banner = {
    ...blankBanner('m_home'),
    texts: {
      EN: { title: 'Big win', imageUrl: 'https://cdn.example/b.png' },
      MY: { title: 'ဆုကြီး', imageUrl: '/img/b-my.png' },
    },
  };
  it('accepts a banner with a picture per language, and each kind of tap once filled', () => {
    expect(problems(bannerFormSchema.safeParse(banner))).toEqual([]);
    expect(
      problems(bannerFormSchema.safeParse({ ...banner, action: actionOf('PROMOTION') })),
    ).toEqual(['action.promotionId']);
    const filled = [
      { kind: 'PROMOTION', promotionId: 4 },
      { kind: 'GAME', nodeId: '12' },
      { kind: 'CATEGORY', gameType: 'LIVE' },
      { kind: 'PATH', path: '/m/promotions' },
      { kind: 'URL', url: 'https://example.org' },
    ];
    for (const action of filled)
      expect(problems(bannerFormSchema.safeParse({ ...banner, action }))).toEqual([]);
  });

  it('refuses a group, picture or link the server would refuse', () => {
    expect(problems(bannerFormSchema.safeParse({ ...banner, group: 'Home' }))).toEqual(['group']);
    const bad = {
      ...banner,
      texts: { ...banner.texts, MY: { title: 'x', imageUrl: 'javascript:1' } },
    };
    expect(problems(bannerFormSchema.safeParse(bad))).toEqual(['texts.MY.imageUrl']);
    expect(
      problems(
        bannerFormSchema.safeParse({ ...banner, action: { kind: 'URL', url: 'http://x.org' } }),
      ),
    ).toEqual(['action.url']);
  });
});

describe('the message form’s rules', () => {
  it('needs a member’s name for one member, a level for a level', () => {
    const message = { ...blankMessage(), texts };
    expect(problems(messageFormSchema.safeParse(message))).toEqual(['to.member']);
    expect(
      problems(messageFormSchema.safeParse({ ...message, to: { audience: 'vip', vipLevel: 100 } })),
    ).toEqual(['to.vipLevel']);
    expect(problems(messageFormSchema.safeParse({ ...message, to: { audience: 'site' } }))).toEqual(
      [],
    );
  });
});

describe('help entries', () => {
  const entry = (id: number, sort: number) => ({
    id,
    device: 'MOBILE' as const,
    sort,
    createdAt: 0,
    texts: { EN: { title: `Entry ${id}`, content: '<p>x</p>' } },
  });

  it('adds a new entry after the last one, with every language blank', () => {
    expect(blankHelpEntry([entry(1, 10), entry(2, 35)])).toMatchObject({ sort: 45 });
    expect(blankHelpEntry([]).sort).toBe(0);
    expect(helpFormSchema.safeParse(blankHelpEntry([])).success).toBe(false);
    expect(helpEntryValues(entry(1, 10)).texts.MY).toEqual({ title: '', content: '' });
  });

  it('moves an entry by renumbering the list, saving only the entries whose order changes', () => {
    const list = [entry(1, 10), entry(2, 20), entry(3, 30)];
    expect(helpOrderChanges(list, 2, -1).map(({ entry: e, sort }) => [e.id, sort])).toEqual([
      [3, 20],
      [2, 30],
    ]);
    expect(helpOrderChanges(list, 0, -1)).toEqual([]);
    expect(helpOrderChanges(list, 2, 1)).toEqual([]);
    // Equal orders (the server sorts them by id) become distinct, so the move shows.
    const tied = [entry(1, 0), entry(2, 0)];
    expect(helpOrderChanges(tied, 0, 1).map(({ entry: e, sort }) => [e.id, sort])).toEqual([
      [2, 10],
      [1, 20],
    ]);
  });
});

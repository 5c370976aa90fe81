import {
  ADMIN_CSRF_HEADER,
  type AnnouncementBody,
  API,
  adminContentEndpoints,
  announcementsAnswer,
  errorEnvelope,
  okEnvelope,
  pathWith,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, type Operator } from '../backoffice/backoffice.test-support.js';
import {
  auditOf,
  contentOperator,
  expectContentGuard,
} from '../content/content-admin.test-support.js';

const LIST = adminContentEndpoints.announcements.path;
const one = (id: number) => pathWith(adminContentEndpoints.announcement.path, { id });
const HOUR_MS = 3_600_000;

const popup = (overrides: Partial<AnnouncementBody> = {}): AnnouncementBody => ({
  type: 'PU',
  execution: 'B',
  promotionType: null,
  imageUrl: null,
  link: null,
  sort: 1,
  startsAt: null,
  endsAt: null,
  texts: {
    EN: { title: 'Lucky weekend', content: '<p>Double <b>prizes</b> all weekend</p>' },
    MY: { title: 'ကံကောင်းသော စနေ၊ တနင်္ဂနွေ', content: '<p>ဆုကြေး <b>နှစ်ဆ</b></p>' },
  },
  ...overrides,
});

describe('the back office announcements', () => {
  let t: TestApp;
  let clock: ReturnType<typeof testClock>;
  let content: Operator;
  beforeEach(async () => {
    clock = testClock();
    t = await createTestApp({ config: { now: clock.now } });
    content = await contentOperator(t, clock);
  });
  afterEach(() => t.close());

  /** Home's announcements as a visitor reads them in `language`. */
  const home = async (language: 'EN' | 'MY') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API.announcements}?types=B,PL,PU,H`,
      headers: { language },
    });
    return okEnvelope(announcementsAnswer).parse(res.json()).value;
  };
  const create = async (body: unknown) => {
    const res = await asOperator(t.app, content, 'POST', LIST, body);
    expect(res.statusCode, res.body).toBe(200);
    return adminContentEndpoints.announcementView.parse(res.json().value);
  };
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('announcements')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses callers without content.manage, a player token and writes without CSRF', async () => {
    await expectContentGuard(t, clock, { method: 'GET', url: LIST });
    await expectContentGuard(t, clock, { method: 'POST', url: LIST, payload: popup() });
    const { id } = await create(popup());
    await expectContentGuard(t, clock, { method: 'PUT', url: one(id), payload: popup() });
    await expectContentGuard(t, clock, { method: 'DELETE', url: one(id) });
    expect((await asOperator(t.app, content, 'GET', one(id))).statusCode).toBe(200);
  });

  it('publishes a popup in English and Burmese that visitors see in their language, audited', async () => {
    const created = await create(popup());
    expect(created).toMatchObject({ type: 'PU', execution: 'B', running: true });
    const english = (await home('EN')).popup.find((p) => p.id === created.id);
    const burmese = (await home('MY')).popup.find((p) => p.id === created.id);
    expect(english).toMatchObject({ title: 'Lucky weekend', execution: 'B' });
    expect(english?.content).toBe('<p>Double <b>prizes</b> all weekend</p>');
    expect(burmese?.title).toBe('ကံကောင်းသော စနေ၊ တနင်္ဂနွေ');
    const [audit] = await auditOf(t, 'announcement.create');
    expect(audit).toMatchObject({ operator: 'demo_content', targetId: String(created.id) });
    expect(audit?.after.texts.MY.title).toBe('ကံကောင်းသော စနေ၊ တနင်္ဂနွေ');
  });

  it('cleans the HTML before it is stored: no script, event attribute or javascript: link', async () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">tap</a><a href="https://example.com/x">out</a>' +
      '<iframe src="https://evil.example"></iframe><span style="color:red">red</span></p>';
    const created = await create(
      popup({ texts: { ...popup().texts, EN: { title: 'Hi', content: dirty } } }),
    );
    const stored = created.texts.EN?.content ?? '';
    for (const unsafe of ['<script', 'onerror', 'onclick', 'javascript:', '<iframe', 'style=']) {
      expect(stored).not.toContain(unsafe);
    }
    expect(stored).toContain('<img src="x">');
    expect(stored).toContain(
      'href="https://example.com/x" target="_blank" rel="noopener noreferrer"',
    );
    const seen = (await home('EN')).popup.find((p) => p.id === created.id);
    expect(seen?.content).toBe(stored);
    // A text that is nothing but a script is refused, not kept empty.
    const onlyScript = await asOperator(t.app, content, 'POST', LIST, {
      ...popup(),
      texts: { ...popup().texts, EN: { title: 'X', content: '<script>alert(1)</script>' } },
    });
    expect(errorEnvelope.parse(onlyScript.json()).errorCode).toBe('admin.content.text.empty');
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const before = await count();
    const cases: [unknown, number, string][] = [
      [{ ...popup(), texts: { EN: popup().texts.EN } }, 400, 'admin.content.language.missing'],
      [{ ...popup(), execution: null }, 400, 'request_param_err'],
      [{ ...popup(), type: 'PL', execution: 'A' }, 400, 'request_param_err'],
      [{ ...popup(), type: 'XX' }, 400, 'request_param_err'],
      [{ ...popup(), startsAt: 2000, endsAt: 1000 }, 400, 'request_param_err'],
      [
        { ...popup(), texts: { ...popup().texts, EN: { title: '', content: 'x' } } },
        400,
        'request_param_err',
      ],
      [
        { ...popup(), type: 'B', execution: null, imageUrl: 'javascript:alert(1)' },
        400,
        'request_param_err',
      ],
    ];
    for (const [body, status, code] of cases) {
      const res = await asOperator(t.app, content, 'POST', LIST, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(errorEnvelope.parse(res.json()).errorCode).toBe(code);
    }
    expect(await count()).toBe(before);
    expect(await auditOf(t, 'announcement.create')).toEqual([]);
  });

  it('lists by type, page by page, with every text', async () => {
    for (const title of ['First', 'Second', 'Third']) {
      await create({
        ...popup(),
        type: 'H',
        execution: null,
        texts: {
          EN: { title, content: `<p>${title}</p>` },
          MY: { title, content: `<p>${title}</p>` },
        },
      });
    }
    const res = await asOperator(t.app, content, 'GET', `${LIST}?type=H&pageSize=2&pageNo=1`);
    const page = adminContentEndpoints.announcementPage.parse(res.json().value);
    expect(page.list.every((a) => a.type === 'H')).toBe(true);
    expect(page.list).toHaveLength(2);
    const all = adminContentEndpoints.announcementPage.parse(
      (await asOperator(t.app, content, 'GET', `${LIST}?type=H&pageSize=100`)).json().value,
    );
    expect(page.totalCount).toBe(all.list.length);
    expect(all.list.map((a) => a.texts.EN?.title)).toEqual(
      expect.arrayContaining(['First', 'Second', 'Third']),
    );
  });

  it('edits, schedules and removes: members see each change at their next request', async () => {
    const { id } = await create(popup());
    const edited = await asOperator(t.app, content, 'PUT', one(id), {
      ...popup(),
      texts: { ...popup().texts, EN: { title: 'Lucky month', content: '<p>All month</p>' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await home('EN')).popup.find((p) => p.id === id)?.title).toBe('Lucky month');
    const [update] = await auditOf(t, 'announcement.update');
    expect(update?.before.texts.EN.title).toBe('Lucky weekend');
    expect(update?.after.texts.EN.title).toBe('Lucky month');

    // Scheduled for tomorrow: stored, not shown until it starts.
    const later = await asOperator(t.app, content, 'PUT', one(id), {
      ...popup(),
      startsAt: clock.now() + 24 * HOUR_MS,
    });
    expect(later.json().value.running).toBe(false);
    expect((await home('EN')).popup.some((p) => p.id === id)).toBe(false);
    clock.advance(25 * HOUR_MS);
    expect((await home('EN')).popup.some((p) => p.id === id)).toBe(true);

    // An operator's session does not last a day: sign in again.
    content = await contentOperator(t, clock);
    const removed = await asOperator(t.app, content, 'DELETE', one(id));
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await home('EN')).popup.some((p) => p.id === id)).toBe(false);
    expect((await asOperator(t.app, content, 'GET', one(id))).statusCode).toBe(404);
    expect(await auditOf(t, 'announcement.delete')).toHaveLength(1);
  });

  it("never shows or changes another site's announcements", async () => {
    await addSite(t.app, 'other');
    const theirs = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: { cookie: content.cookie, [ADMIN_CSRF_HEADER]: content.csrf, merchant: 'other' },
      payload: popup(),
    });
    const id = theirs.json().value?.id as number;
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect((await asOperator(t.app, content, 'GET', one(id))).statusCode).toBe(404);
    const edit = await asOperator(t.app, content, 'PUT', one(id), popup());
    expect(edit.statusCode).toBe(404);
  });
});

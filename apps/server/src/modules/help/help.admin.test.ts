import {
  API,
  adminContentEndpoints,
  errorEnvelope,
  type HelpEntryBody,
  helpCentreAnswer,
  pathWith,
  userAgreementAnswer,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { getOk, urlOf } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, type Operator } from '../backoffice/backoffice.test-support.js';
import {
  auditOf,
  contentOperator,
  expectContentGuard,
} from '../content/content-admin.test-support.js';

const HELP = adminContentEndpoints.helpEntries.path;
const one = (id: number) => pathWith(adminContentEndpoints.updateHelpEntry.path, { id });
const AGREEMENT = adminContentEndpoints.agreement.path;

const entry = (title = 'Where is my festival bonus?'): HelpEntryBody => ({
  device: 'MOBILE',
  sort: 0,
  texts: {
    EN: { title, content: '<p>Open <b>Deposit</b> in the wallet.</p>' },
    MY: { title: `${title} (MY)`, content: '<p>ငွေသွင်းရန်</p>' },
  },
});

describe('the back office help centre and user agreement', () => {
  let t: TestApp;
  let clock: ReturnType<typeof testClock>;
  let content: Operator;
  beforeEach(async () => {
    clock = testClock();
    t = await createTestApp({ config: { now: clock.now } });
    content = await contentOperator(t, clock);
  });
  afterEach(() => t.close());

  const helpTitles = async (lang: 'EN' | 'MY') =>
    (
      await getOk(t.app, helpCentreAnswer, urlOf(API.help.centre, { lang, pageSize: 100 }))
    ).list.map((e) => e.title);

  it('refuses callers without content.manage, a player token and writes without CSRF', async () => {
    await expectContentGuard(t, clock, { method: 'GET', url: HELP });
    await expectContentGuard(t, clock, { method: 'POST', url: HELP, payload: entry() });
    await expectContentGuard(t, clock, { method: 'GET', url: AGREEMENT });
    await expectContentGuard(t, clock, {
      method: 'PUT',
      url: AGREEMENT,
      payload: { texts: entry().texts },
    });
  });

  it('adds, edits and removes help entries that members read in their language, audited', async () => {
    const created = await asOperator(t.app, content, 'POST', HELP, entry());
    expect(created.statusCode, created.body).toBe(200);
    const { id } = adminContentEndpoints.helpEntryView.parse(created.json().value);
    expect(await helpTitles('EN')).toContain('Where is my festival bonus?');
    expect(await helpTitles('MY')).toContain('Where is my festival bonus? (MY)');
    const edited = await asOperator(
      t.app,
      content,
      'PUT',
      one(id),
      entry('Where is my weekly bonus?'),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await helpTitles('EN')).toContain('Where is my weekly bonus?');
    expect(await helpTitles('EN')).not.toContain('Where is my festival bonus?');
    const list = adminContentEndpoints.helpEntryList.parse(
      (await asOperator(t.app, content, 'GET', HELP)).json().value,
    ).list;
    expect(list.find((e) => e.id === id)?.texts.MY?.title).toBe('Where is my weekly bonus? (MY)');
    expect((await asOperator(t.app, content, 'DELETE', one(id))).statusCode).toBe(200);
    expect(await helpTitles('EN')).not.toContain('Where is my weekly bonus?');
    expect((await auditOf(t, 'help.update'))[0]?.before.texts.EN.title).toBe(
      'Where is my festival bonus?',
    );
    expect(await auditOf(t, 'help.delete')).toHaveLength(1);
  });

  it('publishes the agreement in every language at once, cleaned, audited', async () => {
    const texts = {
      EN: { title: 'Terms', content: '<p>Play fair.<script>alert(1)</script></p>' },
      MY: { title: 'စည်းမျဉ်း', content: '<p>တရားမျှတစွာ ကစားပါ။</p>' },
    };
    const res = await asOperator(t.app, content, 'PUT', AGREEMENT, { texts });
    expect(res.statusCode, res.body).toBe(200);
    const view = adminContentEndpoints.agreementView.parse(res.json().value);
    expect(view).toMatchObject({ updatedAt: clock.now() });
    expect(view.texts.EN?.content).toBe('<p>Play fair.</p>');
    const english = await getOk(
      t.app,
      userAgreementAnswer,
      urlOf(API.help.userAgreement, { lang: 'EN' }),
    );
    expect(english).toMatchObject({ title: 'Terms', content: '<p>Play fair.</p>' });
    const burmese = await getOk(
      t.app,
      userAgreementAnswer,
      urlOf(API.help.userAgreement, { lang: 'MY' }),
    );
    expect(burmese.title).toBe('စည်းမျဉ်း');
    const [audit] = await auditOf(t, 'agreement.update');
    expect(audit?.after.texts.MY.title).toBe('စည်းမျဉ်း');
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const before = (await asOperator(t.app, content, 'GET', HELP)).json().value;
    const agreementBefore = (await asOperator(t.app, content, 'GET', AGREEMENT)).json().value;
    const cases: [string, string, unknown, string][] = [
      [
        'POST',
        HELP,
        { ...entry(), texts: { EN: entry().texts.EN } },
        'admin.content.language.missing',
      ],
      ['POST', HELP, { ...entry(), sort: -1 }, 'request_param_err'],
      [
        'POST',
        HELP,
        {
          ...entry(),
          texts: { ...entry().texts, EN: { title: 'x', content: '<script>x</script>' } },
        },
        'admin.content.text.empty',
      ],
      ['PUT', AGREEMENT, { texts: {} }, 'request_param_err'],
      ['PUT', AGREEMENT, { texts: { MY: entry().texts.MY } }, 'admin.content.language.missing'],
    ];
    for (const [method, url, body, code] of cases) {
      const res = await asOperator(t.app, content, method as 'POST', url, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorEnvelope.parse(res.json()).errorCode).toBe(code);
    }
    expect((await asOperator(t.app, content, 'GET', HELP)).json().value).toEqual(before);
    expect((await asOperator(t.app, content, 'GET', AGREEMENT)).json().value).toEqual(
      agreementBefore,
    );
    expect((await asOperator(t.app, content, 'PUT', one(999_999), entry())).statusCode).toBe(404);
  });
});

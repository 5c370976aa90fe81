import {
  type AdminPromotion,
  API,
  adminContentEndpoints as contentEp,
  adminPromotionEndpoints as ep,
  errorEnvelope,
  okEnvelope,
  type PromotionBody,
  pathWith,
  promotionsAnswer,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { getOk } from '../../../test/http.js';
import { memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, type Operator } from '../backoffice/backoffice.test-support.js';
import {
  auditOf,
  contentOperator,
  expectContentGuard,
} from '../content/content-admin.test-support.js';
import { firstGame, launch, roundOk } from '../play/play.test-support.js';
import { jpegBytes } from '../uploads/uploads.test-support.js';
import { addPromotion, claim, join } from './promotions.test-support.js';

/** The back office's promotions through the real app: guards, edits, pause and end, budget. */

const one = (path: string, id: number) => pathWith(path, { id });
const DAY = 86_400_000;

let t: TestApp;
let clock: ReturnType<typeof testClock>;
let content: Operator;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
  content = await contentOperator(t, clock);
});
afterEach(() => t.close());

const body = (overrides: Partial<PromotionBody> = {}): PromotionBody => ({
  kind: 'sign_in',
  categoryIds: [],
  sort: 5,
  startsAt: clock.now() - DAY,
  endsAt: null,
  frequency: 'daily',
  memberTypes: [0],
  budget: '1000.00',
  reward: '5.00',
  percent: null,
  cap: null,
  missionCategory: null,
  missionTarget: null,
  referralDays: null,
  turnoverMultiplier: 2,
  imageUrl: null,
  texts: {
    EN: {
      title: 'Rainy season bonus',
      content: '<p>Claim <b>K 5</b><script>alert(1)</script></p>',
    },
    MY: { title: 'မိုးရာသီ ဘောနပ်စ်', content: '<p>K 5 ရယူပါ</p>' },
  },
  ...overrides,
});

const ok = async (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return okEnvelope(ep.promotion.answer).parse(res.json()).value;
};
const create = async (overrides: Partial<PromotionBody> = {}): Promise<AdminPromotion> =>
  ok(await asOperator(t.app, content, 'POST', ep.createPromotion.path, body(overrides)));
const move = (id: number, to: 'pause' | 'resume' | 'end', reason = 'vendor maintenance') =>
  asOperator(t.app, content, 'POST', `${ep.promotion.path.replace(':id', String(id))}/${to}`, {
    reason,
  });
const errorOf = (res: { json: () => unknown }) => errorEnvelope.parse(res.json()).errorCode;
const playerList = async (headers: Record<string, string>) =>
  getOk(t.app, promotionsAnswer, API.promotions.list, { ...headers, language: 'EN' });
const rowOf = (id: number) =>
  t.db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the back office promotions guards', () => {
  it('refuses no session, a player token, a role without content.manage and writes without CSRF', async () => {
    const made = await create();
    const calls = [
      { method: 'GET', url: ep.promotions.path },
      { method: 'GET', url: ep.promotionCategories.path },
      { method: 'GET', url: one(ep.promotion.path, made.id) },
      { method: 'POST', url: ep.createPromotion.path, payload: body() },
      { method: 'PUT', url: one(ep.updatePromotion.path, made.id), payload: body() },
      { method: 'POST', url: one(ep.pausePromotion.path, made.id), payload: { reason: 'why not' } },
      { method: 'POST', url: one(ep.resumePromotion.path, made.id), payload: { reason: 'why' } },
      { method: 'POST', url: one(ep.endPromotion.path, made.id), payload: { reason: 'why not' } },
    ] as const;
    for (const call of calls) await expectContentGuard(t, clock, call);
    // Nothing the refused calls sent was kept.
    expect(await rowOf(made.id)).toMatchObject({ state: 'live', state_reason: null });
    expect((await auditOf(t, 'promotion.update')).length).toBe(0);
  });
});

describe('the back office promotions', () => {
  it('lists the demo promotions with their status, budget used and claims', async () => {
    const res = await asOperator(t.app, content, 'GET', `${ep.promotions.path}?pageSize=50`);
    const page = okEnvelope(ep.promotions.answer).parse(res.json()).value;
    const byTitle = new Map(page.list.map((p) => [p.texts.EN?.title, p]));
    expect(page.totalCount).toBe(page.list.length);
    expect(byTitle.get('Daily Check-in Bonus K 500')).toMatchObject({
      kind: 'sign_in',
      status: 'running',
      reward: '500.00',
      claims: 0,
    });
    const thingyan = page.list.find((p) => p.texts.EN?.title.startsWith('Thingyan'));
    expect(thingyan?.status).toBe('scheduled');
    const scheduled = await asOperator(
      t.app,
      content,
      'GET',
      `${ep.promotions.path}?status=scheduled`,
    );
    expect(
      okEnvelope(ep.promotions.answer)
        .parse(scheduled.json())
        .value.list.map((p) => p.id),
    ).toEqual([thingyan?.id]);
  });

  it('creates a promotion with cleaned HTML, audited, and members see it', async () => {
    const made = await create();
    expect(made).toMatchObject({
      status: 'running',
      budget: '1000.00',
      paid: '0.00',
      left: '1000.00',
      reward: '5.00',
      uploadedImage: false,
    });
    expect(made.texts.EN?.content).toBe('<p>Claim <b>K 5</b></p>');
    const [audit] = await auditOf(t, 'promotion.create');
    expect(audit).toMatchObject({ operator: 'demo_content', targetId: String(made.id) });
    const player = await memberWithSession(t.db);
    const seen = (await playerList(player.headers)).promotions.find((p) => p.id === made.id);
    expect(seen).toMatchObject({ title: 'Rainy season bonus', status: 'claim' });
  });

  it('edits rules and texts; the kind stays and the budget covers what was paid', async () => {
    const made = await create();
    const url = one(ep.updatePromotion.path, made.id);
    const edited = await ok(
      await asOperator(t.app, content, 'PUT', url, {
        ...body({ reward: '7.50', turnoverMultiplier: 4 }),
        texts: { ...body().texts, EN: { title: 'Monsoon bonus', content: '<p>K 7.50</p>' } },
      }),
    );
    expect(edited).toMatchObject({ reward: '7.50', turnoverMultiplier: 4 });
    expect(edited.texts.EN?.title).toBe('Monsoon bonus');
    const [audit] = await auditOf(t, 'promotion.update');
    expect(audit?.before.texts.EN.title).toBe('Rainy season bonus');
    expect(audit?.after.texts.EN.title).toBe('Monsoon bonus');

    const player = await memberWithSession(t.db);
    expect((await claim(t.app, made.id, player.headers)).statusCode).toBe(200);
    const kind = await asOperator(t.app, content, 'PUT', url, body({ kind: 'manual' }));
    expect([kind.statusCode, errorOf(kind)]).toEqual([409, 'admin.promotion.kind.fixed']);
    const low = await asOperator(t.app, content, 'PUT', url, body({ budget: '7.00' }));
    expect([low.statusCode, errorOf(low)]).toEqual([409, 'admin.promotion.budget.below.paid']);
    expect(Number((await rowOf(made.id)).budget_minor)).toBe(100_000);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const made = await create();
    const before = await rowOf(made.id);
    const url = one(ep.updatePromotion.path, made.id);
    const bad: unknown[] = [
      body({ reward: null }),
      body({ percent: 50 }),
      body({ endsAt: clock.now() - 2 * DAY }),
      body({ memberTypes: [] }),
      body({ budget: '-5.00' }),
      body({ missionCategory: 'RNG' }),
      { ...body(), texts: {} },
    ];
    for (const payload of bad) {
      const res = await asOperator(t.app, content, 'PUT', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await asOperator(t.app, content, 'PUT', url, {
      ...body(),
      texts: { EN: body().texts.EN },
    });
    expect(errorOf(missing)).toBe('admin.content.language.missing');
    const category = await asOperator(t.app, content, 'PUT', url, body({ categoryIds: [99_999] }));
    expect(errorOf(category)).toBe('admin.promotion.category.unknown');
    const script = await asOperator(t.app, content, 'PUT', url, {
      ...body(),
      texts: { ...body().texts, EN: { title: 'X', content: '<script>alert(1)</script>' } },
    });
    expect(errorOf(script)).toBe('admin.content.text.empty');
    const shortReason = await move(made.id, 'pause', '   ');
    expect(shortReason.statusCode).toBe(400);
    expect(await rowOf(made.id)).toEqual(before);
    expect(await auditOf(t, 'promotion.update')).toEqual([]);
    const missingOne = await asOperator(t.app, content, 'GET', one(ep.promotion.path, 99_999));
    expect([missingOne.statusCode, errorOf(missingOne)]).toEqual([
      404,
      'admin.promotion.not.found',
    ]);
  });

  it('pauses: members are no longer offered it nor paid; resumes; ends for good', async () => {
    const made = await create();
    const player = await memberWithSession(t.db);
    const paused = await ok(await move(made.id, 'pause'));
    expect(paused).toMatchObject({ status: 'paused', statusReason: 'vendor maintenance' });
    expect((await playerList(player.headers)).promotions.map((p) => p.id)).not.toContain(made.id);
    const refused = await claim(t.app, made.id, player.headers);
    expect([refused.statusCode, errorOf(refused)]).toEqual([409, 'promotion.not.open']);
    const [audit] = await auditOf(t, 'promotion.pause');
    expect(audit?.after).toMatchObject({ status: 'paused', reason: 'vendor maintenance' });
    const twice = await move(made.id, 'pause');
    expect([twice.statusCode, errorOf(twice)]).toEqual([409, 'admin.promotion.state']);

    expect((await ok(await move(made.id, 'resume', 'maintenance over'))).status).toBe('running');
    expect((await claim(t.app, made.id, player.headers)).statusCode).toBe(200);

    const ended = await ok(await move(made.id, 'end', 'budget moved'));
    expect(ended).toMatchObject({ status: 'ended', paid: '5.00', claims: 1 });
    const other = await memberWithSession(t.db);
    expect(errorOf(await claim(t.app, made.id, other.headers))).toBe('promotion.not.open');
    expect(errorOf(await move(made.id, 'resume', 'changed my mind'))).toBe('admin.promotion.state');
    const edit = await asOperator(
      t.app,
      content,
      'PUT',
      one(ep.updatePromotion.path, made.id),
      body(),
    );
    expect(errorOf(edit)).toBe('admin.promotion.ended');
  });

  it('ends as a last day brought forward: what was earned is paid, later stake counts nothing', async () => {
    const id = await addPromotion(t, clock.now(), {
      kind: 'bet_mission',
      mission_category: 'RNG',
      mission_target_minor: 1000,
      reward_minor: 2500,
      frequency: 'once',
    });
    const game = await firstGame(t.db, { category: 'RNG' });
    const earner = await memberWithSession(t.db);
    const late = await memberWithSession(t.db);
    for (const m of [earner, late]) expect((await join(t.app, id, m.headers)).statusCode).toBe(200);
    const earnerPlay = await launch(t.app, earner, game);
    await roundOk(t.app, earnerPlay.ticket, { stake: '10.00', choice: { kind: 'slot' } });

    clock.advance(1000);
    expect((await ok(await move(id, 'end', 'budget moved'))).status).toBe('ended');
    clock.advance(1000);
    const latePlay = await launch(t.app, late, game);
    await roundOk(t.app, latePlay.ticket, { stake: '10.00', choice: { kind: 'slot' } });

    const rewards = await t.app.inject({ url: API.promotions.rewards, headers: earner.headers });
    expect(
      rewards.json().value.claimable.map((r: { promotionId: number }) => r.promotionId),
    ).toEqual([id]);
    const paid = await claim(t.app, id, earner.headers);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().value.reward).toMatchObject({ amount: '25.00' });
    expect(errorOf(await claim(t.app, id, late.headers))).toBe('promotion.not.claimable');
  });

  it('refuses a claim past the budget the operator set', async () => {
    const made = await create({ budget: '5.00' });
    const first = await memberWithSession(t.db);
    const second = await memberWithSession(t.db);
    expect((await claim(t.app, made.id, first.headers)).statusCode).toBe(200);
    const refused = await claim(t.app, made.id, second.headers);
    expect([refused.statusCode, errorOf(refused)]).toEqual([409, 'promotion.budget.exhausted']);
    const after = await ok(
      await asOperator(t.app, content, 'GET', one(ep.promotion.path, made.id)),
    );
    expect(after).toMatchObject({ paid: '5.00', left: '0.00', claims: 1 });
  });

  it('shows members the picture uploaded through the content images, and the artwork again without it', async () => {
    const uploaded = await asOperator(t.app, content, 'POST', contentEp.uploadImage.path, {
      image: jpegBytes().toString('base64'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { url } = okEnvelope(contentEp.uploadImage.answer).parse(uploaded.json()).value;
    expect(url).toMatch(/^\/wps\/relay\/images\/[0-9a-f]{32}\.webp$/);

    const made = await create({ imageUrl: url });
    expect(made).toMatchObject({ imageUrl: url, uploadedImage: true });
    const served = await t.app.inject({ method: 'GET', url, headers: { merchant: 'demo' } });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    const player = await memberWithSession(t.db);
    const seen = async () =>
      (await playerList(player.headers)).promotions.find((p) => p.id === made.id)
        ?.announcementImages;
    expect(await seen()).toEqual([{ url, sequence: 1 }]);

    // A typed address that is not one is refused, and the promotion keeps its picture.
    const bad = await asOperator(t.app, content, 'PUT', one(ep.updatePromotion.path, made.id), {
      ...body(),
      imageUrl: 'javascript:alert(1)',
    });
    expect([bad.statusCode, errorOf(bad)]).toEqual([400, 'request_param_err']);
    expect(await seen()).toEqual([{ url, sequence: 1 }]);

    const artwork = await ok(
      await asOperator(t.app, content, 'PUT', one(ep.updatePromotion.path, made.id), body()),
    );
    expect(artwork.uploadedImage).toBe(false);
    expect(artwork.imageUrl).toBe(`/wps/relay/promotions/art/${made.id}.svg?sequence=1`);
    expect((await seen())?.[0]?.url).toContain(`/wps/relay/promotions/art/${made.id}.svg`);
  });
});

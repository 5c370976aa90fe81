import { API, pathWith } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { siteCtxOf } from '../../../test/context.js';
import type { TestApp } from '../../../test/test-app.js';
import { setStakeContributions } from '../play/index.js';
import { insertCategory, insertPromotion } from './promotions.repository.js';
import type { NewPromotion } from './promotions.tables.js';

/** Test helpers of promotions: promotions made as an operator would, and the calls' shapes. */

export const DAY = 86_400_000;

/** Adds a promotion to the demo site (defaults: a K 5.00 daily sign-in bonus, open now). */
export const addPromotion = async (
  t: TestApp,
  now: number,
  fields: Partial<NewPromotion> = {},
  title = 'Test promotion',
): Promise<number> => {
  const ctx = await siteCtxOf(t.db, 'demo', () => now);
  const category = await insertCategory(ctx, ctx.site.id, { EN: 'Tests', MY: 'စမ်းသပ်' }, 99);
  await setStakeContributions(ctx, ctx.site.id, { RNG: 100, LIVE: 20 });
  return insertPromotion(
    ctx,
    {
      merchant_id: ctx.site.id,
      kind: 'sign_in',
      category_ids: JSON.stringify([category]),
      starts_at: now - DAY,
      ends_at: null,
      frequency: 'daily',
      member_types: JSON.stringify([0]),
      budget_minor: 1_000_000,
      reward_minor: 500,
      turnover_multiplier: 3,
      created_at: now,
      ...fields,
    },
    {
      EN: { title, content: `<p>${title}</p>` },
      MY: { title: `${title} (MY)`, content: '<p>MY</p>' },
    },
    (id) => [`/wps/relay/promotions/art/${id}.svg?sequence=1`],
  );
};

export const promotionUrl = (path: string, id: number) => pathWith(path, { id });

export const post = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers });

export const claim = (app: FastifyInstance, id: number, headers: Record<string, string> = {}) =>
  post(app, promotionUrl(API.promotions.claim, id), headers);

export const join = (app: FastifyInstance, id: number, headers: Record<string, string> = {}) =>
  post(app, promotionUrl(API.promotions.join, id), headers);

export { type FilePart, jpegBytes, multipartOf } from '../uploads/uploads.test-support.js';

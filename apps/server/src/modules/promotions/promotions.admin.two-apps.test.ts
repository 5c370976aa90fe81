import { API, adminPromotionEndpoints as ep, pathWith, promotionsAnswer } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { getOk } from '../../../test/http.js';
import { memberWithSession } from '../../../test/members.js';
import { twoAppsPerTest } from '../../../test/two-apps.js';
import { asOperator } from '../backoffice/backoffice.test-support.js';
import { contentOperator } from '../content/content-admin.test-support.js';

/**
 * Two server processes on one database: an operator's pause through one is what members of
 * the other see at their next request (nothing keeps a copy of promotions).
 */
const { clock, both } = twoAppsPerTest();

describe('a promotion paused through one process', () => {
  it('is no longer offered by the other', async () => {
    const [office, members] = both();
    const content = await contentOperator(office, clock);
    const { promotion_id: id } = await office.db
      .selectFrom('promotion_translations')
      .select('promotion_id')
      .where('language', '=', 'EN')
      .where('title', '=', 'Daily Check-in Bonus K 500')
      .executeTakeFirstOrThrow();
    const player = await memberWithSession(members.db);
    const offered = async () =>
      (
        await getOk(members.app, promotionsAnswer, API.promotions.list, player.headers)
      ).promotions.map((p) => p.id);
    expect(await offered()).toContain(id);
    const paused = await asOperator(
      office.app,
      content,
      'POST',
      pathWith(ep.pausePromotion.path, { id }),
      {
        reason: 'vendor maintenance',
      },
    );
    expect(paused.statusCode, paused.body).toBe(200);
    expect(await offered()).not.toContain(id);
  });
});

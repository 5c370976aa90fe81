import { describe, expect, it } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { twoAppsPerTest } from '../../../test/two-apps.js';
import type { MemberCtx } from '../../context.js';
import { acquireLease } from '../../jobs/leases.js';
import { signUp } from '../signup/index.js';
import { lotteryDrawsJob } from './draws.job.js';
import { drawRowsOf, drawsRunner, nextYangonMidnight } from './draws.test-support.js';
import { placeOrders } from './orders.service.js';
import { expectSoundLedger, fixed5 } from './orders.test-support.js';
import { MEMBERS_PER_TRANSACTION } from './settle.groups.js';

/**
 * The lottery-draws job's settlement on two processes sharing one database: it commits group
 * by group, so the other process sees (and writes) between groups, and a holder that died is
 * replaced within seconds.
 */
const { clock, both } = twoAppsPerTest();
const toNextMidnight = (offsetMs: number) =>
  clock.advance(nextYangonMidnight(clock.now(), offsetMs) - clock.now());

const leaseRow = (db: ReturnType<typeof both>[0]['db']) =>
  db
    .selectFrom('job_leases')
    .selectAll()
    .where('name', '=', lotteryDrawsJob.name)
    .executeTakeFirst();

describe('the lottery-draws job settling a draw', () => {
  it('commits group by group: the other process sees part of the draw settled', async () => {
    const [a, b] = both();
    toNextMidnight(30_000);
    await drawsRunner(a, clock.now, 'a').runDue();
    const ctx = await siteCtxOf(a.db, 'demo', clock.now);
    const draw = (await drawRowsOf(a.db, '5D1')).find(
      (r) => r.opens_at <= clock.now() && r.closes_at > clock.now(),
    );
    if (!draw) throw new Error('no draw on sale');
    // One member more than a group and a half: two groups.
    const members = Math.round(MEMBERS_PER_TRANSACTION * 1.5);
    for (let m = 0; m < members; m++) {
      const { member } = await signUp(ctx, { member: { password: null }, username: `lot${m}` });
      const memberCtx: MemberCtx = {
        ...ctx,
        language: 'EN',
        ip: '127.0.0.1',
        cookies: {},
        member: {
          id: member.id,
          merchantId: ctx.site.id,
          type: 0,
          sessionId: 0,
          userName: `lot${m}`,
        },
      };
      await placeOrders(memberCtx, {
        code: '5D1',
        drawNo: draw.draw_no,
        requestId: `group-${m}`,
        items: [fixed5(m % 10)],
      });
    }
    clock.advance(draw.draw_at - clock.now() + 5_000);
    const settledNow = async () =>
      Number(
        (
          await b.db
            .selectFrom('lottery_orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('draw_id', '=', draw.id)
            .where('status', '!=', 'pending')
            .executeTakeFirstOrThrow()
        ).n,
      );
    let running = true;
    const seen = new Set<number>();
    const watch = (async () => {
      while (running) {
        seen.add(await settledNow());
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    await drawsRunner(a, clock.now, 'a').runDue();
    running = false;
    await watch;
    expect(await settledNow()).toBe(members);
    // Seen from the other connection while the job ran: some members settled, not all.
    expect(
      [...seen].filter((n) => n > 0 && n < members),
      [...seen].join(','),
    ).not.toEqual([]);
    await expectSoundLedger(a);
  }, 120_000);

  it('is taken over within seconds of a holder that died', async () => {
    const [a, b] = both();
    toNextMidnight(30_000);
    // A process took the lease and died without a word.
    await acquireLease(
      a.db,
      lotteryDrawsJob.name,
      'dead',
      clock.now(),
      lotteryDrawsJob.leaseMs ?? 0,
    );
    await drawsRunner(b, clock.now, 'b').runDue();
    expect((await leaseRow(b.db))?.last_slot).toBeNull();
    clock.advance(15_000);
    await drawsRunner(b, clock.now, 'b').runDue();
    expect((await leaseRow(b.db))?.last_slot).not.toBeNull();
    expect((await drawRowsOf(b.db, '5D1')).length).toBeGreaterThan(0);
  });
});

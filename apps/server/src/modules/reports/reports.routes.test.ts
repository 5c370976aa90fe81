import { adminReportEndpoints } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, signIn } from '../backoffice/backoffice.test-support.js';
import { signInNow } from '../team/team.test-support.js';
import { buildTree, playTree } from '../team/team-figures.test-support.js';
import { REPORT_ANSWERS_MS, ReportAnswers } from './report-answers.js';
import { csvCell, toCsv } from './report-csv.js';

/**
 * The reports' endpoints: who may read them, what input they refuse, the agents' drill-down
 * and paging, and the CSV of each table (formula cells defused). The figures themselves are
 * checked against the ledger in reports.reconcile.test.ts.
 */

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const DAY = '2026-06-01';
const RANGE = `from=${DAY}&to=${DAY}`;
const PATHS = Object.values(adminReportEndpoints)
  .filter((e): e is typeof adminReportEndpoints.daily => typeof e === 'object' && 'path' in e)
  .map((e) => e.path);

describe('report endpoints', () => {
  it('are ten, each read only with reports.read', async () => {
    expect(PATHS).toHaveLength(10);
    const tree = await buildTree(t);
    const player = await signInNow(t, tree.a1);
    const support = await signIn(t.app, clock, 'demo_support');
    const content = await signIn(t.app, clock, 'demo_content');
    const finance = await signIn(t.app, clock, 'demo_finance');
    const risk = await signIn(t.app, clock, 'demo_risk');
    for (const path of PATHS) {
      const url = `${path}?${RANGE}`;
      const none = await t.app.inject({ method: 'GET', url });
      expect(none.statusCode, url).toBe(401);
      const asPlayer = await t.app.inject({ method: 'GET', url, headers: player.headers });
      expect(asPlayer.statusCode, url).toBe(401);
      for (const who of [support, content]) {
        const res = await asOperator(t.app, who, 'GET', url);
        expect(res.statusCode, `${who.username} ${url}`).toBe(403);
      }
      for (const who of [finance, risk]) {
        const res = await asOperator(t.app, who, 'GET', url);
        expect(res.statusCode, `${who.username} ${url}`).toBe(200);
      }
    }
  });

  it('refuse a range backwards, too long or of dates that do not exist', async () => {
    const owner = await signIn(t.app, clock, 'demo_owner');
    const bad = [
      'from=2026-06-02&to=2026-06-01',
      'from=2026-01-01&to=2026-04-03',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-6-1&to=2026-06-02',
      'to=2026-06-02',
      `${RANGE}&pageSize=1000`,
      `${RANGE}&agentId=abc`,
    ];
    for (const path of PATHS) {
      for (const query of bad) {
        if (query.includes('page') || query.includes('agentId')) {
          if (!path.includes('agents')) continue;
        }
        const res = await asOperator(t.app, owner, 'GET', `${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().errorCode, `${path}?${query}`).toBe('request_param_err');
      }
    }
    // 92 days, both included, is the longest range.
    const longest = await asOperator(
      t.app,
      owner,
      'GET',
      '/admin/api/reports/daily?from=2026-01-01&to=2026-04-03',
    );
    expect(longest.statusCode).toBe(400);
    const ok = await asOperator(
      t.app,
      owner,
      'GET',
      '/admin/api/reports/daily?from=2026-01-01&to=2026-04-02',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.rows).toHaveLength(adminReportEndpoints.REPORT_MAX_RANGE_DAYS);
  });

  it('list the top agents a page at a time, and an agent’s direct downlines', async () => {
    const tree = await buildTree(t);
    await playTree(t, tree);
    const owner = await signIn(t.app, clock, 'demo_owner');
    const all = (
      await asOperator(t.app, owner, 'GET', `/admin/api/reports/agents?${RANGE}&pageSize=100`)
    ).json().value;
    const ids = all.rows.map((r: { memberId: number }) => r.memberId);
    expect(ids).toEqual(expect.arrayContaining([tree.r.id, tree.b.id]));
    // The kept copy answers again as JSON, the same bytes, checked against the answer's schema.
    const url = `/admin/api/reports/agents?${RANGE}&pageSize=100`;
    const [once, again] = [
      await asOperator(t.app, owner, 'GET', url),
      await asOperator(t.app, owner, 'GET', url),
    ];
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(once.body);
    expect(adminReportEndpoints.agentReport.parse(again.json().value).rows).toHaveLength(
      ids.length,
    );
    expect(ids).not.toContain(tree.a.id);
    expect(all.totalCount).toBe(ids.length);

    const page2 = (
      await asOperator(
        t.app,
        owner,
        'GET',
        `/admin/api/reports/agents?${RANGE}&pageNo=2&pageSize=1`,
      )
    ).json().value;
    expect(page2.rows.map((r: { memberId: number }) => r.memberId)).toEqual([ids[1]]);
    expect(page2.totalPages).toBe(ids.length);
    expect(page2.totals.stake).toBe(page2.rows[0].stake);

    const under = (
      await asOperator(
        t.app,
        owner,
        'GET',
        `/admin/api/reports/agents?${RANGE}&agentId=${tree.r.id}`,
      )
    ).json().value;
    expect(under.agent).toEqual({ memberId: tree.r.id, username: tree.r.username });
    expect(under.rows.map((r: { memberId: number }) => r.memberId)).toEqual([tree.a.id, tree.s.id]);
    // A's row is A and its team (a1, a2, a21): 4 members, 3 below it.
    expect(under.rows[0]).toMatchObject({ teamSize: 3, newMembers: 4, activeMembers: 4 });
    const r = all.rows.find((row: { memberId: number }) => row.memberId === tree.r.id);
    // R's branch is R (no play) and the two rows' branches.
    expect(r.stake).toBe(under.totals.stake);
    expect(r.deposits).toBe(under.totals.deposits);

    const missing = await asOperator(
      t.app,
      owner,
      'GET',
      `/admin/api/reports/agents?${RANGE}&agentId=99999999`,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('answer each table as CSV: a header, its rows and the totals', async () => {
    const tree = await buildTree(t);
    await playTree(t, tree);
    const owner = await signIn(t.app, clock, 'demo_owner');
    for (const name of ['daily', 'vendors', 'categories', 'agents', 'vip-levels']) {
      const json = (
        await asOperator(t.app, owner, 'GET', `/admin/api/reports/${name}?${RANGE}`)
      ).json().value;
      const res = await asOperator(t.app, owner, 'GET', `/admin/api/reports/${name}/csv?${RANGE}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="report-${name}-${DAY}-${DAY}.csv"`,
      );
      const lines = res.body.trimEnd().split('\r\n');
      expect(lines).toHaveLength(json.rows.length + 2);
      const header = (lines[0] ?? '').split(',');
      const last = (lines.at(-1) ?? '').split(',');
      expect(last[0]).toBe('total');
      expect(last[header.indexOf('stake')]).toBe(json.totals.stake);
      expect(last[header.indexOf('ggr')]).toBe(json.totals.ggr);
    }
  });
});

describe('CSV cells', () => {
  it('defuse formulas, quote what needs it and leave numbers alone', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-1+cmd')).toBe("'-1+cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [{ a: '=1', b: 2 }])).toBe("a,b\r\n'=1,2\r\n");
  });
});

describe('kept report answers', () => {
  it('serve a copy for 2 s, then the old copy while the next is computed; never across sites', async () => {
    let now = 0;
    const answers = new ReportAnswers(() => now);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await answers.get(1, ['daily'], compute)).toBe(1);
    expect(await answers.get(1, ['daily'], compute)).toBe(1);
    expect(await answers.get(2, ['daily'], compute)).toBe(2);
    now += REPORT_ANSWERS_MS;
    expect(await answers.get(1, ['daily'], compute)).toBe(1);
    expect(await answers.get(1, ['daily'], compute)).toBe(3);
    expect(computed).toBe(3);
  });
});

import { API, gameListAnswer, okEnvelope, siteStatus } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { testClock } from '../../test/accounts.js';
import { getOk, urlOf } from '../../test/http.js';
import { changeSite, createTestApp, createTestApps, type TestApp } from '../../test/test-app.js';
import { cidrToRange, insertGeoRange } from '../modules/system/index.js';
import { Caches, VERSION_CHECK_MS } from './caches.js';

// Copies would live a minute on their own: only the version rows can make an edit show sooner.
const LONG_TTL_MS = 60_000;
let opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

const twoProcesses = async () => {
  const clock = testClock();
  opened = await createTestApps(2, { config: { merchantCacheMs: LONG_TTL_MS, now: clock.now } });
  const [a, b] = opened;
  if (!a || !b) throw new Error('two apps expected');
  return { a, b, clock };
};

const statusOf = async (app: FastifyInstance, remoteAddress = '127.0.0.1') => {
  const res = await app.inject({ method: 'GET', url: API.system.status, remoteAddress });
  return okEnvelope(siteStatus).parse(res.json()).value;
};

const gameIds = async (app: FastifyInstance) => {
  const page = await getOk(app, gameListAnswer, urlOf(API.games.list, { gameType: 'LIVE' }));
  return page.games.map((g) => Number(g.nodeId));
};

describe('caches that follow edits across processes', () => {
  it('shows a site edit made through one process in the other within 2 seconds', async () => {
    const { a, b, clock } = await twoProcesses();
    expect((await statusOf(b.app)).siteMode).toBe(0);
    await changeSite(a.app, { maintenance: true });
    expect((await statusOf(a.app)).siteMode).toBe(1); // the editing process at once
    expect((await statusOf(b.app)).siteMode).toBe(0); // the other still has its copy
    clock.advance(VERSION_CHECK_MS);
    expect((await statusOf(b.app)).siteMode).toBe(1);
  });

  it('shows a catalogue edit everywhere within 2 seconds', async () => {
    const { a, b, clock } = await twoProcesses();
    const [first] = await gameIds(b.app);
    if (first === undefined) throw new Error('no live game');
    await a.db.updateTable('games').set({ enabled: 0 }).where('id', '=', first).execute();
    await a.app.caches.bump('catalogue');
    expect(await gameIds(b.app)).toContain(first);
    clock.advance(VERSION_CHECK_MS);
    expect(await gameIds(b.app)).not.toContain(first);
  });

  it('shows a geo table edit everywhere within 2 seconds', async () => {
    const { a, b, clock } = await twoProcesses();
    expect((await statusOf(b.app)).location.country).toBeNull();
    const range = cidrToRange('127.0.0.0/8');
    if (!range) throw new Error('bad range');
    await insertGeoRange(a.db, { ip_from: range.from, ip_to: range.to, country: 'MM' });
    await a.app.caches.bump('geo');
    clock.advance(VERSION_CHECK_MS);
    expect((await statusOf(b.app)).location.country).toBe('MM');
  });
});

describe('the version check', () => {
  it('asks the database at most once a second however many requests come', async () => {
    const clock = testClock();
    const t = await createTestApp();
    opened = [t];
    let versionQueries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        const from = JSON.stringify(args.node);
        if (from.includes('"cache_versions"') && args.node.kind === 'SelectQueryNode') {
          versionQueries += 1;
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const caches = new Caches(t.db.withPlugin(counter), clock.now);
    const sites = caches.create<number>('sites', { ttlMs: LONG_TTL_MS });
    let loads = 0;
    const load = async () => ++loads;
    await Promise.all(Array.from({ length: 50 }, () => sites.get('', load)));
    clock.advance(VERSION_CHECK_MS - 1);
    for (let i = 0; i < 50; i++) await sites.get('', load);
    expect({ versionQueries, loads }).toEqual({ versionQueries: 1, loads: 1 });
    clock.advance(1);
    await sites.get('', load);
    expect({ versionQueries, loads }).toEqual({ versionQueries: 2, loads: 1 });
    await caches.bump('sites');
    expect(await sites.get('', load)).toBe(2);
  });

  it('drops a copy after its time to live even when nobody bumps', async () => {
    const clock = testClock();
    const t = await createTestApp();
    opened = [t];
    const geo = new Caches(t.db, clock.now).create<number>('geo', { ttlMs: 5_000 });
    let loads = 0;
    const load = async () => ++loads;
    await geo.get('1.2.3.4', load);
    clock.advance(4_999);
    expect(await geo.get('1.2.3.4', load)).toBe(1);
    clock.advance(1);
    expect(await geo.get('1.2.3.4', load)).toBe(2);
  });
});

import { Writable } from 'node:stream';
import { API, errorEnvelope } from '@lotto/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { siteByCode } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';
import { insertOutboxMessage } from '../mail/index.js';

/** The outbox exists only in a process started in demo mode, and never in production. */

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

const logLines = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
};

/** An app with the config a start with this environment and these arguments would get. */
const started = async (env: NodeJS.ProcessEnv, argv: string[] = []) => {
  const log = logLines();
  const { demoMode, production } = loadConfig(env, argv);
  const t = await createTestApp({
    config: { demoMode, production, logLevel: 'warn' },
    logStream: log.stream,
  });
  apps.push(t);
  const site = await siteByCode(t.app);
  await insertOutboxMessage(t.db, {
    merchant_id: site.id,
    channel: 'sms',
    recipient: '+95945550011',
    subject: null,
    body: 'ShweLucky: 483920 is your code to reset the password.',
    created_at: Date.now(),
  });
  return { t, log: log.lines.join('\n') };
};

const outboxAnswers = (t: TestApp) =>
  Promise.all(
    [API.demoOutbox, API.demoOutboxPage].map((path) =>
      t.app.inject({ method: 'GET', url: `${path}?recipient=945550011` }),
    ),
  );

const WARNING = /DEMO MODE/;

describe('demo mode', () => {
  it('is off by default: no outbox, though the site is a demo site, and no warning', async () => {
    const { t, log } = await started({});
    for (const res of await outboxAnswers(t)) {
      expect(res.statusCode).toBe(404);
      expect(errorEnvelope.parse(res.json()).errorCode).toBe('request.url.empty');
      expect(res.body).not.toContain('483920');
    }
    expect(log).not.toMatch(WARNING);
  });

  it.each([
    ['DEMO_MODE=1', { DEMO_MODE: '1' }, []],
    ['--demo', {}, ['--demo']],
  ])(
    'is on when started with %s: the outbox answers, and the start warns',
    async (_how, env, argv) => {
      const { t, log } = await started(env, argv);
      for (const res of await outboxAnswers(t)) expect(res.statusCode).toBe(200);
      expect(log).toMatch(WARNING);
      expect(JSON.parse(log.split('\n').find((l) => WARNING.test(l)) ?? '{}').level).toBe(40);
    },
  );

  it('is never on in production, whatever else is set', async () => {
    const asked = { NODE_ENV: 'production', DEMO_MODE: '1', LOTTERY_SEED_KEY: 'ab'.repeat(32) };
    expect(loadConfig(asked, ['--demo'])).toMatchObject({ production: true, demoMode: false });
    const { t, log } = await started(asked, ['--demo']);
    for (const res of await outboxAnswers(t)) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('483920');
    }
    expect(log).not.toMatch(WARNING);
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** Every line the app logs, as written. */
const collect = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
};

describe('request logs', () => {
  let t: TestApp;
  const log = collect();
  beforeAll(async () => {
    t = await createTestApp({ config: { logLevel: 'info' }, logStream: log.stream });
  });
  afterAll(() => t.close());

  it('never hold a credential that travelled in an address', async () => {
    const secrets = {
      resetToken: 'RESETSECRET0123456789',
      social: 'SOCIALSECRET0123456789',
      code: 'OIDCCODESECRET0123456789',
      state: 'OIDCSTATESECRET0123456789',
      ticket: 'TICKETSECRET0123456789',
      token: 'TOKENSECRET0123456789',
      id_token: 'IDTOKENSECRET0123456789',
    };
    const urls = [
      `/m/forget?resetToken=${secrets.resetToken}`,
      `/m/login?social=${secrets.social}`,
      `/wps/session/social/google/callback?code=${secrets.code}&state=${secrets.state}`,
      `/wps/vendor/play/state?ticket=${secrets.ticket}`,
      `/m/home?token=${secrets.token}&lang=EN`,
      `/wps/nothing?id_token=${secrets.id_token}`,
    ];
    for (const url of urls) await t.app.inject({ url });
    const written = log.lines.join('\n');
    expect(written).toContain('/m/home?token=***&lang=EN');
    expect(written).toContain('resetToken=***');
    for (const secret of Object.values(secrets)) expect(written).not.toContain(secret);
  });
});

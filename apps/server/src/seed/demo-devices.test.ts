import { API, deviceSessionList, okEnvelope } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, loginAs } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedHistory: true });
});
afterAll(() => t.close());

describe('the demo-devices seed step', () => {
  it("signs demo01 in on a phone and a desktop, which its security centre lists beside the member's own", async () => {
    const { token } = await loginAs(t.app, 'demo01', 'Demo1234');
    const res = await t.app.inject({ url: API.session.devices, headers: authHeaders(token) });
    const { sessions } = okEnvelope(deviceSessionList).parse(res.json()).value;
    expect(sessions.map((s) => [s.current, s.device.os, s.device.browser, s.place])).toEqual([
      [true, null, null, { kind: 'loopback', maskedIp: '127.0.0.*', country: null }],
      [false, 'Windows', 'Edge', { kind: 'public', maskedIp: '192.0.2.*', country: 'MM' }],
      [false, 'Android', 'Chrome', { kind: 'private', maskedIp: '192.168.1.*', country: null }],
    ]);
  });
});

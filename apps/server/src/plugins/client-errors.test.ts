import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorEnvelope } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** These answers come before Fastify's request cycle, so only a real socket shows them. */
const rawGet = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
    },
  );

describe('answers made before the request cycle', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const expectEnvelope = (
    answer: Awaited<ReturnType<typeof rawGet>>,
    status: number,
    errorCode: string,
  ) => {
    expect(answer.status).toBe(status);
    expect(errorEnvelope.parse(JSON.parse(answer.body)).errorCode).toBe(errorCode);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
  };

  it('answers a too long query string with the 431 envelope and the security headers', async () => {
    const answer = await rawGet(port, `/wps/relay/games?gameName=${'x'.repeat(20_000)}`);
    expectEnvelope(answer, 431, 'request.header.too.large');
  });

  it('answers a too long path parameter with the 414 envelope and the security headers', async () => {
    const answer = await rawGet(port, `/wps/relay/games/icon/${'1'.repeat(500)}.svg`);
    expectEnvelope(answer, 414, 'request.uri.too.long');
  });

  it('answers a malformed path with the 400 envelope and the security headers', async () => {
    const answer = await rawGet(port, '/wps/relay/games/icon/%E0%A4%A.svg');
    expectEnvelope(answer, 400, 'request.url.invalid');
  });
});

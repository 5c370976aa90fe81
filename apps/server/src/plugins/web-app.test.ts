import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { APP_ALIASES } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const APP_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;

describe('web app serving', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'icons'));
    writeFileSync(path.join(dist, 'icons', 'icon-192.png'), 'png');
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc.js'), APP_JS);
    for (const file of ['index.html', path.join('assets', 'app-abc.js')]) {
      const raw = readFileSync(path.join(dist, file));
      writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(raw));
      writeFileSync(path.join(dist, `${file}.gz`), gzipSync(raw));
    }
    t = await createTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers every app address with index.html that always revalidates', async () => {
    for (const url of [
      '/',
      '/m/home',
      '/m/index.html',
      '/register.html',
      '/m/agent/team/overview',
    ]) {
      const answer = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).toContain('id="root"');
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('sends the compressed copies the build wrote to browsers that take them', async () => {
    const send = (url: string, encoding?: string) =>
      t.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const brotli = await send('/m/assets/app-abc.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_JS);
    const gzip = await send('/m/assets/app-abc.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);
    const plain = await send('/m/assets/app-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    const page = await send('/m/home', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('id="root"');
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  it('serves every home and register alias to any client, with or without Accept: text/html', async () => {
    for (const url of [...APP_ALIASES.home, ...APP_ALIASES.register]) {
      for (const accept of [undefined, '*/*', 'application/json', 'text/html']) {
        const answer = await t.app.inject({ url, headers: accept ? { accept } : {} });
        expect(answer.statusCode, `${url} ${accept}`).toBe(200);
        expect(answer.headers['content-type'], `${url} ${accept}`).toContain('text/html');
      }
    }
  });

  it('never reports a static-file refusal as a bad request body', async () => {
    for (const url of ['/m/assets/', '/m/assets/../assets/']) {
      const answer = await t.app.inject({ url, headers: { accept: 'application/json' } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().errorCode, url).toBe('request.url.empty');
    }
    // A folder of the app is no file: its address is a page like any other under /m/.
    const page = await t.app.inject({ url: '/m/icons/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
  });

  it('serves /m/ pages to clients that accept anything', async () => {
    const answer = await t.app.inject({ url: '/m/home', headers: { accept: '*/*' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
  });

  it('serves hashed assets as immutable and a missing asset as 404, never as the page', async () => {
    const asset = await t.app.inject({ url: '/m/assets/app-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ url: '/m/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('request.url.empty');
  });

  it('sends hashed assets only the headers a subresource obeys; the page keeps them all', async () => {
    const asset = await t.app.inject({ url: '/m/assets/app-abc.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    const page = await t.app.inject({ url: '/m/home', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toContain('max-age');
  });

  it('answers unknown API paths with the JSON envelope even for browsers', async () => {
    const answer = await t.app.inject({ url: '/wps/nothing', headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'request.url.empty' });
  });

  it('serves each site its own manifest', async () => {
    const answer = await t.app.inject({ url: '/m/manifest.webmanifest' });
    expect(answer.headers['content-type']).toContain('application/manifest+json');
    expect(answer.json()).toMatchObject({ name: 'ShweLucky', start_url: '/m/home', scope: '/m/' });
  });
});

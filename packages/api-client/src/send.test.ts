import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from './api-error.js';
import { withQuery } from './query-string.js';
import { parseEnvelope, sendRequest, type Transport } from './send.js';

const json =
  (status: number, body: unknown): Transport =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const networkError = () => new ApiError('network', 'offline', 0);
const answer = z.object({ n: z.number() });

describe('parseEnvelope', () => {
  it('answers the value parsed with the schema', () => {
    expect(parseEnvelope(200, { success: true, value: { n: 1, extra: 2 } }, answer)).toEqual({
      n: 1,
    });
  });

  it('throws the error envelope as an ApiError with its code, message, status and value', () => {
    const envelope = { success: false, errorCode: 'x.y', message: 'No', value: { left: 2 } };
    const error = (() => {
      try {
        parseEnvelope(409, envelope, answer);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'x.y', message: 'No', status: 409, value: { left: 2 } });
  });

  it('calls an answer that is no envelope a system error', () => {
    expect(() => parseEnvelope(502, '<html>', answer)).toThrow(
      expect.objectContaining({ code: 'system.error', status: 502 }),
    );
    expect(() => parseEnvelope(200, { nothing: true }, answer)).toThrow(
      expect.objectContaining({ code: 'system.error' }),
    );
  });

  it('refuses a value the schema does not accept', () => {
    expect(() => parseEnvelope(200, { success: true, value: { n: 'one' } }, answer)).toThrow();
  });
});

describe('sendRequest', () => {
  it('sends through the transport and parses the answer', async () => {
    const transport = vi.fn(json(200, { success: true, value: { n: 3 } }));
    const value = await sendRequest({
      transport,
      url: '/x?a=1',
      init: { method: 'POST' },
      schema: answer,
      networkError,
    });
    expect(value).toEqual({ n: 3 });
    expect(transport).toHaveBeenCalledWith('/x?a=1', { method: 'POST' });
  });

  it('shows every ApiError to onError before throwing it', async () => {
    const onError = vi.fn();
    const failing = json(401, { success: false, errorCode: 'gone', message: 'Ended' });
    await expect(
      sendRequest({
        transport: failing,
        url: '/x',
        init: {},
        schema: answer,
        networkError,
        onError,
      }),
    ).rejects.toMatchObject({ code: 'gone', status: 401 });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'gone' }));
  });

  it('turns a lost connection into the app’s network error, but keeps an abort an abort', async () => {
    const lost: Transport = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(
      sendRequest({ transport: lost, url: '/x', init: {}, schema: answer, networkError }),
    ).rejects.toMatchObject({ code: 'network', status: 0 });
    const aborted: Transport = () => Promise.reject(new DOMException('stop', 'AbortError'));
    await expect(
      sendRequest({ transport: aborted, url: '/x', init: {}, schema: answer, networkError }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('withQuery', () => {
  it('leaves out unset parameters and the question mark when none is set', () => {
    expect(withQuery('/p', { a: 1, b: undefined, c: null, d: false, e: 'x y' })).toBe(
      '/p?a=1&d=false&e=x+y',
    );
    expect(withQuery('/p', { a: undefined })).toBe('/p');
    expect(withQuery('/p')).toBe('/p');
  });
});

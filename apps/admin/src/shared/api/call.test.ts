import { ADMIN_CSRF_HEADER, adminEndpoints } from '@lotto/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../i18n';
import { ApiError, call, onSessionExpired, setAdminTransport, setCsrfToken, urlOf } from './call';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake server: answers `answer` with `status` and keeps what each request carried. */
const serve = (status: number, answer: unknown) => {
  const sent: Sent[] = [];
  setAdminTransport(async (input, init) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify(answer), { status });
  });
  return sent;
};

const ok = (value: unknown) => ({ success: true, value });
const failure = (errorCode: string, message: string) => ({ success: false, errorCode, message });

afterEach(() => {
  setCsrfToken(null);
  chooseLanguage('EN');
});

describe('call', () => {
  it('sends the session’s CSRF token on a write, never on a read', async () => {
    setCsrfToken('token-1');
    const sent = serve(200, ok({}));
    await call(adminEndpoints.signOut);
    await call(adminEndpoints.auditLog, { query: { pageNo: 2, pageSize: 20 } }).catch(() => {});
    expect(sent[0]?.method).toBe('DELETE');
    expect(sent[0]?.headers[ADMIN_CSRF_HEADER]).toBe('token-1');
    expect(sent[1]?.method).toBe('GET');
    expect(sent[1]?.headers[ADMIN_CSRF_HEADER]).toBeUndefined();
    expect(sent[1]?.url).toBe('/admin/api/audit?pageNo=2&pageSize=20');
  });

  it('sends the chosen language, so the server words its errors in it', async () => {
    const sent = serve(200, ok({}));
    chooseLanguage('MY');
    await call(adminEndpoints.signOut);
    expect(sent[0]?.headers.language).toBe('MY');
    chooseLanguage('ZH');
    await call(adminEndpoints.signOut);
    expect(sent[1]?.headers.language).toBe('ZH');
  });

  it('sends the body as JSON and answers the value parsed by the descriptor', async () => {
    const operator = { id: 1, username: 'demo_owner', role: 'owner', permissions: [] };
    const sent = serve(200, ok({ operator, csrfToken: 'c', extra: true }));
    const answer = await call(adminEndpoints.signIn, {
      body: { username: 'demo_owner', password: 'x', code: '123456' },
    });
    expect(answer).toEqual({ operator, csrfToken: 'c' });
    expect(sent[0]?.headers['content-type']).toBe('application/json');
    expect(sent[0]?.body).toEqual({ username: 'demo_owner', password: 'x', code: '123456' });
  });

  it('tells the shell once the operator’s session has ended (401), and throws the error', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    serve(401, failure('admin.session.required', 'Please sign in.'));
    await expect(call(adminEndpoints.currentSession)).rejects.toMatchObject({
      code: 'admin.session.required',
      status: 401,
    });
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('throws the error envelope as it came, without ending the session', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    serve(403, failure('admin.forbidden', 'Your role may not do this.'));
    const error = await call(adminEndpoints.signOut).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'admin.forbidden', message: 'Your role may not do this.' });
    expect(expired).not.toHaveBeenCalled();
    stop();
  });

  it('words a lost connection and an answer that is no envelope in the operator’s language', async () => {
    chooseLanguage('ZH');
    setAdminTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(call(adminEndpoints.signOut)).rejects.toMatchObject({
      code: 'network',
      status: 0,
      message: '无法连接服务器，请检查网络后重试。',
    });
    serve(502, '<html>Bad gateway</html>');
    await expect(call(adminEndpoints.signOut)).rejects.toMatchObject({
      code: 'system.error',
      status: 502,
      message: '无法连接服务器，请检查网络后重试。',
    });
  });
});

describe('urlOf', () => {
  it('fills the path’s parameters and leaves empty query values out', () => {
    expect(
      urlOf(adminEndpoints.memberLedger, {
        params: { id: 7 },
        query: { pageNo: 1, q: '', none: undefined },
      }),
    ).toBe('/admin/api/members/7/ledger?pageNo=1');
  });
});

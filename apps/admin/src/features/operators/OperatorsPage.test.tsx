import { ERRORS } from '@lotto/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setAdminTransport } from '../../shared/api/call';
import { chooseLanguage } from '../../shared/i18n';
import { SessionProvider } from '../../shared/session';
import { renderAdmin } from '../../test/render';
import { OperatorsPage } from './OperatorsPage';

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const refused = (status: number, errorCode: string, message: string) =>
  new Response(JSON.stringify({ success: false, errorCode, message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const summary = (id: number, username: string, role: string) => ({
  id,
  username,
  role,
  disabled: false,
  createdAt: Date.UTC(2026, 0, 1),
  lastSignInAt: null,
  totpSetUp: id === 1,
});
const me = { id: 1, username: 'demo_owner', role: 'owner', permissions: ['operators.manage'] };
const totp = {
  secret: 'NEWSECRETNEWSECRETNEWSECRET23456',
  otpauthUri: 'otpauth://totp/x?secret=N',
};

/** A fake server: the session, the list, one detail, and what each write answers. */
const serve = (writes: Record<string, Response> = {}) => {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  setAdminTransport(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    if (url === '/admin/api/session') return ok({ operator: me, csrfToken: 't' });
    if (method !== 'GET') return writes[url] ?? refused(500, 'x', 'unexpected');
    if (url.startsWith('/admin/api/operators?')) {
      return ok({
        list: [summary(1, 'demo_owner', 'owner'), summary(2, 'demo_content', 'content')],
        pageNum: 1,
        totalPages: 1,
        totalCount: 2,
      });
    }
    const id = Number(url.split('/').pop());
    const row =
      id === 1 ? summary(1, 'demo_owner', 'owner') : summary(2, 'demo_content', 'content');
    return ok({ ...row, permissions: [], activeSessions: 0 });
  });
  return calls;
};

const renderPage = () =>
  renderAdmin(
    <MemoryRouter>
      <SessionProvider>
        <OperatorsPage />
      </SessionProvider>
    </MemoryRouter>,
  );

afterEach(() => chooseLanguage('EN'));

describe('OperatorsPage', () => {
  it('lists the operators with their role and authenticator, marking the signed-in one', async () => {
    serve();
    renderPage();
    const row = (await screen.findByText('demo_content')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Content')).toBeTruthy();
    expect(within(row).getByText('Not yet used')).toBeTruthy();
    const mine = screen.getByText('demo_owner').closest('tr') as HTMLElement;
    expect(within(mine).getByText('you')).toBeTruthy();
  });

  it('keeps the own account’s role and disabling out of reach, and says why', async () => {
    serve();
    renderPage();
    const mine = (await screen.findByText('demo_owner')).closest('tr') as HTMLElement;
    fireEvent.click(within(mine).getByRole('button', { name: 'Manage' }));
    expect(
      await screen.findByText(
        'This is your own account: you cannot disable it or change its role.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save role' })).toHaveProperty('disabled', true);
  });

  it('creates an operator and shows the new secret and the generated password once', async () => {
    const calls = serve({
      '/admin/api/operators': ok({
        operator: { ...summary(3, 'new_content', 'content'), permissions: [], activeSessions: 0 },
        totp,
        password: 'GeneratedPass123',
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /New operator/ }));
    fireEvent.change(await screen.findByLabelText('Username'), {
      target: { value: 'New_Content' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create operator' }));
    });
    await screen.findByText('Shown only once');
    expect(screen.getByTestId('totp-secret').textContent).toBe(totp.secret);
    expect(screen.getByTestId('new-password').textContent).toBe('GeneratedPass123');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'new_content',
      role: 'support',
    });
  });

  it('shows the server’s refusal in the Chinese it was asked for, with its code', async () => {
    serve({
      '/admin/api/operators': refused(
        409,
        'admin.operator.username.taken',
        ERRORS['admin.operator.username.taken'].ZH,
      ),
    });
    act(() => chooseLanguage('ZH'));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /新建操作员/ }));
    fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: 'demo_risk' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '创建操作员' }));
    });
    expect(await screen.findByText('该用户名已被其他操作员使用。')).toBeTruthy();
    expect(screen.getByText('admin.operator.username.taken')).toBeTruthy();
  });
});

import type { AdminPermission } from '@lotto/contract';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { setAdminTransport } from '../shared/api/call';
import { SessionProvider } from '../shared/session';
import { renderAdmin } from './render';

type Handler = (url: URL, body: unknown) => { status?: number; value?: unknown; code?: string };

/**
 * A fake back-office server: each request goes to the first handler whose `METHOD /path` key
 * (a regex source) matches; the signed-in operator holds `permissions`. Returns the calls made.
 */
export const fakeServer = (
  permissions: readonly AdminPermission[],
  handlers: Record<string, Handler>,
) => {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const transport = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://admin.test');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const line = `${method} ${url.pathname}`;
    if (line === 'GET /admin/api/session') {
      const operator = { id: 1, username: 'op', role: 'owner', permissions };
      return Response.json({ success: true, value: { operator, csrfToken: 'csrf' } });
    }
    const key = Object.keys(handlers).find((k) => new RegExp(`^${k}$`).test(line));
    if (!key)
      return Response.json(
        { success: false, errorCode: 'test.none', message: line },
        { status: 404 },
      );
    const found = handlers[key]?.(url, body) ?? {};
    if (found.code) {
      return Response.json(
        { success: false, errorCode: found.code, message: `server: ${found.code}` },
        { status: found.status ?? 409 },
      );
    }
    return Response.json({ success: true, value: found.value }, { status: found.status ?? 200 });
  });
  setAdminTransport(transport as typeof fetch);
  return calls;
};

/** Renders a screen at `path` of the route `pattern`, signed in as the fake server says. */
export const renderScreen = (pattern: string, path: string, node: ReactNode) =>
  renderAdmin(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider>
        <Routes>
          <Route path={pattern} element={node} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );

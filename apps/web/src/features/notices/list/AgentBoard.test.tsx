import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTokenSource } from '../../../shared/api/client';
import { chooseLanguage } from '../../../shared/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import NoticeScreen from './NoticeScreen';

/** A stand-in for the agents' board: two agent announcements, read marks kept. */
const fakeServer = (options: { empty?: boolean } = {}) => {
  const read = new Set<number>();
  const calls: { method: string; url: string }[] = [];
  const notices = options.empty
    ? []
    : [
        { id: 7, type: 'A', title: 'Commission paid daily', content: '<p>Every day</p>' },
        { id: 3, type: 'A', title: 'New contract terms', content: '<p>Terms</p>' },
      ];
  const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
  const unread = () => notices.filter((n) => !read.has(n.id)).length;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url });
    if (init.method === 'POST') {
      read.add(JSON.parse(String(init.body)).id);
      return ok({ unreadCount: unread() });
    }
    const detail = /\/notices\/(\d+)$/.exec(url);
    if (detail) {
      const n = notices.find((x) => x.id === Number(detail[1]));
      return ok({ ...n, publishedAt: 0, read: read.has(Number(detail[1])) });
    }
    const list = notices.map(({ content, ...n }) => ({
      ...n,
      summary: 'Words',
      publishedAt: 0,
      read: read.has(n.id),
    }));
    return ok({ list, pageNum: 1, totalPages: 1, totalCount: list.length, unreadCount: unread() });
  });
  return { calls };
};

const Where = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
};

const show = (path = '/m/member/notice?types=A') => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/m/member/notice" element={<NoticeScreen />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

beforeEach(async () => {
  await chooseLanguage('EN');
  setApiTokenSource(sessionStore.token);
  sessionStore.save({ token: 'agent-token', merchantCode: 'demo', userName: 'agent01', type: 1 });
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('/m/member/notice?types=A', () => {
  it("lists the agents' board and keeps types=A through the detail and back", async () => {
    const { calls } = fakeServer();
    show();
    expect(await screen.findByText('Commission paid daily', {}, { timeout: 5_000 })).toBeTruthy();
    expect(calls[0]?.url).toMatch(/\/notices\?.*types=A/);
    expect(screen.getByText('Agent announcements')).toBeTruthy();
    expect(screen.getByTestId('notice-unread-count').textContent).toBe('2 unread');

    fireEvent.click(screen.getByText('Commission paid daily'));
    expect(screen.getByTestId('where').textContent).toBe('/m/member/notice?types=A&id=7');
    expect((await screen.findByTestId('notice-content')).innerHTML).toBe('<p>Every day</p>');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));

    fireEvent.click(screen.getByTestId('notice-back'));
    await screen.findByText('New contract terms');
    expect(screen.getByTestId('where').textContent).toBe('/m/member/notice?types=A');
    expect(screen.getByTestId('notice-unread-count').textContent).toBe('1 unread');
  });

  it('goes back to the board itself from a detail opened by its address', async () => {
    fakeServer();
    show('/m/member/notice?types=A&id=3');
    fireEvent.click(await screen.findByTestId('notice-back', {}, { timeout: 5_000 }));
    expect(await screen.findByText('Commission paid daily')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/m/member/notice?types=A');
  });

  it('says what the board will hold when it is empty', async () => {
    fakeServer({ empty: true });
    show();
    expect(await screen.findByText(/Notices for agents/, {}, { timeout: 5_000 })).toBeTruthy();
  });
});

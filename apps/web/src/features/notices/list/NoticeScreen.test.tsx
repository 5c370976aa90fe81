import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTokenSource } from '../../../shared/api/client';
import { chooseLanguage } from '../../../shared/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import NoticeScreen from './NoticeScreen';

/** A stand-in for the server's notice endpoints: two announcements, read marks per token. */
const fakeServer = (options: { failFirst?: boolean; empty?: boolean } = {}) => {
  const read = new Set<number>();
  const calls: { method: string; url: string; language: string | null }[] = [];
  let failures = options.failFirst ? 1 : 0;
  const notices = options.empty
    ? []
    : [
        {
          id: 7,
          type: 'H',
          title: 'Big news',
          content: '<p>All <b>new</b></p><script>x()</script>',
        },
        { id: 3, type: 'PL', title: 'Small notice', content: '<p>Quiet</p>' },
      ];
  const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const member = headers.has('authorization');
    calls.push({ method: init.method ?? 'GET', url, language: headers.get('language') });
    if (failures-- > 0) return new Response('{}', { status: 500 });
    const state = (id: number) => (member ? read.has(id) : null);
    const unread = member ? notices.filter((n) => !read.has(n.id)).length : null;
    if (init.method === 'POST') {
      read.add(JSON.parse(String(init.body)).id);
      return ok({ unreadCount: notices.filter((n) => !read.has(n.id)).length });
    }
    const detail = /\/notices\/(\d+)$/.exec(url);
    if (detail) {
      const n = notices.find((x) => x.id === Number(detail[1]));
      return ok({ ...n, publishedAt: 0, read: state(Number(detail[1])) });
    }
    const list = notices.map(({ content, ...n }) => ({
      ...n,
      summary: 'Words',
      publishedAt: 0,
      read: state(n.id),
    }));
    return ok({ list, pageNum: 1, totalPages: 1, totalCount: list.length, unreadCount: unread });
  });
  return { calls };
};

const show = (path = '/m/notice') => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/m/notice" element={<NoticeScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

const signIn = () =>
  sessionStore.save({ token: 'member-token', merchantCode: 'demo', userName: 'demo01', type: 0 });

beforeEach(async () => {
  await chooseLanguage('EN');
  setApiTokenSource(sessionStore.token);
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('/m/notice', () => {
  it('shows a visitor the list without unread marks, and how logging in helps', async () => {
    fakeServer();
    show();
    // The first render of the file loads the screen's texts and modules: room on a busy machine.
    expect(await screen.findByText('Big news', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByTestId('notice-guest-hint')).toBeTruthy();
    expect(screen.queryAllByTestId('unread-mark')).toHaveLength(0);
  });

  it('marks what a member opens as read, and the list follows', async () => {
    signIn();
    const { calls } = fakeServer();
    show();
    await screen.findByText('Big news');
    expect(screen.getAllByTestId('unread-mark')).toHaveLength(2);
    expect(screen.getByTestId('notice-unread-count').textContent).toBe('2 unread');

    fireEvent.click(screen.getByText('Big news'));
    const content = await screen.findByTestId('notice-content');
    expect(content.innerHTML).toBe('<p>All <b>new</b></p>'); // sanitized: the script is gone
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));

    fireEvent.click(screen.getByTestId('notice-back'));
    await screen.findByText('Small notice');
    expect(screen.getAllByTestId('unread-mark')).toHaveLength(1);
    expect(screen.getByTestId('notice-unread-count').textContent).toBe('1 unread');
    const bigNews = screen.getAllByTestId('notice-item').find((e) => e.dataset.id === '7');
    expect(bigNews?.dataset.read).toBe('true');
  });

  it('offers a retry when loading fails, and shows the list after it', async () => {
    fakeServer({ failFirst: true });
    show();
    fireEvent.click(await screen.findByText('Loading failed, click to retry'));
    expect(await screen.findByText('Big news')).toBeTruthy();
  });

  it('says so when there is nothing to read', async () => {
    fakeServer({ empty: true });
    show();
    expect(await screen.findByText('No announcements yet')).toBeTruthy();
  });

  it('reloads the texts in the language chosen', async () => {
    const { calls } = fakeServer();
    show('/m/notice?id=7');
    await screen.findByTestId('notice-content');
    act(() => void chooseLanguage('MY'));
    await waitFor(() => expect(calls.some((c) => c.language === 'MY')).toBe(true));
    expect(calls.filter((c) => c.url.endsWith('/notices/7')).map((c) => c.language)).toEqual([
      'EN',
      'MY',
    ]);
  });
});

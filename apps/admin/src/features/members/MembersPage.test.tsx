import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '../../test/fake-server';
import { MembersPage } from './MembersPage';

describe('MembersPage', () => {
  it('searches by the kind and page in the address and links each member', async () => {
    const calls = fakeServer(['members.read'], {
      'GET /admin/api/members': () => ({
        value: {
          pageNum: 2,
          hasMore: true,
          list: [
            {
              id: 9,
              username: 'demo09',
              mobile: '959555',
              type: 0,
              status: 'active',
              createdAt: 0,
            },
          ],
        },
      }),
    });
    renderScreen('/members', '/members?q=959555&by=mobile&page=2', <MembersPage />);
    expect((await screen.findByRole('link', { name: 'demo09' })).getAttribute('href')).toBe(
      '/members/9',
    );
    const search = calls.find((c) => c.url.pathname === '/admin/api/members');
    expect(Object.fromEntries(search?.url.searchParams ?? [])).toMatchObject({
      q: '959555',
      by: 'mobile',
      pageNo: '2',
    });
    expect(screen.getByText('Active')).toBeTruthy();
    // More follow: the pager offers the third page, and no page past it.
    expect(screen.getByTitle('3')).toBeTruthy();
    expect(screen.queryByTitle('4')).toBeNull();
  });

  it('asks for a search first', async () => {
    const calls = fakeServer(['members.read'], {});
    renderScreen('/members', '/members', <MembersPage />);
    expect(await screen.findByText(/Search for a member/)).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/admin/api/members')).toBe(false),
    );
  });
});

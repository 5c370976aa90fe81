import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAdminTransport } from '../../shared/api/call';
import { chooseLanguage } from '../../shared/i18n';
import { renderAdmin } from '../../test/render';
import { AgreementPage } from './AgreementPage';
import { AnnouncementsPage } from './AnnouncementsPage';
import { BannersPage } from './BannersPage';
import { MessagesPage } from './MessagesPage';

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), { status: 200 });

const popup = {
  id: 7,
  type: 'PU',
  execution: 'B',
  promotionType: null,
  imageUrl: null,
  link: null,
  sort: 0,
  startsAt: 1_700_000_000_000,
  endsAt: null,
  running: true,
  createdAt: 1_700_000_000_000,
  texts: {
    EN: { title: 'Welcome bonus', content: '<p>Hello <b>all</b></p>' },
    MY: { title: 'ကြိုဆိုဆုကြေး', content: '<p>မင်္ဂလာပါ</p>' },
  },
};

afterEach(() => chooseLanguage('EN'));

describe('AnnouncementsPage', () => {
  it('lists announcements with their type in words and filters by type', async () => {
    const urls: string[] = [];
    setAdminTransport(async (url) => {
      urls.push(String(url));
      return ok({ pageNum: 1, totalPages: 1, totalCount: 1, list: [popup] });
    });
    renderAdmin(<AnnouncementsPage />);
    const row = (await screen.findByText('Welcome bonus · ကြိုဆိုဆုကြေး')).closest('tr');
    expect(row).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Popup')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Visitors (not signed in)')).toBeTruthy();
    fireEvent.click(screen.getByText('Hot news'));
    await waitFor(() => expect(urls.at(-1)).toContain('type=H'));
  });

  it('opens an announcement with its texts side by side and a phone preview of each', async () => {
    setAdminTransport(async () => ok({ pageNum: 1, totalPages: 1, totalCount: 1, list: [popup] }));
    renderAdmin(<AnnouncementsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('Announcement 7')).toBeTruthy();
    expect(screen.getByLabelText('Title (EN)')).toHaveProperty('value', 'Welcome bonus');
    expect(screen.getByLabelText('Title (MY)')).toHaveProperty('value', 'ကြိုဆိုဆုကြေး');
    const previews = screen.getAllByLabelText('Preview on a phone');
    expect(previews).toHaveLength(2);
    expect(previews[0]?.innerHTML).toContain('Hello <b>all</b>');
    expect(previews[1]?.textContent).toContain('မင်္ဂလာပါ');
  });
});

describe('BannersPage', () => {
  it('lists the home group’s banners with what a tap does', async () => {
    const urls: string[] = [];
    setAdminTransport(async (url) => {
      urls.push(String(url));
      return ok({
        list: [
          {
            id: 2,
            group: 'm_home',
            sort: 1,
            enabled: false,
            action: { kind: 'PATH', path: '/m/promotions' },
            startsAt: null,
            endsAt: null,
            running: false,
            createdAt: 0,
            texts: {
              EN: { title: 'Deposit bonus', imageUrl: '/b.png' },
              MY: { title: 'ငွေသွင်းဆု', imageUrl: '/b-my.png' },
            },
          },
        ],
      });
    });
    renderAdmin(<BannersPage />);
    expect(await screen.findByText('Open an app page: /m/promotions')).toBeTruthy();
    expect(screen.getByText('Off')).toBeTruthy();
    expect(urls[0]).toContain('group=m_home');
  });
});

describe('MessagesPage', () => {
  it('confirms the audience in words before it sends', async () => {
    const bodies: unknown[] = [];
    setAdminTransport(async (_url, init) => {
      if (init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return ok({
          id: 9,
          audience: 'vip',
          member: null,
          vipLevel: 3,
          createdAt: 0,
          texts: {},
        });
      }
      return ok({ pageNum: 1, totalPages: 1, totalCount: 0, list: [] });
    });
    renderAdmin(<MessagesPage />);
    expect(await screen.findByText('No messages sent yet.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('A VIP level'));
    fireEvent.change(await screen.findByLabelText('VIP level'), { target: { value: '3' } });
    for (const [language, title] of [
      ['EN', 'Hello'],
      ['MY', 'မင်္ဂလာပါ'],
    ])
      fireEvent.change(screen.getByLabelText(`Title (${language})`), { target: { value: title } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(
      await screen.findByText(/It goes to the inbox of members of VIP level 3\./),
    ).toBeTruthy();
    expect(bodies).toEqual([]);
    const dialog = screen.getByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ to: { audience: 'vip', vipLevel: 3 } });
  });
});

describe('AgreementPage', () => {
  it('shows the agreement per language with a preview, and a blank for a missing language', async () => {
    setAdminTransport(async () =>
      ok({
        updatedAt: null,
        texts: { EN: { title: 'Terms of use', content: '<p>Play fair.</p>' } },
      }),
    );
    renderAdmin(<AgreementPage />);
    expect(await screen.findByText('The site has none yet.')).toBeTruthy();
    expect(await screen.findByDisplayValue('Terms of use')).toBeTruthy();
    expect(screen.getByLabelText('Title (MY)')).toHaveProperty('value', '');
    expect(screen.getAllByLabelText('Preview on a phone')[0]?.textContent).toContain('Play fair.');
  });
});

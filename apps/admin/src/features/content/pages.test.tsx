import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAdminTransport } from '../../shared/api/call';
import { chooseLanguage } from '../../shared/i18n';
import { renderAdmin } from '../../test/render';
import { AgreementPage } from './AgreementPage';
import { AnnouncementsPage } from './AnnouncementsPage';
import { BannersPage } from './BannersPage';
import { HelpPage } from './HelpPage';
import { HotMatchesPage } from './HotMatchesPage';
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

const helpEntry = (id: number, sort: number, title: string) => ({
  id,
  device: 'MOBILE',
  sort,
  createdAt: 0,
  texts: {
    EN: { title, content: `<p>${title} <b>answer</b></p>` },
    MY: { title: `${title} MY`, content: '<p>အဖြေ</p>' },
  },
});

describe('HelpPage', () => {
  it('lists the entries in order, opens one with a preview per language, and moves one up', async () => {
    const puts: { url: string; body: { sort: number } }[] = [];
    setAdminTransport(async (url, init) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push({ url: String(url), body });
        return ok({ ...helpEntry(1, body.sort, 'x'), id: Number(String(url).split('/').pop()) });
      }
      return ok({
        list: [helpEntry(4, 10, 'How to deposit'), helpEntry(5, 20, 'How to withdraw')],
      });
    });
    renderAdmin(<HelpPage />);
    const row = (await screen.findByText('How to withdraw')).closest('tr') as HTMLElement;
    expect(within(row).getByText('How to withdraw MY')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move up 5' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts.map((p) => [p.url.split('/').pop(), p.body.sort])).toEqual([
      ['5', 10],
      ['4', 20],
    ]);
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('Help entry 5')).toBeTruthy();
    expect(screen.getByLabelText('Title (MY)')).toHaveProperty('value', 'How to withdraw MY');
    const previews = screen.getAllByLabelText('Preview on a phone');
    expect(previews).toHaveLength(2);
    expect(previews[0]?.innerHTML).toContain('<b>answer</b>');
  });

  it('asks before it deletes an entry', async () => {
    const deleted: string[] = [];
    setAdminTransport(async (url, init) => {
      if (init?.method === 'DELETE') {
        deleted.push(String(url));
        return ok({ id: 4 });
      }
      return ok({ list: [helpEntry(4, 10, 'How to deposit')] });
    });
    renderAdmin(<HelpPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Delete help entry 4\?/)).toBeTruthy();
    expect(deleted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
  });
});

const match = (matchId: number, kickOffAt: number, extra: object = {}) => ({
  matchId,
  league: 'Premier League',
  homeTeam: `Home ${matchId}`,
  awayTeam: `Away ${matchId}`,
  kickOffAt,
  gameName: 'Football',
  pinned: null,
  hidden: false,
  shown: null,
  ...extra,
});

describe('HotMatchesPage', () => {
  it('shows the strip’s places, pins a later match to the front and saves the choice', async () => {
    const bodies: unknown[] = [];
    const board = {
      stripSize: 2,
      list: [
        match(1, 1_800_000_000_000, { shown: 1 }),
        match(2, 1_800_000_600_000, { shown: 2 }),
        match(3, 1_800_001_200_000),
      ],
    };
    setAdminTransport(async (_url, init) => {
      if (init?.method === 'PUT') {
        bodies.push(JSON.parse(String(init.body)));
        return ok({
          ...board,
          list: [
            match(3, 1_800_001_200_000, { pinned: 1, shown: 1 }),
            match(1, 1_800_000_000_000, { shown: 2 }),
            match(2, 1_800_000_600_000),
          ],
        });
      }
      return ok(board);
    });
    renderAdmin(<HotMatchesPage />);
    const third = (await screen.findByText('Home 3 – Away 3')).closest('tr') as HTMLElement;
    expect(within(third).getByText('Not shown')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save the choice' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(third).getByRole('button', { name: /Pin/ }));
    expect(await screen.findByText('Pinned 1')).toBeTruthy();
    expect(screen.getByText('Changes not saved yet.')).toBeTruthy();
    const first = screen.getByText('Home 1 – Away 1').closest('tr') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: /Hide/ }));
    expect(within(first).getByText('Hidden')).toBeTruthy();
    const preview = screen.getByLabelText('Preview on a phone');
    expect(preview.textContent).toContain('Home 3');
    expect(preview.textContent).not.toContain('Home 1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save the choice' }));
    });
    await waitFor(() => expect(bodies).toEqual([{ pinned: [3], hidden: [1] }]));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAdminTransport } from '../../shared/api/call';
import { chooseLanguage } from '../../shared/i18n';
import { renderAdmin } from '../../test/render';
import { budgetPercent, grouped, PromotionsPage } from './PromotionsPage';

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), { status: 200 });

const CHECK_IN = {
  id: 3,
  kind: 'sign_in',
  status: 'running',
  statusReason: null,
  categoryIds: [],
  sort: 0,
  startsAt: Date.UTC(2026, 0, 1),
  endsAt: null,
  frequency: 'daily',
  memberTypes: [0],
  budget: '1000.00',
  paid: '250.00',
  left: '750.00',
  reward: '5.00',
  percent: null,
  cap: null,
  missionCategory: null,
  missionTarget: null,
  referralDays: null,
  turnoverMultiplier: 3,
  claims: 50,
  imageUrl: '/wps/relay/promotions/art/3.svg?sequence=1',
  uploadedImage: false,
  createdAt: 0,
  texts: {
    EN: { title: 'Daily check-in', content: '<p>Claim <b>K 5</b> a day</p>' },
    MY: { title: 'နေ့စဉ် ဝင်ရောက်', content: '<p>တစ်ရက် K 5</p>' },
  },
};
const PAUSED = { ...CHECK_IN, id: 4, status: 'paused', statusReason: 'maintenance' };

const page = (list: unknown[]) =>
  ok({ pageNum: 1, totalPages: 1, totalCount: list.length, list, timeZone: 'Asia/Yangon' });

afterEach(() => chooseLanguage('EN'));

describe('PromotionsPage', () => {
  it('lists promotions with status, budget used and claims, and filters by status', async () => {
    const urls: string[] = [];
    setAdminTransport(async (url) => {
      urls.push(String(url));
      return page([CHECK_IN, PAUSED]);
    });
    renderAdmin(<PromotionsPage />);
    const rows = (await screen.findAllByText('Daily check-in')).map((t) => t.closest('tr'));
    const running = within(rows[0] as HTMLElement);
    expect(running.getByText('Running')).toBeTruthy();
    expect(running.getByText('250.00 paid of 1,000.00')).toBeTruthy();
    expect(running.getByText('750.00 left')).toBeTruthy();
    expect(running.getByText('50')).toBeTruthy();
    expect(running.getByRole('button', { name: 'Pause' })).toBeTruthy();
    const paused = within(rows[1] as HTMLElement);
    expect(paused.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(screen.getByText('Period (site time, Asia/Yangon)')).toBeTruthy();
    fireEvent.click(screen.getByText('Scheduled'));
    await waitFor(() => expect(urls.at(-1)).toContain('status=scheduled'));
  });

  it('pauses with a reason', async () => {
    const calls: { url: string; body: unknown }[] = [];
    setAdminTransport(async (url, init) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url: String(url), body });
      if (String(url).endsWith('/pause')) return ok({ ...CHECK_IN, status: 'paused' });
      return page([CHECK_IN]);
    });
    renderAdmin(<PromotionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Pause “Daily check-in”')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'vendor maintenance' },
    });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/admin/api/promotions/3/pause'))?.body).toEqual({
        reason: 'vendor maintenance',
      }),
    );
  });

  it('opens a promotion with its rules, its texts side by side and a phone preview of each', async () => {
    setAdminTransport(async (url) =>
      String(url).includes('categories') ? ok({ list: [] }) : page([CHECK_IN]),
    );
    renderAdmin(<PromotionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('Promotion 3')).toBeTruthy();
    expect(screen.getByLabelText('Reward')).toHaveProperty('value', '5.00');
    expect(screen.getByLabelText('Title (EN)')).toHaveProperty('value', 'Daily check-in');
    expect(screen.getByLabelText('Title (MY)')).toHaveProperty('value', 'နေ့စဉ် ဝင်ရောက်');
    const previews = screen.getAllByLabelText('Preview on a phone');
    expect(previews).toHaveLength(2);
    expect(previews[0]?.innerHTML).toContain('Claim <b>K 5</b> a day');
    expect(previews[0]?.textContent).toContain('Claim');
    expect(previews[1]?.textContent).toContain('ရယူမည်');
  });

  it('saves a picture uploaded through the content images as the promotion picture', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const uploaded = '/wps/relay/images/0123456789abcdef0123456789abcdef.webp';
    setAdminTransport(async (url, init) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url: String(url), body });
      if (String(url).includes('categories')) return ok({ list: [] });
      if (String(url).endsWith('/admin/api/content/images')) {
        return ok({ url: uploaded, width: 750, height: 320, bytes: 4000 });
      }
      if (init?.method === 'PUT')
        return ok({ ...CHECK_IN, imageUrl: uploaded, uploadedImage: true });
      return page([CHECK_IN]);
    });
    renderAdmin(<PromotionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const picture = await screen.findByRole('region', { name: 'Picture' });
    const input = picture.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'promo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(within(picture).getByText('Uploaded picture')).toBeTruthy());
    expect(calls.find((c) => c.url.endsWith('/admin/api/content/images'))?.body).toEqual({
      image: 'iVBORw==',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.url.endsWith('/admin/api/promotions/3') && c.body)?.body,
      ).toMatchObject({ imageUrl: uploaded }),
    );
  });

  it('speaks Burmese', async () => {
    chooseLanguage('MY');
    setAdminTransport(async () => page([CHECK_IN]));
    renderAdmin(<PromotionsPage />);
    expect(await screen.findByText('နေ့စဉ် ဝင်ရောက်')).toBeTruthy();
    expect(screen.getAllByText('လုပ်ဆောင်နေသည်').length).toBeGreaterThan(0);
  });
});

describe('budgetPercent', () => {
  it('is the share paid, capped at 100, 0 without a budget', () => {
    expect(budgetPercent({ paid: '250.00', budget: '1000.00' })).toBe(25);
    expect(budgetPercent({ paid: '5.00', budget: '0.00' })).toBe(0);
    expect(grouped('5000000.00')).toBe('5,000,000.00');
  });
});

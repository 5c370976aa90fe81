import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setAdminTransport } from '../../shared/api/call';
import { renderAdmin } from '../../test/render';
import { RiskAlertsPage } from './RiskAlertsPage';

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const alert = {
  id: 7,
  kind: 'shared_device',
  status: 'open',
  subject: 'tablet-1',
  members: [
    { id: 11, username: 'twin01', detailPath: '/admin/api/members/11' },
    { id: 12, username: 'twin02', detailPath: '/admin/api/members/12' },
  ],
  figures: [
    { name: 'members', value: '2' },
    { name: 'signIns', value: '4' },
  ],
  note: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: Date.UTC(2026, 10, 1),
};

describe('RiskAlertsPage', () => {
  it('lists the open alerts with why, opens one and marks it reviewed with a note', async () => {
    const calls: { method: string; url: string; body?: unknown }[] = [];
    setAdminTransport(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
      if (url.startsWith('/admin/api/risk/alerts?')) {
        return ok({ list: [alert], pageNum: 1, totalPages: 1, totalCount: 1 });
      }
      if (method === 'POST') {
        return ok({
          ...alert,
          status: 'reviewed',
          note: 'Checked',
          reviewedBy: 'demo_risk',
          reviewedAt: 1,
        });
      }
      return ok(alert);
    });
    renderAdmin(
      <MemoryRouter>
        <RiskAlertsPage />
      </MemoryRouter>,
    );
    const row = (
      await screen.findByText('2 members signed in on one device (4 sign-ins).')
    ).closest('tr') as HTMLElement;
    expect(within(row).getByText('Shared device')).toBeTruthy();
    expect(calls[0]?.url).toContain('status=open');

    fireEvent.click(within(row).getByRole('button', { name: 'Open' }));
    const link = await screen.findByRole('link', { name: 'twin01' });
    expect(link.getAttribute('href')).toBe('/members/11');
    expect(screen.getByText('tablet-1')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mark reviewed' }));
    });
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Review note'), {
      target: { value: '  Same household, checked.  ' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mark reviewed' }));
    });
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/admin/api/risk/alerts/7/review');
    expect(post?.body).toEqual({ note: 'Same household, checked.' });
  });
});

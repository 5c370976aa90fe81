import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAdminTransport } from '../../shared/api/call';
import { chooseLanguage } from '../../shared/i18n';
import { renderAdmin } from '../../test/render';
import { CataloguePage } from './CataloguePage';
import { CategoriesPage } from './CategoriesPage';
import { JackpotPage } from './JackpotPage';
import { VendorsPage } from './VendorsPage';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A fake server: answers by "METHOD path" (without the query) and keeps what was sent. */
const serve = (answers: Record<string, unknown>, refusals: Record<string, object> = {}) => {
  const sent: Sent[] = [];
  setAdminTransport(async (input, init) => {
    const method = init?.method ?? 'GET';
    const path = String(input).split('?')[0] ?? '';
    sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = `${method} ${path}`;
    if (key in refusals) {
      return new Response(JSON.stringify({ success: false, ...refusals[key] }), { status: 400 });
    }
    const value = answers[key];
    return new Response(JSON.stringify({ success: true, value }), { status: 200 });
  });
  return sent;
};

const vendor = (id: number, code: string, name: string, siteEnabled = true) => ({
  id,
  code,
  name,
  siteEnabled,
  globallyEnabled: true,
  rtpBp: 9600,
  gameCount: 4,
});
const category = (code: string, sort: number, EN: string, MY: string) => ({
  code,
  enabled: true,
  sort,
  names: { EN, MY },
  gameCount: 3,
});
const categories = {
  list: [
    category('RNG', 2, 'Slots', 'စလော့'),
    category('HOT', 1, 'Hot', 'လူကြိုက်များ'),
    category('FISH', 3, 'Fishing', 'ငါးဖမ်း'),
  ],
};

afterEach(() => chooseLanguage('EN'));

describe('the vendors page', () => {
  it('lists the vendors and switches one off only after the warning', async () => {
    const sent = serve({
      'GET /admin/api/games/vendors': { list: [vendor(7, 'SV3', 'SV388')] },
      'PUT /admin/api/games/vendors/7': vendor(7, 'SV3', 'SV388', false),
    });
    renderAdmin(<VendorsPage />);
    const toggle = await screen.findByRole('switch', { name: 'On this site: SV388' });
    expect(screen.getByLabelText('Default RTP: SV388')).toHaveProperty('value', '96.00');
    await act(async () => fireEvent.click(toggle));
    expect(await screen.findByText(/Its games vanish from the app/)).toBeTruthy();
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'PUT')).toEqual([
        { method: 'PUT', path: '/admin/api/games/vendors/7', body: { siteEnabled: false } },
      ]),
    );
  });
});

describe('the categories page', () => {
  it('shows names side by side in display order and sends every code when one moves', async () => {
    const sent = serve({
      'GET /admin/api/games/categories': categories,
      'PUT /admin/api/games/category-order': categories,
    });
    renderAdmin(<CategoriesPage />);
    expect(await screen.findByLabelText('Name (MY): RNG')).toHaveProperty('value', 'စလော့');
    const codes = screen.getAllByRole('row').map((r) => r.textContent ?? '');
    expect(codes.findIndex((t) => t.includes('HOT'))).toBeLessThan(
      codes.findIndex((t) => t.includes('RNG')),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move Fishing up' })));
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
        codes: ['HOT', 'FISH', 'RNG'],
      }),
    );
  });
});

describe('the catalogue page', () => {
  it('shows each game with its vendor’s RTP or its own', async () => {
    const game = (id: number, EN: string, ownRtpBp: number | null) => ({
      id,
      code: `G${id}`,
      vendor: 'SV3',
      vendorName: 'SV388',
      category: 'FISH',
      names: { EN, MY: EN },
      isHot: false,
      isNew: true,
      hidden: false,
      sort: id * 100,
      rtpBp: ownRtpBp ?? 9600,
      ownRtpBp,
      icon: `/wps/relay/games/icon/${id}.svg`,
      customIcon: false,
      launches: 0,
      createdAt: 0,
    });
    serve({
      'GET /admin/api/games': {
        pageNum: 1,
        totalPages: 1,
        totalCount: 2,
        list: [game(1, 'Arena One', null), game(2, 'Arena Two', 9400)],
      },
      'GET /admin/api/games/vendors': { list: [vendor(7, 'SV3', 'SV388')] },
      'GET /admin/api/games/categories': categories,
    });
    renderAdmin(<CataloguePage />);
    expect(await screen.findByText('Arena One')).toBeTruthy();
    expect(screen.getByText('(vendor’s)')).toBeTruthy();
    expect(screen.getByText('94.00 %')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'New: Arena One' })).toHaveProperty(
      'ariaChecked',
      'true',
    );
    expect(await screen.findAllByText('Fishing')).toHaveLength(2);
  });
});

describe('the jackpot page', () => {
  const terms = { contributionBp: 100, hitOdds: 100_000, seed: '1000.00', minStake: '0.00' };
  const refusal = {
    errorCode: 'jackpot.terms.invalid',
    message: 'These jackpot terms would return more of a stake than the rules allow.',
  };

  it('shows the terms in force and the server’s refusal clearly, in ZH by its code', async () => {
    serve(
      { 'GET /admin/api/jackpot': { terms, returnBp: 200 } },
      { 'PUT /admin/api/jackpot': refusal },
    );
    renderAdmin(<JackpotPage />);
    expect(await screen.findByText(/returns at most 2.00 % of a stake/)).toBeTruthy();
    expect(screen.getByLabelText('Contribution (% of a stake)')).toHaveProperty('value', '1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save terms' })));
    expect(await screen.findByText('The server refused these terms')).toBeTruthy();
    expect(screen.getByText(refusal.message)).toBeTruthy();
    act(() => chooseLanguage('ZH'));
    expect(await screen.findByText('这些奖池条款返还的投注比例超过规则允许的上限。')).toBeTruthy();
  });

  it('offers modest terms for a site without a pool', async () => {
    serve({ 'GET /admin/api/jackpot': { terms: null, returnBp: null } });
    renderAdmin(<JackpotPage />);
    expect(await screen.findByText(/This site has no jackpot yet/)).toBeTruthy();
    expect(screen.getByLabelText('Seed amount')).toHaveProperty('value', '1000.00');
  });
});

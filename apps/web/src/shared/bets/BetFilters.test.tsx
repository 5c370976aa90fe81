import type { GameVendorsAnswer, VendorEntry } from '@lotto/contract';
import { API } from '@lotto/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../api/fake-api.test-support';
import { chooseLanguage, loadTexts } from '../i18n';
import { BetFilters } from './BetFilters';
import { categoryVendors, useBetFilters, useCategoryVendors } from './use-bet-filters';

const entry = (vassalage: string, name: string, gameType: VendorEntry['gameType']) => ({
  vassalage,
  accountTypeName: name,
  gameType,
  gameCount: 3,
});

/** The lobby's vendors: HOT is a shelf, JL stands in two categories. */
const LOBBY: GameVendorsAnswer = {
  content: {},
  sorting: [
    { gameCategory: 'HOT', name: 'Hot', vendorNames: [entry('HOTONLY', 'Hot only', 'HOT')] },
    {
      gameCategory: 'RNG',
      name: 'Slots',
      vendorNames: [entry('PG', 'PG Soft', 'RNG'), entry('JL', 'JILI', 'RNG')],
    },
    {
      gameCategory: 'FISH',
      name: 'Fishing',
      vendorNames: [entry('JL', 'JILI', 'FISH'), entry('CQ9', 'CQ9', 'FISH')],
    },
  ],
};

const codes = (list: { code: string }[]) => list.map((v) => v.code);

describe('categoryVendors', () => {
  it("lists a category's vendors in the lobby's order, every vendor once for all categories", () => {
    expect(codes(categoryVendors(LOBBY, 'FISH', 'Lottery'))).toEqual(['JL', 'CQ9']);
    expect(categoryVendors(LOBBY, 'RNG', 'Lottery')[0]).toEqual({ code: 'PG', name: 'PG Soft' });
    expect(codes(categoryVendors(LOBBY, '', 'Lottery'))).toEqual(['PG', 'JL', 'CQ9', 'LOTTERY']);
    expect(categoryVendors(LOBBY, 'LIVE', 'Lottery')).toEqual([]);
    expect(categoryVendors(undefined, 'RNG', 'Lottery')).toEqual([]);
  });

  it("offers the site's own lottery, which the lobby does not list, for its categories", () => {
    const lottery = { code: 'LOTTERY', name: 'Lottery' };
    const withTcg: GameVendorsAnswer = {
      content: {},
      sorting: [
        { gameCategory: 'LOTT', name: 'Lottery', vendorNames: [entry('TCG_SEA', 'TCG', 'LOTT')] },
      ],
    };
    expect(categoryVendors(withTcg, 'LOTT', 'Lottery')).toEqual([
      lottery,
      { code: 'TCG_SEA', name: 'TCG' },
    ]);
    expect(categoryVendors(undefined, 'ELOTT', 'Lottery')).toEqual([lottery]);
  });
});

/** A team screen's filters: the vendors are the chosen category's, from the lobby's list. */
const TeamFilters = ({ onVendor }: { onVendor: (code: string) => void }) => {
  const filters = useBetFilters({ range: 'today' }, { vendorOfCategory: true });
  const vendors = useCategoryVendors(filters.category);
  onVendor(filters.vendor?.code ?? '');
  return <BetFilters filters={filters} vendors={vendors} testId="pnl" texts="agentTeam.pnl" />;
};

const options = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('option')
    .map((o) => o.textContent);

beforeEach(async () => {
  await act(() => chooseLanguage('EN'));
  await loadTexts('EN', ['agentTeam', 'records']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BetFilters', () => {
  it("offers the category's vendors and drops the vendor when the category changes", async () => {
    const sent = fakeApi({ [`GET ${API.games.vendors}`]: LOBBY });
    let vendor = '';
    renderWithApp(<TeamFilters onVendor={(code) => (vendor = code)} />);
    await waitFor(() => expect(options('pnl-vendor')).toHaveLength(5));
    expect(options('pnl-vendor')).toEqual(['All providers', 'PG Soft', 'JILI', 'CQ9', 'Lottery']);
    expect(screen.getByLabelText('Category')).toBe(screen.getByTestId('pnl-category'));
    expect(screen.getByLabelText('Provider')).toBe(screen.getByTestId('pnl-vendor'));
    expect(options('pnl-category')[0]).toBe('All categories');

    fireEvent.change(screen.getByTestId('pnl-category'), { target: { value: 'FISH' } });
    expect(options('pnl-vendor')).toEqual(['All providers', 'JILI', 'CQ9']);
    fireEvent.change(screen.getByTestId('pnl-vendor'), { target: { value: 'CQ9' } });
    expect(vendor).toBe('CQ9');
    expect(screen.getByTestId('pnl-vendor')).toHaveProperty('value', 'CQ9');

    // CQ9 has no slots: a new category starts from all its providers.
    fireEvent.change(screen.getByTestId('pnl-category'), { target: { value: 'RNG' } });
    expect(vendor).toBe('');
    expect(screen.getByTestId('pnl-vendor')).toHaveProperty('value', '');
    expect(options('pnl-vendor')).toEqual(['All providers', 'PG Soft', 'JILI']);
    // The lobby's one query: asked once, whatever the category.
    expect(sent.filter((s) => s.path === API.games.vendors)).toHaveLength(1);
  });

  it("keeps the member's records' texts and test ids, and no vendor select without vendors", () => {
    const Records = () => {
      const filters = useBetFilters({ range: 'today' });
      return <BetFilters filters={filters} testId="bet" texts="records.bets" />;
    };
    renderWithApp(<Records />);
    expect(screen.getByLabelText('Game category')).toBe(screen.getByTestId('bet-category'));
    expect(options('bet-category')[0]).toBe('All games');
    expect(screen.queryByTestId('bet-vendor')).toBeNull();
  });
});

import { type PlayLimit, setLimitBody } from '@lotto/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../shared/api/fake-api.test-support';
import { chooseLanguage } from '../../../shared/i18n';
import { LimitSheet } from './LimitSheet';

const LIMIT: PlayLimit = {
  kind: 'deposit',
  period: 'week',
  amount: '1000.00',
  used: '0.00',
  pending: null,
};
const amount = () => screen.getByTestId('limit-amount') as HTMLInputElement;
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

beforeEach(() => act(() => chooseLanguage('EN')));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the limit sheet', () => {
  it('starts from the limit, says how an amount is written under a bad one, sends nothing', async () => {
    const sent = fakeApi({});
    renderWithApp(<LimitSheet limit={LIMIT} onClose={() => {}} />);
    expect(amount().value).toBe('1000');
    fireEvent.change(amount(), { target: { value: '5.123' } });
    fireEvent.click(screen.getByTestId('limit-save'));
    await waitFor(() => expect(alerts()).toEqual(['Enter an amount like 100 or 100.50']));
    expect(sent).toEqual([]);
  });

  it('sends the new amount as the contract has it', async () => {
    const saved = { ...LIMIT, amount: '500.00' };
    const sent = fakeApi({
      'PUT /wps/relay/responsible/limit': {
        limits: [saved],
        realityCheckMinutes: 0,
        restriction: null,
      },
    });
    const onClose = vi.fn();
    renderWithApp(<LimitSheet limit={LIMIT} onClose={onClose} />);
    fireEvent.change(amount(), { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('limit-save'));
    // The sheet is done once it closes; ending earlier leaves its reply to land on a torn-down page.
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/wps/relay/responsible/limit');
    expect(setLimitBody.parse(sent[0]?.body)).toEqual({
      kind: 'deposit',
      period: 'week',
      amount: '500.00',
    });
  });
});

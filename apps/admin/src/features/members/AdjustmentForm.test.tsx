import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAdminTransport } from '../../shared/api/call';
import { chooseLanguage } from '../../shared/i18n';
import { renderAdmin } from '../../test/render';
import { AdjustmentForm } from './AdjustmentForm';

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Request adjustment|ချိန်ညှိမှု/ }));
  });
};
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => chooseLanguage('EN'));

describe('AdjustmentForm', () => {
  it('judges the fields by the contract’s rules before anything is sent', async () => {
    const transport = vi.fn();
    setAdminTransport(transport);
    renderAdmin(<AdjustmentForm memberId={1} />);
    await submit();
    expect(await screen.findAllByText('Required.')).toHaveLength(2);

    type('Amount (negative to debit)', '12.345');
    type('Reason', 'ab');
    await submit();
    expect(
      await screen.findByText('Enter an amount with at most 2 decimals, not zero.'),
    ).toBeTruthy();
    expect(screen.getByText('At least 3 characters.')).toBeTruthy();

    type('Amount (negative to debit)', '0.00');
    await submit();
    expect(
      await screen.findByText('Enter an amount with at most 2 decimals, not zero.'),
    ).toBeTruthy();
    expect(transport).not.toHaveBeenCalled();
  });

  it('says its messages in the operator’s language', async () => {
    chooseLanguage('MY');
    setAdminTransport(vi.fn());
    renderAdmin(<AdjustmentForm memberId={1} />);
    await submit();
    expect(await screen.findAllByText('ဖြည့်ရန် လိုအပ်သည်။')).toHaveLength(2);
    act(() => chooseLanguage('ZH'));
    expect(await screen.findAllByText('必填。')).toHaveLength(2);
  });

  it('sends a valid adjustment once, with its request key, and shows the outcome', async () => {
    const bodies: unknown[] = [];
    setAdminTransport(async (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      const value = {
        id: 5,
        memberId: 1,
        username: 'demo01',
        amount: '25.00',
        reason: 'Goodwill credit',
        status: 'posted',
        requestedBy: 'demo_finance',
        decidedBy: null,
        transactionId: 99,
        createdAt: 0,
        decidedAt: null,
      };
      return new Response(JSON.stringify({ success: true, value }), { status: 200 });
    });
    renderAdmin(<AdjustmentForm memberId={1} />);
    type('Amount (negative to debit)', '25.00');
    type('Reason', '  Goodwill credit ');
    await submit();
    await waitFor(() =>
      expect(screen.getByText('Adjustment posted: transaction #99.')).toBeTruthy(),
    );
    expect(bodies).toEqual([
      {
        memberId: 1,
        amount: '25.00',
        reason: 'Goodwill credit',
        requestKey: expect.stringMatching(/^[\w-]{8,64}$/),
      },
    ]);
  });
});

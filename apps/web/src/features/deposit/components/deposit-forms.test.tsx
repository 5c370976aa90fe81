import { type DepositChannel, depositBankFields, depositGatewayBody } from '@lotto/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../shared/api/fake-api.test-support';
import { chooseLanguage } from '../../../shared/i18n';
import { BankTransferForm } from './BankTransferForm';
import { GatewayForm } from './GatewayForm';

const CHANNEL: DepositChannel = {
  id: 7,
  kind: 'bank',
  name: 'KBZ transfer',
  currency: 'MMK',
  minAmount: '100.00',
  maxAmount: '5000.00',
  dailyLimit: '10000.00',
  leftToday: '3000.00',
  opensAt: '00:00',
  closesAt: '24:00',
  open: true,
  bankAccounts: [],
};

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

beforeEach(() => act(() => chooseLanguage('EN')));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the bank transfer form', () => {
  const show = () =>
    renderWithApp(<BankTransferForm channel={CHANNEL} quickAmounts={[]} symbol="K" />);

  it('says what is missing under each field and sends nothing', async () => {
    const sent = fakeApi({});
    show();
    type('deposit-depositor', '   ');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() =>
      expect(alerts()).toEqual([
        'Enter an amount between K 100.00 and K 5,000.00.',
        'Please fill in this field.',
        'Please fill in this field.',
        'Please add a picture of your transfer receipt.',
      ]),
    );
    expect(sent).toEqual([]);
  });

  it('refuses more than is left today', async () => {
    const sent = fakeApi({});
    show();
    type('deposit-amount', '4000');
    fireEvent.blur(screen.getByTestId('deposit-amount'));
    await waitFor(() =>
      expect(alerts()).toEqual(['At most K 3,000.00 more today on this method.']),
    );
    expect(sent).toEqual([]);
  });

  it('sends the contract body with the receipt', async () => {
    const sent = fakeApi({});
    show();
    type('deposit-amount', '1,000');
    type('deposit-depositor', ' Aung Aung ');
    type('deposit-reference', 'KBZ-1');
    const receipt = new File(['png'], 'r.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('deposit-receipt'), { target: { files: [receipt] } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    const [request] = sent;
    expect(request?.method).toBe('PUT');
    expect(request?.path).toBe('/wps/deposit/orders');
    expect(depositBankFields.parse(request?.body)).toEqual({
      channelId: 7,
      amount: '1000.00',
      depositorName: 'Aung Aung',
      reference: 'KBZ-1',
    });
    expect(request?.files.receipt?.[0]?.name).toBe('r.png');
  });
});

describe('the gateway form', () => {
  const show = () =>
    renderWithApp(
      <GatewayForm channel={{ ...CHANNEL, kind: 'gateway' }} quickAmounts={[]} symbol="K" />,
    );

  it('shows the range under a bad amount and sends nothing', async () => {
    const sent = fakeApi({});
    show();
    type('deposit-amount', '1.234');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() =>
      expect(alerts()).toEqual(['Enter an amount between K 100.00 and K 5,000.00.']),
    );
    expect(sent).toEqual([]);
  });

  it('sends the amount as the contract has it', async () => {
    const sent = fakeApi({});
    show();
    type('deposit-amount', '250.5');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('POST');
    expect(depositGatewayBody.parse(sent[0]?.body)).toEqual({ channelId: 7, amount: '250.50' });
  });
});

import {
  addAccountBody,
  requestWithdrawalBody,
  type WithdrawalBank,
  type WithdrawOverview,
} from '@lotto/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../shared/api/fake-api.test-support';
import { chooseLanguage } from '../../../shared/i18n';
import { AddAccountForm } from './AddAccountForm';
import { RequestForm } from './RequestForm';

const KBZ: WithdrawalBank = {
  id: 3,
  code: 'KBZ',
  name: 'KBZ Bank',
  kind: 'bank',
  minDigits: 10,
  maxDigits: 17,
};
const VIEW = {
  withdrawable: '1000.00',
  held: '0.00',
  currencySymbol: 'K',
  turnover: { required: '0.00', played: '0.00', left: '0.00', items: [] },
  limits: {
    min: '100.00',
    max: '5000.00',
    countPerDay: null,
    countLeft: null,
    amountPerDay: null,
    amountLeft: null,
  },
  accounts: [],
  maxAccounts: 5,
  banks: [KBZ],
  payeeName: 'Aung Agent',
  paymentPasswordSet: true,
} satisfies WithdrawOverview;

const type = (testId: string, value: string) => {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
  fireEvent.blur(screen.getByTestId(testId));
};
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const submit = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

beforeEach(() => act(() => chooseLanguage('EN')));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the add account form', () => {
  it("says how many digits the bank's numbers have and sends nothing", async () => {
    const sent = fakeApi({});
    renderWithApp(<AddAccountForm banks={[KBZ]} payeeName="Aung Agent" onAdded={() => {}} />);
    fireEvent.click(screen.getByTestId('withdraw-bank-KBZ'));
    type('withdraw-account-number', '12345');
    await waitFor(() => expect(alerts()).toEqual(['10 to 17 digits']));
    expect(submit('withdraw-add-account-submit').disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('withdraw-add-account'));
    await waitFor(() => expect(alerts()).toEqual(['10 to 17 digits']));
    expect(sent).toEqual([]);
  });

  it('sends the digits and the payee as the contract has them', async () => {
    const sent = fakeApi({});
    renderWithApp(<AddAccountForm banks={[KBZ]} payeeName={null} onAdded={() => {}} />);
    fireEvent.click(screen.getByTestId('withdraw-bank-KBZ'));
    type('withdraw-account-number', '1234 5678 9012 34567');
    type('withdraw-payee-name', ' Aung Agent ');
    await waitFor(() => expect(submit('withdraw-add-account-submit').disabled).toBe(false));
    fireEvent.click(submit('withdraw-add-account-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe('/wps/relay/withdraw/bankCards');
    expect(addAccountBody.parse(sent[0]?.body)).toEqual({
      bankId: 3,
      accountNumber: '12345678901234567',
      payeeName: 'Aung Agent',
    });
  });
});

describe('the withdraw request form', () => {
  it('says the range under an amount outside it and sends nothing', async () => {
    const sent = fakeApi({});
    renderWithApp(<RequestForm view={VIEW} accountId={9} />);
    type('withdraw-amount', '50');
    type('withdraw-payment-password', '123456');
    await waitFor(() => expect(alerts()).toEqual(['K 100.00 to K 5,000.00 a withdrawal']));
    fireEvent.submit(screen.getByTestId('withdraw-request'));
    await waitFor(() => expect(alerts()).toHaveLength(1));
    expect(sent).toEqual([]);
  });

  it('sends the contract body with one request id', async () => {
    const sent = fakeApi({});
    renderWithApp(<RequestForm view={VIEW} accountId={9} />);
    type('withdraw-amount', '250');
    type('withdraw-payment-password', '123456');
    await waitFor(() => expect(submit('withdraw-submit').disabled).toBe(false));
    fireEvent.click(submit('withdraw-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = requestWithdrawalBody.parse(sent[0]?.body);
    expect(body).toMatchObject({ accountId: 9, amount: '250.00', paymentPassword: '123456' });
  });
});

import { upLineTransferBody } from '@lotto/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../shared/api/fake-api.test-support';
import { chooseLanguage } from '../../../shared/i18n';
import { UpLineTransferForm } from './UpLineTransferForm';

const type = (testId: string, value: string) => {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
  fireEvent.blur(screen.getByTestId(testId));
};
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const submit = () => screen.getByTestId('upline-submit') as HTMLButtonElement;

beforeEach(() => act(() => chooseLanguage('EN')));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the upline transfer form', () => {
  it('says how an amount is written under a bad one and sends nothing', async () => {
    const sent = fakeApi({});
    renderWithApp(<UpLineTransferForm />);
    type('upline-amount', '12.5x');
    type('upline-password', '123456');
    await waitFor(() => expect(alerts()).toEqual(['Enter an amount like 100 or 100.50']));
    expect(submit().disabled).toBe(true);
    fireEvent.submit(submit().form as HTMLFormElement);
    await waitFor(() => expect(alerts()).toHaveLength(1));
    expect(sent).toEqual([]);
  });

  it('sends the amount as the wire has it, with the password and a request id', async () => {
    const sent = fakeApi({
      'POST /wps/relay/upLine/transfer': { transactionId: 1, balance: '87.50' },
    });
    renderWithApp(<UpLineTransferForm />);
    type('upline-amount', '12.5');
    type('upline-password', '123456');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(upLineTransferBody.parse(sent[0]?.body)).toMatchObject({
      amount: '12.50',
      paymentPassword: '123456',
    });
    // A transfer made empties the form for the next one.
    await waitFor(
      () => expect((screen.getByTestId('upline-amount') as HTMLInputElement).value).toBe(''),
      { timeout: 5000 },
    );
  });
});

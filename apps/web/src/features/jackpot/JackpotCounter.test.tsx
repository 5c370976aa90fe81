import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jackpotKeys } from './api';
import JackpotCounter from './JackpotCounter';

const shownDigits = () =>
  Array.from(screen.getByTestId('jackpot-figure').querySelectorAll<HTMLElement>('.jackpot__strip'))
    .map((strip) => String(-Number.parseFloat(strip.style.transform.slice(11)) / 10))
    .join('');

describe('JackpotCounter', () => {
  afterEach(cleanup);

  it('shows the real figure from its first frame, never zeros rolling up to it', () => {
    const client = new QueryClient();
    client.setQueryData(jackpotKeys.figure, { amount: '125000012.30', currencySymbol: 'K' });
    render(
      <QueryClientProvider client={client}>
        <JackpotCounter />
      </QueryClientProvider>,
    );
    expect(shownDigits()).toBe('12500001230');
    expect(screen.getByTestId('jackpot-figure').textContent).toContain('K 125,000,012.30');
  });
});

import type { CustomerServiceLink } from '@lotto/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftovers } from '../../../shared/i18n/leftovers.test-support';
import ServiceScreen from './ServiceScreen';

const links = vi.hoisted((): CustomerServiceLink[] => [
  { type: 'LIVECHAT', url: 'https://chat.example/s', label: 'Live chat 24/7' },
  { type: 'TELEGRAM', url: 'https://t.me/support', label: 'Telegram' },
  { type: 'VIBER', url: 'viber://chat?number=1', label: 'Viber' },
  { type: 'FACEBOOK', url: 'https://m.me/site', label: 'Messenger' },
  { type: 'WHATSAPP', url: 'https://wa.me/1', label: 'WhatsApp' },
  { type: 'TELEGRAM2', url: 'https://t.me/payments', label: 'Telegram' },
]);
vi.mock('../../../shared/site/site-status', () => ({
  useSite: () => ({ info: { customerService: links } }),
}));

afterEach(cleanup);

describe('the customer service screen in Burmese', () => {
  it('says what each channel is in Burmese; only the site’s brand labels stay as they are', () => {
    render(
      <MemoryRouter>
        <ServiceScreen />
      </MemoryRouter>,
    );
    const kinds = [...screen.getByTestId('service-screen').querySelectorAll('.service-row__kind')];
    expect(kinds).toHaveLength(links.length);
    for (const kind of kinds) {
      // The kind line is the app's own words: not even a brand written in Latin letters.
      expect(kind.textContent ?? '', kind.textContent ?? '').not.toMatch(/[A-Za-z0-9]/);
    }
    const labels = [...document.querySelectorAll('.service-row__label')].map((l) => l.textContent);
    expect(labels.flatMap((l) => englishLeftovers(l ?? ''))).toEqual([]);
  });
});

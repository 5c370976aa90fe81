import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from './routes';

afterEach(() => vi.restoreAllMocks());

describe('the app routes', () => {
  it('show a loading page, without a warning, while a cold load fetches its screen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(appRoutes(), { initialEntries: ['/m/help'] });
    // The frame reads the site and session once the screen has loaded, as in the app.
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    await waitFor(() => expect(router.state.initialized).toBe(true));
    const texts = warn.mock.calls.map((call) => String(call[0]));
    expect(texts.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../shared/i18n';
import { screen as declareScreen, type ScreenRoute } from '../shared/routing/screen-route';
import { siteKeys } from '../shared/site/site-status';
import { TEST_SITE_STATUS } from '../shared/site/site-status.test-support';
import { createAppNavigator, NavigatorBridge } from './app-navigator';
import { AppRoutes, RoutedScreens, screenRoutes } from './routes';

/** A screen whose chunk arrives (or fails) when the test says so. */
const slowScreen = (path: string, Component: ComponentType) => {
  let arrive = () => {};
  let fail = (_error: Error) => {};
  const chunk = new Promise<{ default: ComponentType }>((resolve, reject) => {
    arrive = () => resolve({ default: Component });
    fail = reject;
  });
  // The frame's own header and footer ask the server for things: these screens draw their own.
  const route = declareScreen(path, 'help', () => chunk, { header: 'none', footer: false });
  return {
    route,
    arrive: () => act(async () => arrive()),
    fail: (error: Error) => act(async () => fail(error)),
  };
};

const Page = ({ id, to }: { id: string; to?: string }) => {
  const { state } = useLocation();
  return (
    <section data-testid={id} data-state={JSON.stringify(state)}>
      {to && <Link to={to}>next</Link>}
    </section>
  );
};

// React resumes a screen suspended on its chunk inside act() only when the render began in it.
const showApp = async (path: string, routes: ScreenRoute[] | 'app') => {
  const client = new QueryClient();
  client.setQueryData([...siteKeys.status, 'EN'], TEST_SITE_STATUS);
  const navigator = createAppNavigator();
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <NavigatorBridge navigator={navigator} />
          {routes === 'app' ? <AppRoutes /> : <RoutedScreens routes={screenRoutes(routes)} />}
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return navigator;
};

const spinner = () => screen.queryByRole('status');

beforeEach(async () => {
  await chooseLanguage('EN');
  // Nothing here answers: screens and frame parts that ask the server keep waiting.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the app routes', () => {
  it('show a loading page while a cold load fetches its screen, then the screen', async () => {
    await showApp('/m/help', 'app');
    expect(spinner()).toBeTruthy();
    expect(await screen.findByTestId('help-screen')).toBeTruthy();
  });

  it('show not found, with a way home, at an address no screen claims', async () => {
    await showApp('/m/no-such-screen', 'app');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/m/home');
  });

  it('keep the page shown, without a spinner, while the next screen loads', async () => {
    const first = slowScreen('/m/first', () => <Page id="first" to="/m/second" />);
    const second = slowScreen('/m/second', () => <Page id="second" />);
    await showApp('/m/first', [first.route, second.route]);
    expect(spinner()).toBeTruthy();
    await first.arrive();
    const next = await screen.findByRole('link', { name: 'next' });
    await act(async () => fireEvent.click(next));
    expect(screen.getByTestId('first')).toBeTruthy();
    expect(spinner()).toBeNull();

    await second.arrive();
    expect(await screen.findByTestId('second')).toBeTruthy();
    expect(screen.queryByTestId('first')).toBeNull();
  });

  it('let a redirect asked during the cold load win over the first screen', async () => {
    const first = slowScreen('/m/first', () => <Page id="first" />);
    const login = slowScreen('/m/where', () => <Page id="where" />);
    const navigator = await showApp('/m/first', [first.route, login.route]);
    let settled = false;
    void navigator.redirect('/m/where', { sessionEnded: 'bye' }).then(() => {
      settled = true;
    });
    await first.arrive();
    await login.arrive();
    const shown = await screen.findByTestId('where');
    expect(JSON.parse(shown.dataset.state ?? 'null')).toEqual({ sessionEnded: 'bye' });
    expect(screen.queryByTestId('first')).toBeNull();
    expect(settled).toBe(true);
  });

  it('settle a redirect only once its screen is drawn, and keep the page until then', async () => {
    const first = slowScreen('/m/first', () => <Page id="first" />);
    const login = slowScreen('/m/where', () => <Page id="where" />);
    const navigator = await showApp('/m/first', [first.route, login.route]);
    await first.arrive();
    await screen.findByTestId('first');
    let settled = false;
    await act(async () => {
      void navigator.redirect('/m/where', null).then(() => {
        settled = true;
      });
    });
    expect(screen.getByTestId('first')).toBeTruthy();
    expect(settled).toBe(false);
    await login.arrive();
    await screen.findByTestId('where');
    expect(settled).toBe(true);
  });

  it('show the error page when a screen fails, and the screens again at another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('broken screen');
    };
    const broken = slowScreen('/m/broken', Broken);
    const lost = slowScreen('/m/lost', () => <Page id="lost" />);
    const fine = slowScreen('/m/fine', () => <Page id="fine" />);
    const navigator = await showApp('/m/broken', [broken.route, lost.route, fine.route]);
    await broken.arrive();
    expect(await screen.findByTestId('route-error')).toBeTruthy();

    await fine.arrive();
    await act(async () => void navigator.redirect('/m/fine', null));
    expect(await screen.findByTestId('fine')).toBeTruthy();
    expect(screen.queryByTestId('route-error')).toBeNull();

    // A chunk that never arrives (a lost file after a deploy) ends on the error page too.
    await act(async () => void navigator.redirect('/m/lost', null));
    await lost.fail(new Error('chunk lost'));
    expect(await screen.findByTestId('route-error')).toBeTruthy();
  });
});

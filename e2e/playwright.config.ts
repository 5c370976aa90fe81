import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);

/** End-to-end: the real server with the built web app, Debian's Chromium at a phone viewport. */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  fullyParallel: false,
  workers: 2,
  // On CI one retry: a 2-core machine running the server, two browsers and the build beside
  // them sometimes starves a timing check; a test that fails twice fails the run, and the
  // list reporter names every test that needed its retry ("flaky").
  retries: process.env.CI ? 1 : 0,
  // The longest journeys (a deposit through the gateway, a member's first-login popups) ran
  // 25-36 s on this 2-core machine: 45 s keeps them from failing on a slow moment.
  timeout: 45_000,
  // The first load of a page runs its whole script on a machine whose two cores also run the
  // server and a second browser: 5 s for it to show was missed under load, never when idle.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    locale: 'en-US',
    screenshot: 'only-on-failure',
    // A trace snapshots the page at every action: recording one for each of ~180 tests to keep
    // only the failures' cost minutes of a 2-core run. A failed test's retry records it.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Every fresh context's first page installs the app's service worker, which precaches the
    // whole build (over 300 files) beside the test's own work, for nothing the test looks at:
    // 15 tests took 48 s of CPU with it, 39 s without. The installed app's spec (pwa.spec)
    // allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx support/start-server.ts',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    // A first start seeds the whole demo site (agent01's team and its agent area included).
    timeout: 180_000,
    env: { PORT: String(PORT) },
    stdout: 'pipe',
  },
});

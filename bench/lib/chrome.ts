import * as chromeLauncher from 'chrome-launcher';

/** Headless Chromium as the benches drive it: no QUIC, sync or component updates on the wire. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A fresh browser with a fresh profile (every visit is a first visit, no service worker), Debian's
 * Chromium unless CHROMIUM_PATH names another. The caller kills it.
 */
export const launchChrome = (): Promise<chromeLauncher.LaunchedChrome> =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });

/** Runs `work` against a fresh browser's debugging port, then kills the browser. */
export const withChrome = async <T>(work: (port: number) => Promise<T>): Promise<T> => {
  const chrome = await launchChrome();
  try {
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
};

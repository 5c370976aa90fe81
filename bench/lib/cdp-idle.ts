/**
 * Two figures of a page a visitor opens and leaves untouched, read over plain CDP on a phone
 * screen (390x844, 3x pixels, touch, a mobile user agent) with the CPU slowed as the caller asks:
 * - the DOM nodes once the page has settled (network and main thread quiet), before any
 *   scroll: every node is style, layout and memory the phone pays for on each frame that
 *   changes the page;
 * - the main thread's task time over an idle window after that (CDP Performance metric
 *   `TaskDuration`, read at the window's start and end), in ms of tasks per second: timers,
 *   animations and polls that keep a phone awake while nobody touches it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type CdpPage, connectToPage } from './cdp.js';
import { withChrome } from './chrome.js';

export interface RestFigures {
  domNodes: number;
  /** False when the page never settled within 45 s: the figures were read then anyway. */
  settled: boolean;
  /** Main-thread task time per second of the idle window, in ms. */
  idleMsPerSecond: number;
}

const IDLE_WINDOW_MS = 10_000;
/** Network and CPU count as quiet after this long without a request or a long task. */
const QUIET_MS = 1000;
const SETTLE_LIMIT_MS = 45_000;
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/**
 * Records when the last long task (50 ms or more) ended, as Lighthouse does to tell that the
 * page has settled: with a slowed CPU the network goes quiet while the app's scripts are still
 * evaluating, and only then does the app render and ask for its data.
 */
const LONG_TASK_WATCH = `window.__benchLongTaskEnd = 0;
new PerformanceObserver((list) => {
  for (const t of list.getEntries()) window.__benchLongTaskEnd = Math.max(window.__benchLongTaskEnd, t.startTime + t.duration);
}).observe({ type: 'longtask', buffered: true });`;

const msSinceLongTask = async (page: CdpPage) => {
  const { result } = await page.send<{ result: { value: number } }>('Runtime.evaluate', {
    expression: 'performance.now() - (window.__benchLongTaskEnd ?? 0)',
    returnByValue: true,
  });
  return result.value;
};

/**
 * Resolves true once the load event fired, no request was in flight for QUIET_MS and no long
 * task ended in the last QUIET_MS (Lighthouse's network and CPU quiet); false after
 * SETTLE_LIMIT_MS.
 */
const settled = (page: CdpPage): Promise<boolean> => {
  const inFlight = new Set<string>();
  let loaded = false;
  let lastChange = Date.now();
  const track = (add: boolean) => (params: Record<string, unknown>) => {
    const id = String(params.requestId);
    if (add) inFlight.add(id);
    else inFlight.delete(id);
    lastChange = Date.now();
  };
  page.on('Network.requestWillBeSent', track(true));
  page.on('Network.loadingFinished', track(false));
  page.on('Network.loadingFailed', track(false));
  page.on('Page.loadEventFired', () => {
    loaded = true;
  });
  const started = Date.now();
  return (async () => {
    while (Date.now() - started < SETTLE_LIMIT_MS) {
      const networkQuiet = loaded && inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS;
      if (networkQuiet && (await msSinceLongTask(page)) >= QUIET_MS) return true;
      await sleep(100);
    }
    return false;
  })();
};

const taskSeconds = async (page: CdpPage) => {
  const { metrics } = await page.send<{ metrics: Array<{ name: string; value: number }> }>(
    'Performance.getMetrics',
  );
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  return { task: value('TaskDuration'), at: value('Timestamp') };
};

const emulatePhone = async (page: CdpPage, cpuSlowdown: number) => {
  await page.send('Emulation.setDeviceMetricsOverride', {
    width: 390,
    height: 844,
    deviceScaleFactor: 3,
    mobile: true,
  });
  await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await page.send('Network.setUserAgentOverride', { userAgent: MOBILE_UA });
  await page.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
};

/** Opens `url` in a fresh browser, the CPU slowed `cpuSlowdown` times, and reads both figures. */
export const measureAtRest = (url: string, cpuSlowdown: number): Promise<RestFigures> =>
  withChrome(async (port) => {
    const page = await connectToPage(port);
    try {
      await page.send('Page.enable');
      await page.send('Network.enable');
      await emulatePhone(page, cpuSlowdown);
      await page.send('Page.addScriptToEvaluateOnNewDocument', { source: LONG_TASK_WATCH });
      const ready = settled(page);
      await page.send('Page.navigate', { url });
      const quiet = await ready;
      const { result } = await page.send<{ result: { value: number } }>('Runtime.evaluate', {
        expression: "document.getElementsByTagName('*').length",
        returnByValue: true,
      });
      await page.send('Performance.enable');
      const start = await taskSeconds(page);
      await sleep(IDLE_WINDOW_MS);
      const end = await taskSeconds(page);
      return {
        domNodes: result.value,
        settled: quiet,
        idleMsPerSecond: ((end.task - start.task) * 1000) / (end.at - start.at),
      };
    } finally {
      page.close();
    }
  });

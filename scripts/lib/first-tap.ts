/**
 * The first tap on a mid-range phone (issue 12 §5): every control a visitor
 * reaches first answers the first tap at once, without waiting for a script
 * file. Two uses, one measurement:
 *
 * - `tests/e2e/first-tap.test.ts` judges what cannot depend on the
 *   machine's speed (issue 34): no script file is requested before the tap,
 *   and the response is on screen while every request the tap starts is
 *   held back (`hold: true`), so it never waits for a download or a
 *   hydration. The time is printed, not judged.
 * - `npm run bench -- --first-tap` (scripts/lib/first-tap-bench.ts) judges
 *   the speed goal, the median tap within 200 ms, on a quiet machine.
 *
 * A control is a {@link FirstTapProbe}; {@link FIRST_TAP_PROBES} lists every
 * control both check.
 */
import type { Locator, Page, Route } from 'playwright-core';
import { allCoolersPath, homePath } from '../../src/routing/routes';

/**
 * A mid-range phone as issue 12 §5 defines it: the CPU 4× slower than this
 * machine's, and a slow 4G network (Lighthouse's mobile figures: 150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up), with the HTTP cache off.
 */
export const MID_RANGE_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
} as const;

/** The goal (issue 12 §5): from the tap to the response on screen. */
export const FIRST_TAP_GOAL_MS = 200;

/**
 * A control whose first tap is measured: the page, the element to tap, and
 * `responded`, which runs in the page (self-contained: it is sent as source,
 * its data as `arg`) and is true once the visitor can see the answer to the
 * tap. It must be false before the tap.
 */
export interface FirstTapProbe<Arg = unknown> {
  /** What answers, in a few words ("the in-stock box is ticked"). */
  readonly what: string;
  readonly path: string;
  target(page: Page): Locator;
  // A method, so a probe of any argument type is a FirstTapProbe<unknown> in a list (methods are bivariant).
  responded(arg: Arg): boolean;
  readonly arg: Arg;
}

/** A probe typed by its own argument, for a list of probes of any argument. */
export function probe<Arg>(control: FirstTapProbe<Arg>): FirstTapProbe {
  return control;
}

export interface FirstTap {
  /** From the tap (its touchend) to the first frame drawn with the response. */
  readonly ms: number;
  /** The page's load, from navigation start to the load event. */
  readonly loadMs: number;
  /** Script files the page requested before the tap (there must be none). */
  readonly scriptsBeforeTap: readonly string[];
  /** Every request the tap started before the response was on screen: held back when `hold` was set. */
  readonly requestsUntilResponse: readonly string[];
}

export interface FirstTapOptions {
  /** The phone (default MID_RANGE_PHONE). */
  readonly profile?: typeof MID_RANGE_PHONE;
  /**
   * Hold back every request the page makes from the tap until the response
   * is on screen, then let them through: a response that needs a script
   * file never comes, and the measurement fails after `responseTimeoutMs`.
   */
  readonly hold?: boolean;
  /** How long to wait for the response (default 30 s: a hang guard, not a verdict). */
  readonly responseTimeoutMs?: number;
}

/** A JavaScript module (or classic script file) request; the island runtime is inline and never requested. */
export function isScriptUrl(url: string): boolean {
  return /\.m?js$/.test(new URL(url).pathname);
}

/** No response while the tap's requests were held: the control waits for them. */
export class NoResponseError extends Error {
  override readonly name = 'NoResponseError';
  constructor(
    readonly path: string,
    readonly held: readonly string[],
    options?: ErrorOptions,
  ) {
    super(
      `the first tap on ${path} got no response while its ${held.length} request(s) were held back ` +
        `(it waits for them): ${held.join(', ') || '(none: the page never answered)'}`,
      options,
    );
  }
}

/**
 * Runs in the page before the tap (serialised: no outside names). Marks the
 * time of the tap, the touchend that completes it (its own timestamp, so
 * time the event waited for a busy main thread counts; measured from there,
 * as Interaction to Next Paint measures a tap from its click, not from the
 * touch, whose length is the finger's), then checks `responded` on every
 * animation frame; once it holds, the frame being rendered shows the
 * response, and the moment the next frame's callbacks run (after that one
 * was drawn) is marked. performance.now(), not the callback's frame time:
 * Chromium hands input to the page at the start of a frame, so a frame's
 * time can lie before the tap it shows the answer to.
 */
function recordFirstResponse(responded: (arg: unknown) => boolean, arg: unknown): boolean {
  // A response already on screen before the tap would be measured as instant.
  if (responded(arg)) return false;
  addEventListener(
    'touchend',
    (event) => {
      performance.mark('first-tap', { startTime: event.timeStamp });
      const check = (): void => {
        if (responded(arg)) requestAnimationFrame(() => performance.mark('first-response'));
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true, once: true, passive: true },
  );
  return true;
}

/** Requests of a page, and when its network was last busy. */
function trackRequests(page: Page) {
  const state = { urls: [] as string[], inflight: 0, last: Date.now() };
  const done = () => {
    state.inflight = Math.max(0, state.inflight - 1);
    state.last = Date.now();
  };
  page.on('request', (request) => {
    state.urls.push(request.url());
    state.inflight += 1;
    state.last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return state;
}

/** Waits for idle time and for nothing in flight for `quietMs` (at most 10 s). */
async function settle(page: Page, network: ReturnType<typeof trackRequests>, quietMs = 250): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (network.inflight === 0 && Date.now() - network.last >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/**
 * Loads `url` (the probe's path on the site) in `page`, a fresh page of a
 * touch browser, as on a mid-range phone (CPU throttling, network conditions,
 * cache off), waits until it has loaded and its network is quiet, taps the
 * target with a real touch and measures how long the page takes to show
 * the response. One call is one cold load and one tap; the page is closed.
 */
export async function measureFirstTap<Arg>(
  page: Page,
  url: string,
  probe: FirstTapProbe<Arg>,
  options: FirstTapOptions = {},
): Promise<FirstTap> {
  const profile = options.profile ?? MID_RANGE_PHONE;
  const network = trackRequests(page);
  const cdp = await page.context().newCDPSession(page);
  const held: Route[] = [];
  let released = false;
  try {
    // Set on this session, which stays attached: Chromium drops a session's emulation when it detaches.
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.downloadBitsPerSecond / 8,
      uploadThroughput: profile.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!(await page.evaluate(() => navigator.maxTouchPoints > 0))) {
      throw new Error('measureFirstTap: the browser has no touch screen (hasTouch and isMobile)');
    }
    await settle(page, network);
    const scriptsBeforeTap = network.urls.filter(isScriptUrl);
    const requestsBeforeTap = network.urls.length;
    const target = probe.target(page);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`measureFirstTap: the target on ${probe.path} is not visible`);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // A string, so the probe's source goes into the page as it is (a function cannot be an argument).
    // Run by tsx (the bench), esbuild keeps function names by wrapping them in `__name(…)`, a helper
    // the page does not have: the page's copy gets one that does nothing.
    const armed = await page.evaluate(
      `(() => { const __name = (fn) => fn; return (${recordFirstResponse.toString()})(${probe.responded.toString()}, ${JSON.stringify(probe.arg) ?? 'undefined'}); })()`,
    );
    if (armed !== true) throw new Error(`measureFirstTap: on ${probe.path} \`responded\` holds before the tap`);
    if (options.hold) {
      await page.route('**/*', (route) => (released ? route.fallback() : void held.push(route)));
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    try {
      await page.waitForFunction(() => performance.getEntriesByName('first-response').length > 0, undefined, {
        timeout: options.responseTimeoutMs ?? 30_000,
      });
    } catch (error) {
      if (options.hold) {
        throw new NoResponseError(
          probe.path,
          held.map((route) => route.request().url()),
          { cause: error },
        );
      }
      throw error;
    }
    const requestsUntilResponse = network.urls.slice(requestsBeforeTap);
    const times = await page.evaluate(() => ({
      tap: performance.getEntriesByName('first-tap')[0]?.startTime ?? Number.NaN,
      response: performance.getEntriesByName('first-response')[0]?.startTime ?? Number.NaN,
      load: performance.getEntriesByType('navigation')[0]?.duration ?? Number.NaN,
    }));
    return { ms: times.response - times.tap, loadMs: times.load, scriptsBeforeTap, requestsUntilResponse };
  } finally {
    // Let the held requests go on, and close the page once they are done (not aborted by the close).
    released = true;
    await Promise.all(held.map((route) => route.fallback().catch(() => undefined)));
    if (held.length > 0) await settle(page, network).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
    await page.close();
  }
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** A control of the listing filter: how it answers the tap. */
type FilterResponse = 'checked' | 'open' | 'picker' | 'focus';

/** The listing filter of /vinkyl: a native form the island enhances later; each control answers by itself. */
function filterProbe(what: string, selector: string, response: FilterResponse): FirstTapProbe {
  return probe({
    what,
    path: allCoolersPath(),
    target: (page) => page.locator(selector),
    responded: (control) => {
      const element = document.querySelector(control.selector);
      if (control.response === 'checked') return element instanceof HTMLInputElement && element.checked;
      if (control.response === 'open') {
        return element?.parentElement instanceof HTMLDetailsElement && element.parentElement.open;
      }
      if (control.response === 'picker') return element?.matches(':open') === true;
      return element !== null && document.activeElement === element;
    },
    arg: { selector, response },
  });
}

/**
 * Every control checked: the mobile menu, each control of the listing
 * filter, and a card's "Jämför" toggle (issue 14; an inline script, no file).
 * To add one, add a probe here: the e2e test and the bench both take it.
 */
export const FIRST_TAP_PROBES: readonly FirstTapProbe[] = [
  probe({
    what: 'the mobile menu button on / shows the menu',
    path: homePath(),
    target: (page) => page.locator('header button[aria-controls="huvudmeny"]'),
    // The menu panel is drawn and at least part of it has slid into the viewport.
    responded: (id: string) => {
      const panel = document.getElementById(id);
      if (!panel?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      const box = panel.getBoundingClientRect();
      return box.width > 0 && box.right > 0 && box.left < window.innerWidth;
    },
    arg: 'huvudmeny',
  }),
  filterProbe('the in-stock box of /vinkyl is ticked', 'input[name="lager"]', 'checked'),
  filterProbe('the "Fler filter" group of /vinkyl opens', 'form[data-filter-bar] summary', 'open'),
  filterProbe('the brand select of /vinkyl opens its options', 'select[name="marke"]', 'picker'),
  filterProbe('the sort select of /vinkyl opens its options', 'select[name="sortera"]', 'picker'),
  filterProbe('the lowest-price field of /vinkyl takes the focus', 'input[name="pris-min"]', 'focus'),
  probe({
    what: 'the first card toggle "Jämför" of /vinkyl flips its pressed state',
    path: allCoolersPath(),
    target: (page) => page.locator('[data-part="grid"] [data-compare]').first(),
    // The stored choice outlives a run, so the response is a change from the state before the tap,
    // recorded by the first call (the harness calls this once before the tap, and it must be false then).
    responded: (selector: string) => {
      const toggle = document.querySelector(selector);
      const state = window as unknown as { compareBefore?: string | null };
      if (!(toggle instanceof HTMLElement) || !toggle.checkVisibility()) return false;
      if (!('compareBefore' in state)) state.compareBefore = toggle.getAttribute('aria-pressed');
      return toggle.getAttribute('aria-pressed') !== state.compareBefore;
    },
    arg: '[data-part="grid"] [data-compare]',
  }),
];

/**
 * Issue 12 §5, "the first tap works at once": on a mid-range phone (4× CPU
 * slowdown, slow 4G, cold cache; MID_RANGE_PHONE in ./browser.ts) the first
 * tap on a control visibly responds within 200 ms, and the page requested no
 * script file before it.
 *
 * A timed test, which the issue asks for (elsewhere speed goals are
 * benchmarks). The machine is shared, and the throttled page only gets what
 * CPU the others leave: each control is measured on seven fresh page loads
 * and judged by the median, and a round whose median misses is tried again
 * (twice at most), as on a busy machine a whole round can be slowed down.
 * What the test is for cannot pass that way: a control that waits for its
 * script to download and hydrate answers the first tap in about 1.7 s (the
 * mobile menu did, as a React island), every tap of every round. The
 * numbers of every round are printed.
 *
 * To add a control (the category filter bar, say), add a test like the
 * menu's that calls `firstTaps` with a FirstTapProbe (./browser.ts): the
 * page, the control to tap and a `responded` function that runs in the page
 * and is true once the visitor can see the answer to the tap (self-contained,
 * its data as `arg`, false before the tap):
 *
 *   it('a brand checkbox of /vinkyl answers the first tap within 200 ms', ROUNDS, async () => {
 *     expectQuick(
 *       await firstTaps({
 *         path: '/vinkyl',
 *         target: (page) => page.getByRole('checkbox').first(),
 *         responded: () => document.querySelector('input[type=checkbox]:checked') !== null,
 *         arg: undefined,
 *       }),
 *     );
 *   });
 */
import { describe, expect, it } from 'vitest';
import { type FirstTap, type FirstTapProbe, MID_RANGE_PHONE, measureFirstTap, median, siteUnderTest } from './browser';

const { site } = siteUnderTest({ hasTouch: true, isMobile: true });

/** Fresh page loads per round; the median of their taps is judged. */
const RUNS = 7;
/** The limit: from the tap to the response on screen. */
const LIMIT_MS = 200;
/** Up to three rounds (see above); each of seven throttled loads and taps, with time to spare on a busy machine. */
const ROUNDS = { retry: 2, timeout: 300_000 } as const;

async function firstTaps<Arg>(probe: FirstTapProbe<Arg>): Promise<FirstTap[]> {
  const taps: FirstTap[] = [];
  // One after another: two throttled pages at once would slow each other down.
  for (let run = 0; run < RUNS; run += 1) taps.push(await measureFirstTap(site(), probe));
  const round = (ms: number) => Math.round(ms);
  console.log(
    `first tap on ${probe.path} (CPU ${MID_RANGE_PHONE.cpuSlowdown}× slower, slow 4G, cold): ` +
      `tap to response ${taps.map((tap) => round(tap.ms)).join(', ')} ms (median ${round(median(taps.map((tap) => tap.ms)))}); ` +
      `load ${taps.map((tap) => round(tap.loadMs)).join(', ')} ms; ` +
      `scripts until the response: ${taps.map((tap) => tap.scriptsUntilResponse.length).join(', ')}`,
  );
  return taps;
}

/** No script file before any tap, and the median tap answered within the limit. */
function expectQuick(taps: readonly FirstTap[]): void {
  for (const tap of taps) expect(tap.scriptsBeforeTap).toEqual([]);
  const ms = taps.map((tap) => Math.round(tap.ms));
  expect(median(ms), `tap to response: ${ms.join(', ')} ms`).toBeLessThanOrEqual(LIMIT_MS);
}

describe('the first tap on a mid-range phone', () => {
  it('the mobile menu button on / shows the menu within 200 ms', ROUNDS, async () => {
    expectQuick(
      await firstTaps({
        path: '/',
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
    );
  });
});

describe('the first tap on the listing filter of /vinkyl (a native form the island enhances later)', () => {
  // Each control answers by itself: the island (client:form) starts loading on the same tap but holds nothing back.
  const controls: readonly [what: string, selector: string, response: 'checked' | 'open' | 'picker' | 'focus'][] = [
    ['the in-stock box is ticked', 'input[name="lager"]', 'checked'],
    ['the "Fler filter" group opens', 'form[data-filter-bar] summary', 'open'],
    ['the brand select opens its options', 'select[name="marke"]', 'picker'],
    ['the sort select opens its options', 'select[name="sortera"]', 'picker'],
    ['the lowest-price field takes the focus', 'input[name="pris-min"]', 'focus'],
  ];
  for (const [what, selector, response] of controls) {
    it(`${what} within 200 ms`, ROUNDS, async () => {
      expectQuick(
        await firstTaps({
          path: '/vinkyl',
          target: (page) => page.locator(selector),
          responded: (control: { selector: string; response: string }) => {
            const element = document.querySelector(control.selector);
            if (control.response === 'checked') return element instanceof HTMLInputElement && element.checked;
            if (control.response === 'open') {
              return element?.parentElement instanceof HTMLDetailsElement && element.parentElement.open;
            }
            if (control.response === 'picker') return element?.matches(':open') === true;
            return element !== null && document.activeElement === element;
          },
          arg: { selector, response },
        }),
      );
    });
  }
});

describe('the first tap on a "Jämför" toggle (issue 14; an inline script, no file)', () => {
  it('the first card toggle of /vinkyl flips its pressed state within 200 ms', ROUNDS, async () => {
    expectQuick(
      await firstTaps({
        path: '/vinkyl',
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
    );
  });
});

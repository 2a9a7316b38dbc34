/**
 * Every route type, at desktop and mobile width: it renders, logs no console
 * error, makes no failed request to our origin and none to another host,
 * requests no JavaScript file at load (every island waits for an
 * interaction; only inline scripts run), and shows the debug toggle without
 * loading the panel's code; at 390 px nothing overflows sideways and the
 * fixed top bar hides no content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hydrated,
  isScript,
  loadData,
  openPage,
  plain,
  routeTypes,
  type Site,
  settle,
  startSite,
  visit,
} from './browser';

const data = loadData();
const routes = routeTypes(data);
let site: Site;

beforeAll(async () => {
  site = await startSite();
});

afterAll(async () => {
  await site?.close();
});

describe('desktop 1280 × 900', () => {
  it.each(routes)(
    '$name ($path): renders, no console errors, no outside requests, no script requested, debug toggle not loaded',
    async ({ path }) => {
      const { page, watch } = await openPage(site, 'desktop');
      try {
        await visit(page, site, path);
        await hydrated(page);
        expect(plain(await page.locator('h1').first().textContent()).length).toBeGreaterThan(0);
        expect(await page.locator('h1').first().isVisible()).toBe(true);
        expect(await page.locator('aside').isVisible()).toBe(true);
        expect(await page.locator('footer').isVisible()).toBe(true);
        // The floating debug toggle is there; its panel, code and product index load only when opened.
        const toggle = page.locator('[data-debug-toggle]');
        expect(await toggle.isVisible()).toBe(true);
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        expect(watch.requests.filter((u) => /\/debug\/products\/\d+\.json$/.test(u) || isScript(u))).toEqual([]);
        expect(await page.locator('astro-island[ssr]').count()).toBe(await page.locator('astro-island').count());
        expect(await page.locator('[data-debug-panel]').count()).toBe(0);
        // Lazy images further down load without errors too.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await settle(page);
        expect(watch.errors).toEqual([]);
        expect(site.external).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

describe('mobile 390 × 844', () => {
  it.each(routes)(
    '$name ($path): no console errors, no script requested, no horizontal overflow, nothing under the top bar',
    async ({ path }) => {
      const { page, watch } = await openPage(site, 'mobile');
      try {
        await visit(page, site, path);
        await hydrated(page);
        expect(watch.requests.filter(isScript)).toEqual([]);
        expect(await page.locator('astro-island[ssr]').count()).toBe(await page.locator('astro-island').count());
        expect(await page.locator('h1').first().isVisible()).toBe(true);
        expect(await page.locator('aside').isVisible()).toBe(false);
        const overflow = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          wide: [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .filter((el) => getComputedStyle(el).visibility !== 'hidden' && !el.closest('[inert]'))
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120)),
        }));
        expect(
          overflow.scrollWidth,
          `elements wider than the viewport: ${overflow.wide.join(' | ')}`,
        ).toBeLessThanOrEqual(390);
        // The fixed top bar (56 px) covers none of the content at the top.
        const bar = await page.locator('body > header').boundingBox();
        const main = await page.locator('main').boundingBox();
        expect(bar?.height ?? 0).toBeGreaterThan(0);
        expect(main?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
        expect(watch.errors).toEqual([]);
        expect(site.external).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

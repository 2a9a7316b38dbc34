/**
 * Issue 22, what a phone shows, in a real browser: the price chart has
 * readable axes (first and last day, highest and lowest price, at least
 * 12 px, none of it drawn inside the scaled SVG), and the floating debug
 * button never covers content on a phone. Each test failed on the site
 * before its fix.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/dataset/schemas/product';
import { productPrices } from '../../src/render/routes/product';
import { loadData, type PageWatch, pick, plain, settle, siteUnderTest } from './browser';

const data = loadData();
const { open, site: currentSite } = siteUnderTest();
const { pricesAsOf } = data;

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(currentSite().external).toEqual([]);
}

const charted = pick(
  data.products.filter((p: Product) => productPrices(p, pricesAsOf).chart !== null),
  'a product with a price chart',
);

/** Font sizes (px) of the elements a selector matches. */
const fontSizes = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) => elements.map((element) => Number.parseFloat(getComputedStyle(element).fontSize)));

describe('issue 22: a phone shows the chart and the content whole', () => {
  it('issue 22: the price chart has readable axes: first and last day, highest and lowest price, at least 12 px', async () => {
    const chart = productPrices(charted, pricesAsOf).chart;
    if (chart === null) throw new Error('no chart');
    const { page, watch } = await open(charted.url, 'mobile');
    const y = await page.locator('[data-chart-y] span').allTextContents();
    const x = await page.locator('[data-chart-x] span').allTextContents();
    expect(y.map(plain)).toEqual([plain(chart.axis.max), plain(chart.axis.min)]);
    expect(x.map(plain)).toEqual([plain(chart.axis.from), plain(chart.axis.to)]);
    for (const size of [
      ...(await fontSizes(page, '[data-chart-y] span')),
      ...(await fontSizes(page, '[data-chart-x] span')),
      ...(await fontSizes(page, '[data-chart-window]')),
    ]) {
      expect(size).toBeGreaterThanOrEqual(12);
    }
    // No text inside the drawing, where it scaled down to about 6 px and the line crossed it.
    expect(await page.locator('svg[data-price-chart] text').count()).toBe(0);
    expect(plain(await page.locator('[data-chart-window]').textContent())).toBe(chart.lowLabel);
    noErrors(watch);
  });

  it.each([
    ['a product page with its chart', charted.url],
    ['a listing', '/vinkyl'],
  ])(
    'issue 22: on a phone the debug button covers nothing on %s, wherever the page is scrolled',
    async (_name, url) => {
      const { page, watch } = await open(url, 'mobile');
      await settle(page);
      const toggle = page.locator('[data-debug-toggle]');
      expect(await toggle.count()).toBe(1);
      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (const fraction of [0, 0.2, 0.4, 0.6, 0.8, 1]) {
        await page.evaluate((top) => window.scrollTo(0, top), Math.round(height * fraction));
        const covered = await toggle.evaluate((button) => {
          const box = button.getBoundingClientRect();
          if (box.bottom <= 0 || box.top >= window.innerHeight) return [];
          // Every piece of content (text, images, the chart, cards) that shares space with the button.
          const content = document.querySelectorAll('main *, footer *, [data-compare-tray] *');
          const hits: string[] = [];
          for (const element of content) {
            if (element.children.length > 0 && !(element instanceof SVGSVGElement)) continue;
            const other = element.getBoundingClientRect();
            if (other.width === 0 || other.height === 0) continue;
            const overlaps =
              other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
            if (overlaps)
              hits.push(`${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 30)}`);
          }
          return hits;
        });
        expect(covered, `scrolled to ${fraction * 100} %`).toEqual([]);
      }
      noErrors(watch);
    },
  );
});

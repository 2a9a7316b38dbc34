/**
 * Issue 22, what a phone shows, in a real browser: the price chart has
 * readable axes (first and last day, highest and lowest price, at least
 * 12 px, none of it scaled down with the drawing), and the floating debug
 * button never covers content on a phone. Issue 35 §8: the chart marks
 * today's price and the date of its lowest point, readable at 390 px.
 * Each test failed on the site before its fix.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/dataset/schemas/product';
import { productPrices } from '../../src/render/routes/product';
import { loadData, type PageWatch, pick, plain, settle, siteUnderTest, swedishPrice } from './browser';

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
    // Any text on the drawing is drawn at its size, not scaled down with the drawing (about 6 px on a phone before).
    for (const height of await page
      .locator('svg[data-price-chart] text')
      .evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().height))) {
      expect(height).toBeGreaterThanOrEqual(12);
    }
    expect(plain(await page.locator('[data-chart-window]').textContent())).toBe(chart.lowLabel);
    noErrors(watch);
  });

  it('issue 35 §8: the chart marks today’s price with its value and its lowest point with its date, readable and whole at 390 px', async () => {
    const product = pick(
      data.products.filter((p: Product) => {
        const chart = productPrices(p, pricesAsOf).chart;
        return chart !== null && chart.lowestLabel !== null;
      }),
      'a product whose price changed in the chart’s period',
    );
    const chart = productPrices(product, pricesAsOf).chart;
    if (chart === null || chart.lowest === null) throw new Error('no chart');
    const { page, watch } = await open(product.url, 'mobile');
    const svg = page.locator('svg[data-price-chart]');
    await svg.scrollIntoViewIfNeeded();
    const today = svg.locator('[data-chart-today]');
    const lowest = svg.locator('[data-chart-lowest]');
    expect(plain(await today.textContent())).toBe(plain(chart.todayLabel));
    // "I dag 8 990 kr": today's price on the chart's line, as the site writes prices; "Lägst i dag" where that
    // line is the lowest of several shops' lines.
    const todayWord = chart.lines.length > 0 ? 'Lägst i dag' : 'I dag';
    expect(plain(await today.textContent())).toBe(`${todayWord} ${swedishPrice(chart.today.price)}`);
    // "Lägst 7 oktober 2026": the day in Swedish.
    const day = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(`${chart.lowest.date}T12:00:00Z`),
    );
    expect(plain(await lowest.textContent())).toBe(`Lägst ${day}`);
    const boxes = await page.evaluate(() => {
      const rect = (selector: string) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box ? { left: box.left, right: box.right, top: box.top, bottom: box.bottom, height: box.height } : null;
      };
      return {
        svg: rect('svg[data-price-chart]'),
        today: rect('[data-chart-today]'),
        lowest: rect('[data-chart-lowest]'),
        todayMarker: rect('[data-today-marker]'),
        width: document.documentElement.clientWidth,
      };
    });
    const { svg: frame, today: todayBox, lowest: lowestBox, todayMarker } = boxes;
    if (!frame || !todayBox || !lowestBox || !todayMarker) throw new Error('a mark of the chart is missing');
    for (const label of [todayBox, lowestBox]) {
      // Readable: drawn at 12 px, not scaled down with the drawing.
      expect(label.height).toBeGreaterThanOrEqual(12);
      // Whole: inside the chart, which is inside the screen.
      expect(label.left).toBeGreaterThanOrEqual(frame.left - 0.5);
      expect(label.right).toBeLessThanOrEqual(frame.right + 0.5);
      expect(label.top).toBeGreaterThanOrEqual(frame.top - 0.5);
      expect(label.bottom).toBeLessThanOrEqual(frame.bottom + 0.5);
    }
    expect(frame.right).toBeLessThanOrEqual(boxes.width);
    // The two labels do not cover each other.
    const apart =
      todayBox.right <= lowestBox.left ||
      lowestBox.right <= todayBox.left ||
      todayBox.bottom <= lowestBox.top ||
      lowestBox.bottom <= todayBox.top;
    expect(apart).toBe(true);
    // Today's mark is at the chart's right end.
    expect(frame.right - todayMarker.right).toBeLessThan(12);
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

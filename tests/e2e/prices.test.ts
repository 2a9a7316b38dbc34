/**
 * Issue 13 in the browser: what a visitor sees about prices. A reduction is
 * shown only when the price history proves it; a fake sale has no struck
 * price; every product page with history shows the 30-day low and a chart
 * with a text alternative; pages say when prices were updated; retailer
 * links are marked and the commission is stated.
 */
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/dataset/schemas/product';
import { loadData, type PageWatch, pick, plain, siteUnderTest } from './browser';

const data = loadData();
const { open, site: currentSite } = siteUnderTest();

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(currentSite().external).toEqual([]);
}

const inList = (list: readonly Product[], what: string) => pick(list, what);
const reduced = inList(
  data.products.filter((p) => p.price_reduction !== null && p.price_history.length > 1),
  'a product with a proven reduction',
);
const fakeSale = inList(
  data.products.filter((p) => p.regular_price !== null && p.price_reduction === null && p.price_history.length > 0),
  'a product whose feed claims a sale the history does not prove',
);
const kr = (amount: number) => `${new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 }).format(amount)} kr`;

describe('prices a visitor can trust', () => {
  it('a proven reduction: the 30-day reference struck through, the percent from it, the 30-day low and the chart', async () => {
    const { page, watch } = await open(reduced.url, 'desktop');
    const reduction = reduced.price_reduction as NonNullable<Product['price_reduction']>;
    const priceLine = page.locator('main p.text-3xl').first();
    expect(plain(await priceLine.locator('[data-reference-price]').textContent())).toBe(
      plain(`Lägsta pris 30 dagar före sänkningen: ${kr(reduction.reference)}`),
    );
    expect(plain(await priceLine.locator('s').textContent())).toBe(plain(kr(reduction.reference)));
    expect(plain(await priceLine.locator('[data-reduction]').textContent())).toBe(`Sänkt ${reduction.percent} %`);
    expect(plain(await page.locator('[data-lowest-30]').textContent())).toBe(
      plain(`Lägsta pris senaste 30 dagarna: ${kr(reduced.lowest_price_30d ?? 0)}`),
    );
    const chart = page.locator('svg[data-price-chart]');
    expect(await chart.isVisible()).toBe(true);
    expect(await chart.getAttribute('role')).toBe('img');
    expect(await chart.locator('path').count()).toBe(1);
    expect(await chart.locator('[data-low-marker]').count()).toBe(1);
    const alternative = plain(await page.locator('[data-price-chart-text]').textContent());
    expect(alternative).toContain(plain(`Nu ${kr(reduced.price)}`));
    expect(alternative).toContain(plain(`Lägsta pris senaste 30 dagarna: ${kr(reduced.lowest_price_30d ?? 0)}`));
    noErrors(watch);
  });

  it('a fake sale: no struck price and no percentage, whatever the feed claims', async () => {
    const { page, watch } = await open(fakeSale.url, 'mobile');
    const priceLine = page.locator('main p.text-3xl').first();
    expect(plain(await priceLine.textContent())).toBe(plain(kr(fakeSale.price)));
    expect(await priceLine.locator('s').count()).toBe(0);
    expect(await page.locator('[data-lowest-30]').isVisible()).toBe(true);
    noErrors(watch);
  });

  it('product and listing pages say when prices were updated, from the data', async () => {
    for (const path of [reduced.url, '/vinkyl', '/produkt']) {
      const { page, watch } = await open(path, 'desktop');
      expect(plain(await page.locator('[data-prices-updated]').first().textContent()), path).toContain(
        'Priser uppdaterade 23 november 2026',
      );
      noErrors(watch);
    }
  });

  it('the retailer button is marked "Annons" and the commission is stated beside it, with a link that explains', async () => {
    const { page, watch } = await open(reduced.url, 'desktop');
    const button = page.locator('main a[rel="sponsored noopener"]').first();
    expect(await button.isVisible()).toBe(true);
    expect(plain(await button.locator('xpath=..').textContent())).toContain('Annons');
    const commission = page.locator('[data-commission]');
    expect(plain(await commission.textContent())).toContain('Vi kan få provision');
    await commission.getByRole('link', { name: 'Så tjänar vi pengar' }).click();
    await page.waitForURL(/\/sa-tjanar-vi-pengar$/);
    expect(plain(await page.locator('h1').textContent())).toBe('Så tjänar vi pengar');
    noErrors(watch);
  });

  it('every listing links its sort control to "Så jämför vi", which states the main ranking parameters', async () => {
    const { page, watch } = await open('/vinkyl', 'desktop');
    await page.locator('[data-how-we-compare]').click();
    await page.waitForURL(/\/sa-jamfor-vi$/);
    expect(plain(await page.locator('h1').textContent())).toBe('Så jämför vi');
    expect(plain(await page.locator('main').textContent())).toContain('Standardordningen');
    noErrors(watch);
  });
});

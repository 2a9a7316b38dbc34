/**
 * Issue 35 §8: a shared sorted link shows the sorted list, never the feed's
 * order first, and paging keeps the sort. The island's code is held back as
 * on a slow network, so the test sees what a visitor sees before it comes.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { priceWithShipping } from '../../src/shared/price-with-shipping';
import { tenYearCost } from '../../src/shared/running-cost';
import { hydrated, listingProducts, loadData, openPage, type ProductData, settle, siteUnderTest } from './browser';

const data = loadData();
const { site } = siteUnderTest();
const PER_PAGE = 24;
const WAIT = { timeout: 15_000 } as const;
const LISTING = '/fristaende-vinkyl';

/** The products of the listing in the order of its ten-year-cost sort: known costs first, then the rest. */
function byTenYearCost(all: readonly ProductData[]): string[] {
  const keyed = all.map((p, index) => ({
    url: p.url,
    index,
    cost: tenYearCost(priceWithShipping(p.price, p.shipping_price), p.energy_kwh_year),
  }));
  const known = keyed.filter((k) => k.cost !== null).sort((a, b) => (a.cost ?? 0) - (b.cost ?? 0) || a.index - b.index);
  return [...known, ...keyed.filter((k) => k.cost === null)].map((k) => k.url);
}

const cardPaths = (page: Page) =>
  page
    .locator('[data-part="grid"] > [data-product-card] h3 a')
    .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href') ?? '', location.href).pathname));

const visible = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => getComputedStyle(element).visibility === 'visible');

describe('a shared sorted link (issue 35 §8)', () => {
  it('never paints the feed’s order or a "Nästa" that drops the sort, and shows the sorted list once drawn', async () => {
    const all = await listingProducts(site().url, data.products, LISTING);
    expect(all.length).toBeGreaterThan(PER_PAGE);
    const sorted = byTenYearCost(all);
    // The feed's first page differs from the sorted one, so a flash of it would be seen.
    expect(all.slice(0, PER_PAGE).map((p) => p.url)).not.toEqual(sorted.slice(0, PER_PAGE));

    const { page } = await openPage(site());
    const held: Route[] = [];
    let release = false;
    await page.route('**/_astro/*.js', (route) => (release ? route.fallback() : void held.push(route)));
    await page.goto(new URL(`${LISTING}?sortera=totalkostnad`, site().url).href, { waitUntil: 'load' });
    // The code is held: the server's cards and page links are there but not shown.
    expect(await page.locator('[data-part="grid"] > [data-product-card]').count()).toBe(PER_PAGE);
    expect(await visible(page, '[data-part="grid"]')).toBe(false);
    expect(await visible(page, '[data-part="pages"]')).toBe(false);
    expect(await page.locator('a[rel="next"]').isVisible()).toBe(false);

    release = true;
    for (const route of held.splice(0)) await route.fallback();
    await hydrated(page);
    await expect.poll(() => cardPaths(page), WAIT).toEqual(sorted.slice(0, PER_PAGE));
    expect(await visible(page, '[data-part="grid"]')).toBe(true);
    // Paging keeps the sort: the next results continue the same order, none repeated.
    expect(await page.locator('a[rel="next"]').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Visa fler produkter' }).click();
    await expect.poll(() => cardPaths(page), WAIT).toEqual(sorted.slice(0, Math.min(sorted.length, 2 * PER_PAGE)));
    expect(new URL(page.url()).searchParams.get('sortera')).toBe('totalkostnad');
  });

  it('shows the server’s page after all when the island’s code cannot be had', async () => {
    const { page } = await openPage(site());
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto(new URL(`${LISTING}?sortera=totalkostnad`, site().url).href, { waitUntil: 'load' });
    await settle(page);
    await expect.poll(() => visible(page, '[data-part="grid"]'), WAIT).toBe(true);
    expect(await page.locator('a[rel="next"]').isVisible()).toBe(true);
  });

  it('leaves a listing without a view in its URL as it is', async () => {
    const { page } = await openPage(site());
    await page.route('**/_astro/*.js', () => undefined);
    await page.goto(new URL(LISTING, site().url).href, { waitUntil: 'load' });
    expect(await visible(page, '[data-part="grid"]')).toBe(true);
    expect(await page.locator('a[rel="next"]').isVisible()).toBe(true);
  });
});

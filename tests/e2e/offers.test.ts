/**
 * Issue 20 in the browser: a product several shops sell shows every shop's
 * offer, in stock first and then the cheapest total with shipping, each
 * shop named on its button; cards, the filtered listing and the compare
 * page show the lowest price and how many shops sell it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  loadData,
  type PageWatch,
  type ProductData,
  pick,
  plain,
  settle,
  siteUnderTest,
  swedishPrice,
} from './browser';

const data = loadData();
const { open, site: currentSite } = siteUnderTest();

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(currentSite().external).toEqual([]);
}

const several = data.products.filter((p) => p.offer_count > 1 && p.image_url !== null);
const product: ProductData = pick(
  [...several].sort((a, b) => b.offer_count - a.offer_count),
  'product sold by several shops',
);
const shopsLabel = (count: number) => (count === 1 ? '1 butik' : `${count} butiker`);
/** A card's shops line (issue 35): how many shops, and the shipping of the offer whose price it shows. */
const shopsLine = (p: ProductData) =>
  `${shopsLabel(p.offer_count)} · ${
    p.shipping_price === null
      ? 'frakt enligt butiken'
      : p.shipping_price === 0
        ? 'fri frakt'
        : `+ ${swedishPrice(p.shipping_price)} frakt`
  }`;
/** "från" before a price only when several shops sell it and none asks less (issue 35). */
const saysFrom = (p: ProductData) => p.offer_count > 1 && p.price <= p.lowest_price;

/** Each listed offer as the visitor reads it. */
async function listedOffers(page: Page) {
  return page.locator('[data-offer]').evaluateAll((rows) =>
    rows.map((row) => ({
      shop: row.querySelector('[data-offer-shop]')?.textContent?.trim() ?? '',
      price: row.querySelector('.font-bold')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      total: row.querySelector('[data-offer-total]')?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
      stock: row.querySelector('[data-offer-stock]')?.textContent?.trim() ?? '',
      reduced: row.querySelector('[data-reduction]') !== null,
    })),
  );
}

describe('the offers of a product several shops sell', () => {
  it('lists every shop, in stock first and then the cheapest total with shipping, each named on its button', async () => {
    const { page, watch } = await open(product.url);
    const offers = await listedOffers(page);
    expect(offers.map((offer) => offer.shop)).toEqual(product.offers.map((offer) => offer.shop_name));
    expect(offers.length).toBe(product.offer_count);
    expect(plain(await page.locator('#priser-rubrik').textContent())).toBe(
      `Jämför priser i ${product.offer_count} butiker`,
    );
    expect(plain(await page.locator('[data-offers-order]').textContent())).toContain('i lager visas först');

    // The order the visitor sees: in stock first, then by total (price when the shipping is unknown).
    const keys = product.offers.map((offer) => [offer.in_stock ? 0 : 1, offer.total_price ?? offer.price] as const);
    for (let i = 1; i < keys.length; i += 1) {
      const [stockBefore, totalBefore] = keys[i - 1] ?? [0, 0];
      const [stock, total] = keys[i] ?? [0, 0];
      expect(stockBefore < stock || (stockBefore === stock && totalBefore <= total), `offer ${i}`).toBe(true);
    }
    for (const [i, offer] of product.offers.entries()) {
      expect(plain(offers[i]?.price)).toBe(swedishPrice(offer.price));
      if (offer.total_price !== null)
        expect(plain(offers[i]?.total)).toBe(`· Totalt ${swedishPrice(offer.total_price)}`);
      expect(offers[i]?.stock).toBe(offer.in_stock ? 'I lager' : 'Beställningsvara');
      // A reduction only where that shop's own history proves it.
      expect(offers[i]?.reduced).toBe(offer.price_reduction !== null);
      const button = page
        .locator('[data-offer]')
        .nth(i)
        .getByRole('link', { name: `Till ${offer.shop_name}` });
      expect(await button.getAttribute('href')).toBe(offer.tracking_url ?? offer.product_url);
      expect(await button.getAttribute('target')).toBe('_blank');
      expect(await button.getAttribute('rel')).toBe('sponsored noopener');
      expect(await button.locator('xpath=..').getByText('Annons', { exact: true }).isVisible()).toBe(true);
    }
    noErrors(watch);
  });

  it('names the shop of the first offer at the top, its price, and jumps to the offers (issue 35)', async () => {
    const { page, watch } = await open(product.url);
    const [first] = product.offers;
    const top = page.locator('[data-top-price]');
    expect(plain(await top.locator('p').first().textContent())).toContain(
      `${saysFrom(product) ? 'från ' : ''}${swedishPrice(first?.price ?? 0)}`,
    );
    expect(plain(await top.locator('[data-top-shop]').textContent())).toBe(`hos ${first?.shop_name}`);
    await page.locator('[data-offers-link]').click();
    await page.waitForFunction(() => location.hash === '#priser');
    const box = await page.locator('#priser-rubrik').boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(box?.y ?? 1e9).toBeLessThan(page.viewportSize()?.height ?? 0);
    noErrors(watch);
  });

  it('charts the lowest price across shops and a line of its own per shop, named in a legend', async () => {
    const charted = pick(
      several.filter((p) => p.offers.filter((offer) => offer.price_history.length > 0).length > 1),
      'product with several shops’ histories',
    );
    const { page, watch } = await open(charted.url);
    const shops = charted.offers.filter((offer) => offer.price_history.length > 0).map((offer) => offer.shop_name);
    const chart = page.locator('[data-price-chart]');
    expect(
      await chart
        .locator('[data-shop-line]')
        .evaluateAll((lines) => lines.map((l) => l.getAttribute('data-shop-line'))),
    ).toEqual(shops);
    const legend = await page.locator('[data-chart-legend] li').allTextContents();
    expect(legend.map(plain)).toEqual(['Lägsta pris bland butikerna', ...shops]);
    expect(await page.locator('[data-chart-legend]').isVisible()).toBe(true);
    expect(plain(await page.locator('[data-price-chart-text]').textContent())).toContain(
      'Tunna linjer visar priset hos',
    );
    noErrors(watch);
  });

  it('fits a phone: every offer whole at 390 px, no sideways scrolling', async () => {
    const { page, watch } = await open(product.url, 'mobile');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const row of await page.locator('[data-offer]').all()) {
      const box = await row.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    }
    noErrors(watch);
  });
});

describe('cards and listings: the lowest price and how many shops', () => {
  it('a brand page’s cards name the first offer’s price, the number of shops and the shipping; "från" only before the lowest price', async () => {
    const { page, watch } = await open(`/varumarken/${product.brand_slug}`);
    const card = page.locator('[data-product-card]', { has: page.locator(`a[href="${product.url}"]`) });
    expect(plain(await card.locator('[data-shops]').textContent())).toBe(shopsLine(product));
    expect(await card.locator('[data-price-from]').count()).toBe(saysFrom(product) ? 1 : 0);
    expect(plain(await card.locator('.font-bold').first().textContent())).toBe(swedishPrice(product.price));
    // Every card of the page: its shops line and "från" as its product's data says.
    const brandProducts = data.products.filter((p) => p.brand_slug === product.brand_slug);
    for (const each of brandProducts.slice(0, 24)) {
      const other = page.locator('[data-product-card]', { has: page.locator(`a[href="${each.url}"]`) });
      if ((await other.count()) === 0) continue;
      expect(plain(await other.locator('[data-shops]').textContent()), each.url).toBe(shopsLine(each));
      expect(await other.locator('[data-price-from]').count(), each.url).toBe(saysFrom(each) ? 1 : 0);
    }
    noErrors(watch);
  });

  it('the filter draws the same cards in the browser, with the number of shops', async () => {
    if (!product.category_slug || !product.brand_slug) throw new Error('the product needs a category and a brand');
    const { page, watch } = await open(`/${product.category_slug}?marke=${product.brand_slug}`);
    await settle(page);
    const card = page.locator('[data-part="grid"] [data-product-card]', {
      has: page.locator(`a[href="${product.url}"]`),
    });
    await card.waitFor({ timeout: 15_000 });
    expect(plain(await card.locator('[data-shops]').textContent())).toBe(shopsLine(product));
    expect(await card.locator('[data-price-from]').count()).toBe(saysFrom(product) ? 1 : 0);
    noErrors(watch);
  });
});

describe('the compare page', () => {
  it('shows the first offer’s total with shipping and where, the number of shops, and links to that shop by name', async () => {
    const bestOf = (p: ProductData) => p.offers[0] as ProductData['offers'][number];
    // Another shop than the product's best, so each link's name is its column's own.
    const other = pick(
      data.products.filter(
        (p) => p.offer_count === 1 && p.tracking_product_url && p.offers[0]?.shop !== bestOf(product).shop,
      ),
      'product sold by one other shop',
    );
    const { page, watch } = await open(`/jamfor?p=${encodeURIComponent(product.sku)},${encodeURIComponent(other.sku)}`);
    await page.locator('[data-compare-result]:not([hidden])').waitFor({ timeout: 15_000 });
    const row = (label: string) => page.locator('tr', { has: page.locator('th', { hasText: label }) });
    const totals = (await row('Totalt inkl. frakt').locator('td').allTextContents()).map(plain);
    const best = bestOf(product);
    // The shipping in the total is named too (issue 22); a "Lägst" mark may follow.
    const shipping = best.shipping_price === 0 ? 'fri frakt' : `varav frakt ${swedishPrice(best.shipping_price ?? 0)}`;
    expect([
      `${swedishPrice(best.total_price ?? 0)} hos ${best.shop_name}, ${shipping}`,
      `${swedishPrice(best.total_price ?? 0)} hos ${best.shop_name}, ${shipping} Lägst`,
    ]).toContain(totals[0]);
    expect((await row('Butiker').locator('td').allTextContents()).map(plain)).toEqual([
      shopsLabel(product.offer_count),
      '1 butik',
    ]);
    const link = page.getByRole('link', { name: `Till ${best.shop_name}` });
    expect(await link.getAttribute('href')).toBe(best.tracking_url);
    expect(await link.getAttribute('rel')).toBe('sponsored noopener');
    noErrors(watch);
  });
});

describe('old URLs of an offer', () => {
  it('lead to the product with a 301: the slug, the SKU and the name the row had as a page of its own', async () => {
    const alias = product.offers.find((offer) => offer.slug !== product.slug);
    if (!alias) throw new Error('the product has no offer with a slug of its own');
    for (const old of [alias.slug, alias.sku.toLowerCase()]) {
      const { page, watch, status } = await open(`/produkt/${encodeURIComponent(old)}`);
      expect(status, old).toBe(200);
      expect(new URL(page.url()).pathname, old).toBe(product.url);
      expect(plain(await page.locator('h1').textContent())).toBe(plain(product.name));
      noErrors(watch);
    }
    const response = await fetch(new URL(`/produkt/${alias.slug}`, currentSite().url), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(product.url);
  });
});

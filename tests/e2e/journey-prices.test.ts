/**
 * Issue 22, prices and words, in a real browser: one wording for free
 * shipping, the footer's sentences keep their spaces, a struck price says
 * visibly what it is, and a sale the feed claims but the history does not
 * prove is said plainly. Each test failed on the site before its fix.
 */
import { describe, expect, it } from 'vitest';
import { common } from '../../src/copy/common';
import type { Product } from '../../src/dataset/schemas/product';
import { unprovenSale } from '../../src/render/routes/product';
import { formatPrice } from '../../src/shared/format';
import { loadData, type PageWatch, pick, plain, siteUnderTest } from './browser';

const data = loadData();
const { open, site: currentSite } = siteUnderTest();
const { pricesAsOf } = data;

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(currentSite().external).toEqual([]);
}

describe('issue 22: prices and words a buyer can trust', () => {
  it('issue 22: free shipping reads "Fri frakt" on the product page, as in the offer table', async () => {
    // One shop, so the delivery line under the price is that shop's.
    const product = pick(
      data.products.filter((p: Product) => p.offers.length === 1 && p.offers[0]?.shipping_price === 0),
      'a product with free shipping',
    );
    const { page, watch } = await open(product.url);
    const delivery = plain(await page.locator('[data-delivery]').locator('..').textContent());
    expect(delivery).toContain('Fri frakt');
    expect(plain(await page.locator('main').textContent())).not.toContain('Frakt fri');
    noErrors(watch);
  });

  it('issue 22: the footer’s disclosure keeps the spaces between its sentence and links', async () => {
    const { page, watch } = await open('/');
    const text = plain(await page.locator('[data-affiliate-disclosure]').textContent());
    expect(text).toMatch(/marknadsföringslagen\. Så tjänar vi pengar · Så jämför vi$/);
    noErrors(watch);
  });

  it('issue 22: a struck price says visibly that it is the lowest price of the 30 days before the reduction', async () => {
    const product = pick(
      data.products.filter((p: Product) => p.price_reduction !== null),
      'a product with a proven reduction',
    );
    const reduction = product.price_reduction as NonNullable<Product['price_reduction']>;
    const { page, watch } = await open(product.url);
    const reference = page.locator('main [data-top-price] [data-reference-price]');
    expect(await reference.isVisible()).toBe(true);
    expect(plain(await reference.textContent())).toBe(
      plain(`${common.reductionReferencePrefix}${formatPrice(reduction.reference, product.currency)}`),
    );
    // The label is on screen, not only for screen readers, and the struck price is only the price.
    const label = await reference.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { width: box.width, struck: element.querySelector('s')?.textContent ?? '' };
    });
    expect(label.width).toBeGreaterThan(100);
    expect(plain(label.struck)).toBe(plain(formatPrice(reduction.reference, product.currency)));
    noErrors(watch);
  });

  it('issue 22: a sale the feed claims but the history does not prove is said plainly, naming the shop', async () => {
    const product = pick(
      data.products.filter(
        (p: Product) => p.regular_price !== null && p.price_reduction === null && p.price_history.length > 0,
      ),
      'a product whose feed claims a sale the history does not prove',
    );
    const expected = unprovenSale(product, pricesAsOf);
    expect(expected).not.toBeNull();
    const { page, watch } = await open(product.url);
    const claim = page.locator('[data-unproven-sale]');
    expect(await claim.isVisible()).toBe(true);
    expect(plain(await claim.textContent())).toBe(plain(expected));
    expect(plain(await claim.textContent())).toContain(
      formatPrice(product.regular_price ?? 0, product.currency).replace(/\s/g, ' '),
    );
    // Still no struck price and no percentage for it.
    expect(await page.locator('main [data-top-price] s').count()).toBe(0);
    noErrors(watch);
  });
});

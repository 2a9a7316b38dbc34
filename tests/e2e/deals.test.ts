/**
 * Issue 38 §2 in the browser: a visitor finds /prisfall from the footer,
 * sees the largest proven drops first with the shop named, the percent, the
 * 30-day reference and the date, narrows them to a category, pages on, finds
 * the feed in the head, and sees "Lägsta priset på 90 dagar" only where the
 * history proves it. JavaScript is not needed for any of it.
 */
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/dataset/schemas/product';
import { LIMITS } from '../../src/render/select';
import { loadData, type PageWatch, pick, plain, siteUnderTest, swedishPrice } from './browser';

const data = loadData();
const { open, site } = siteUnderTest();

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(site().external).toEqual([]);
}

/** Every offer with a proven reduction, largest first, as the site sorts them. */
const drops = data.products
  .flatMap((product) =>
    product.offers.flatMap((offer) =>
      offer.price_reduction ? [{ product, offer, reduction: offer.price_reduction }] : [],
    ),
  )
  .sort(
    (a, b) =>
      b.reduction.percent - a.reduction.percent ||
      b.reduction.reference - b.offer.price - (a.reduction.reference - a.offer.price),
  );

describe('/prisfall in the browser', () => {
  it('is linked from the footer and lists the largest proven drop first, shop, percent, reference and date', async () => {
    const { page: home, watch: homeWatch } = await open('/', 'mobile');
    expect(await home.locator('footer').getByRole('link', { name: 'Prisfall just nu' }).getAttribute('href')).toBe(
      '/prisfall',
    );
    noErrors(homeWatch);
    const { page, watch } = await open('/prisfall', 'mobile');
    expect(plain(await page.locator('h1').textContent())).toBe('Prisfall just nu');
    const rows = page.locator('[data-deal]');
    expect(await rows.count()).toBe(Math.min(LIMITS.dealsPerPage, drops.length));
    const top = pick(drops, 'proven drop');
    const first = rows.first();
    expect(plain(await first.locator('[data-deal-product]').textContent())).toBe(plain(top.product.name));
    expect(plain(await first.locator('[data-deal-shop]').textContent())).toBe(`hos ${top.offer.shop_name}`);
    expect(plain(await first.locator('[data-reduction]').textContent())).toBe(`Sänkt ${top.reduction.percent} %`);
    expect(plain(await first.locator('[data-reference-price]').textContent())).toBe(
      plain(`Lägsta pris 30 dagar före sänkningen: ${swedishPrice(top.reduction.reference)}`),
    );
    expect(await first.locator('time').getAttribute('datetime')).toBe(top.reduction.since);
    const shop = first.locator('a[rel="sponsored noopener"]');
    expect(plain(await shop.textContent())).toBe(`Till ${top.offer.shop_name}`);
    expect(await shop.getAttribute('target')).toBe('_blank');
    expect(plain(await shop.locator('xpath=..').textContent())).toContain('Annons');
    // The product link leads to its page, whose offers table names the same shop (opened as a click would load it).
    expect(await first.locator('[data-deal-product]').getAttribute('href')).toBe(top.product.url);
    const { page: product, watch: productWatch } = await open(top.product.url, 'mobile');
    expect(plain((await product.locator('[data-offer-shop]').allTextContents()).join(' '))).toContain(
      plain(top.offer.shop_name),
    );
    noErrors(productWatch);
    noErrors(watch);
  });

  it('narrows to a category and pages on with plain links, and the head links the Atom feed', async () => {
    const { page, watch } = await open('/prisfall', 'desktop');
    const feed = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    expect(((await feed.getAttribute('href')) ?? '').endsWith('/prisfall.xml')).toBe(true);
    const answer = await page.request.get(new URL('/prisfall.xml', site().url).href);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    const categories = page.getByRole('navigation', { name: 'Visa prisfall i en kategori' });
    const vinkyl = categories.getByRole('link', { name: /^Vinkyl \(\d+\)$/ });
    const count = Number(/\((\d+)\)/.exec((await vinkyl.textContent()) ?? '')?.[1]);
    expect(await vinkyl.getAttribute('href')).toBe('/prisfall/vinkyl');
    // Plain links (no script): each is opened as a visitor's click would load it.
    const next = page.getByRole('link', { name: 'Nästa' });
    if (drops.length > LIMITS.dealsPerPage) {
      expect(await next.getAttribute('href')).toBe('/prisfall/sida/2');
      const { page: second } = await open('/prisfall/sida/2', 'desktop');
      expect(await second.locator('[data-deal]').count()).toBe(
        Math.min(LIMITS.dealsPerPage, drops.length - LIMITS.dealsPerPage),
      );
      expect(plain(await second.locator('[data-deals-showing]').textContent())).toMatch(
        /^Visar 25–\d+ av \d+ prisfall$/,
      );
    } else {
      expect(await next.count()).toBe(0);
    }
    const { page: category, watch: categoryWatch } = await open('/prisfall/vinkyl', 'desktop');
    const nav = category.getByRole('navigation', { name: 'Visa prisfall i en kategori' });
    expect(await nav.getByRole('link', { name: /^Vinkyl/ }).getAttribute('aria-current')).toBe('page');
    expect(plain(await category.locator('h1').textContent())).toBe('Prisfall: Vinkyl');
    expect(await category.locator('[data-deal]').count()).toBe(Math.min(LIMITS.dealsPerPage, count));
    expect(await category.locator('head link[rel="alternate"]').getAttribute('href')).toMatch(
      /\/prisfall\/vinkyl\.xml$/,
    );
    noErrors(watch);
    noErrors(categoryWatch);
  });

  it('a category without a proven drop says so in Swedish', async () => {
    const { page } = await open('/prisfall', 'desktop');
    const empty = page
      .getByRole('navigation', { name: 'Visa prisfall i en kategori' })
      .getByRole('link', { name: / \(0\)$/ })
      .first();
    if ((await empty.count()) === 0) return;
    const { page: quiet, watch } = await open((await empty.getAttribute('href')) ?? '', 'desktop');
    expect(plain(await quiet.locator('[data-deals-empty]').textContent())).toContain('Inga bevisade prisfall just nu');
    expect(await quiet.locator('[data-deal]').count()).toBe(0);
    noErrors(watch);
  });
});

describe('"Lägsta priset på 90 dagar" in the browser', () => {
  const noted = pick(
    data.products.filter((p: Product) => p.lowest_in_90_days),
    'product at its 90-day low',
  );
  const other = pick(
    data.products.filter((p: Product) => !p.lowest_in_90_days && p.price_history.length > 0),
    'product with history not at its 90-day low',
  );

  it('stands by the headline price only where the history proves it', async () => {
    const { page, watch } = await open(noted.url, 'mobile');
    const note = page.locator('[data-top-price] [data-lowest-90]');
    expect(await note.isVisible()).toBe(true);
    expect(plain(await note.textContent())).toBe('Lägsta priset på 90 dagar');
    const { page: otherPage } = await open(other.url, 'mobile');
    expect(await otherPage.locator('[data-top-price] [data-lowest-90]').count()).toBe(0);
    noErrors(watch);
  });
});

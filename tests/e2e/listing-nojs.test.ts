/**
 * A listing with JavaScript disabled (issue 12 §2, §5): plain page links walk
 * through every product of a category and of a brand, each page with its own
 * title and canonical; the native filter form submits to the listing's
 * first page, which cannot filter by itself: it shows every product in order
 * (nothing breaks) and says so.
 */
import { describe, expect, it } from 'vitest';
import { loadData, type PageWatch, plain, siteUnderTest } from './browser';

const data = loadData();
const { open, site: currentSite } = siteUnderTest({ javaScriptEnabled: false });
const PER_PAGE = 24;

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(currentSite().external).toEqual([]);
}

describe('a listing without JavaScript', () => {
  it('walks /vinkyl page by page with "Nästa": every product once, each page its own title and canonical', async () => {
    const { page, watch } = await open('/vinkyl');
    const listed = data.products.filter((p) => /vinkyl/i.test(p.category ?? '')).length;
    const seen: string[] = [];
    const titles = new Set<string>();
    for (let number = 1; ; number += 1) {
      const path = new URL(page.url()).pathname;
      expect(path).toBe(number === 1 ? '/vinkyl' : `/vinkyl/sida/${number}`);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${path}$`));
      titles.add(await page.title());
      const hrefs = await page
        .locator('#produkter [data-product-card] h3 a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBe(Math.min(PER_PAGE, listed - seen.length));
      seen.push(...hrefs);
      const status = plain(await page.locator('[data-filter-count]').textContent());
      expect(status).toBe(`Visar ${seen.length - hrefs.length + 1}–${seen.length} av ${listed} produkter`);
      const next = page.locator('nav[aria-label="Sidor"] a[rel="next"]');
      if ((await next.count()) === 0) break;
      // Wait for this page's successor, not any /sida/ URL: the current one matches that at once.
      await Promise.all([page.waitForURL(new RegExp(`/vinkyl/sida/${number + 1}$`)), next.click()]);
    }
    expect(seen).toHaveLength(listed);
    expect(new Set(seen).size).toBe(listed);
    expect(titles.size).toBe(Math.ceil(listed / PER_PAGE));
    // "Föregående" leads back, page 1 is the category page itself.
    await page.locator('nav[aria-label="Sidor"] a', { hasText: '1' }).first().click();
    await page.waitForURL(/\/vinkyl$/);
    noErrors(watch);
  });

  it('keeps the brand’s texts on a later brand page, if any brand has one', async () => {
    const brand = [...data.brands].sort((a, b) => b.product_count - a.product_count)[0];
    if (!brand) throw new Error('the built data has no brand');
    const { page, watch } = await open(`/varumarken/${brand.slug}`);
    const count = plain(await page.locator('[data-brand-count]').textContent());
    const next = page.locator('nav[aria-label="Sidor"] a[rel="next"]');
    if ((await next.count()) > 0) {
      await next.click();
      await page.waitForURL(new RegExp(`/varumarken/${brand.slug}/sida/2$`));
      expect(plain(await page.locator('h1').textContent())).toBe(brand.name);
      expect(plain(await page.locator('[data-brand-count]').textContent())).toBe(count);
      expect(plain(await page.locator('#varumarkets-produkter').textContent())).toBe(`${brand.name} Produkter`);
    } else {
      // The sample's largest brand fits one page: all its cards are on it, and no page links are shown.
      expect(await page.locator('#produkter [data-product-card]').count()).toBe(Number(/\d+/.exec(count)?.[0]));
    }
    noErrors(watch);
  });

  it('submits the filter form to the listing, which shows every product in order and says why', async () => {
    const { page, watch } = await open('/vinkyl/sida/2');
    const note = page.locator('form[data-filter-bar] noscript, form[data-filter-bar] p', {
      hasText: 'Filter och sortering behöver JavaScript',
    });
    expect(await note.first().isVisible()).toBe(true);
    const brand = await page.locator('select[name="marke"] option').nth(1).getAttribute('value');
    await page.locator('select[name="marke"]').selectOption(brand ?? '');
    // A tick and a choice respond natively, without any script.
    await page.getByLabel(/Endast i lager/).check();
    expect(await page.getByLabel(/Endast i lager/).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Visa produkter' }).click();
    await page.waitForURL(/\/vinkyl\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/vinkyl');
    expect(url.searchParams.get('marke')).toBe(brand);
    expect(url.searchParams.get('lager')).toBe('1');
    expect(await page.locator('#produkter [data-product-card]').count()).toBe(PER_PAGE);
    expect(plain(await page.locator('h1').textContent()).length).toBeGreaterThan(0);
    noErrors(watch);
  });
});

/**
 * A listing with JavaScript disabled (issue 12 §2, §5): plain page links walk
 * through every product of a category and of a brand, each page with its own
 * title and canonical. The static pages cannot filter by themselves, so the
 * filter form is hidden and one note says so (issue 22).
 */
import { describe, expect, it } from 'vitest';
import { loadData, type PageWatch, plain, siteUnderTest } from './browser';

const data = loadData();
const { open, site: currentSite } = siteUnderTest({ javaScriptEnabled: false });
const { open: openWithScript } = siteUnderTest();
const PER_PAGE = 24;

function topBrand(): (typeof data.brands)[number] {
  const brand = [...data.brands].sort((a, b) => b.product_count - a.product_count)[0];
  if (!brand) throw new Error('the built data has no brand');
  return brand;
}

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
        .locator('[data-part="grid"] [data-product-card] h3 a')
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
    const brand = topBrand();
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
      expect(await page.locator('[data-part="grid"] [data-product-card]').count()).toBe(Number(/\d+/.exec(count)?.[0]));
    }
    noErrors(watch);
  });

  it('issue 22: hides the filter form, which cannot filter static pages, and says so once; the page links still work', async () => {
    for (const path of ['/vinkyl', '/vinkyl/sida/2', `/varumarken/${topBrand().slug}`]) {
      const { page, watch } = await open(path);
      // Nothing a visitor could fill in and submit for nothing: no form, no control of it, no button.
      expect(await page.locator('form[data-filter-bar]').count()).toBe(1);
      expect(await page.locator('form[data-filter-bar]').isVisible()).toBe(false);
      for (const control of await page.locator('form[data-filter-bar] :is(select, input, button)').all()) {
        expect(await control.isVisible()).toBe(false);
      }
      expect(await page.getByRole('button', { name: 'Visa produkter' }).count()).toBe(0);
      // Said once, visibly. (Playwright's text selectors skip <noscript>, hence the page's own text.)
      const note = page.locator('[data-filter-nojs]');
      expect(await note.count()).toBe(1);
      expect(await note.isVisible()).toBe(true);
      expect(plain(await note.textContent())).toMatch(
        /^Filter och sortering behöver JavaScript\..*sidlänkarna under produkterna\.$/,
      );
      const said = await page.evaluate(
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point: what a visitor reads, not what <noscript> holds
        () => document.body.innerText.split('Filter och sortering behöver JavaScript').length - 1,
      );
      expect(said).toBe(1);
      // The products and their status line are there; the page links walk the listing when it has more pages.
      expect(await page.locator('[data-part="grid"] [data-product-card]').count()).toBeGreaterThan(0);
      expect(plain(await page.locator('[data-filter-count]').textContent())).toMatch(
        /^Visar \d+–\d+ av \d+ produkter$/,
      );
      noErrors(watch);
    }
  });

  it('issue 22: with JavaScript the same form shows and the note does not', async () => {
    const { page } = await openWithScript('/vinkyl');
    expect(await page.locator('form[data-filter-bar]').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Visa produkter' }).isVisible()).toBe(true);
    expect(await page.locator('[data-filter-nojs]').count()).toBe(0);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point, as above
    expect(await page.evaluate(() => document.body.innerText.includes('Filter och sortering behöver JavaScript'))).toBe(
      false,
    );
  });
});

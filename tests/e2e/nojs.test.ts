/**
 * With JavaScript disabled the pages stay readable: key texts, product and
 * post cards, FAQ answers (native <details>) and the SEO text toggle (also a
 * native <details>) all work without any script.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadData, type PageWatch, pick, plain, renderedText, siteUnderTest } from './browser';

const data = loadData();
const { open, site: currentSite } = siteUnderTest({ javaScriptEnabled: false });

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(currentSite().external).toEqual([]);
}

/** Clicking a question shows its answer, clicking again hides it. */
async function expectAnswerToggles(details: Locator): Promise<void> {
  const answer = details.locator('summary + *');
  expect(await answer.isVisible()).toBe(false);
  await details.locator('summary').click();
  await answer.waitFor({ state: 'visible' });
  expect(plain(await answer.textContent()).length).toBeGreaterThan(0);
  await details.locator('summary').click();
  await answer.waitFor({ state: 'hidden' });
}

describe('JavaScript disabled', () => {
  it('scripts really are off: islands stay server-rendered, the debug toggle loads nothing', async () => {
    const { page, watch } = await open('/vinkyl', 'mobile');
    const islands = await page.locator('astro-island').count();
    expect(islands).toBeGreaterThan(0);
    expect(await page.locator('astro-island[ssr]').count()).toBe(islands);
    await page.locator('[data-debug-toggle]').click();
    expect(await page.locator('[data-debug-panel]').count()).toBe(0);
    expect(watch.requests.filter((u) => u.includes('/_astro/') && u.endsWith('.js'))).toEqual([]);
    noErrors(watch);
  });

  it.each(['desktop', 'mobile'] as const)('home is readable, FAQ answers open (%s)', async (viewport) => {
    const { page, watch } = await open('/', viewport);
    expect(plain(await page.locator('h1').textContent())).toBe('Vinkylar och Vinlagring för Vinälskaren');
    expect(await page.getByRole('link', { name: 'Utforska vinkylar', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Jämför vinkylar och vinlagringslösningar' }).isVisible()).toBe(
      true,
    );
    expect(
      await page.locator('section[aria-labelledby="utvalda-produkter"] [data-product-card]').count(),
    ).toBeGreaterThanOrEqual(12);
    expect(await page.locator('section[aria-labelledby="vinbloggen"] [data-post-card]').count()).toBe(6);
    const faq = page.locator('section[aria-labelledby="vanliga-fragor"] details');
    expect(await faq.count()).toBe(6);
    await expectAnswerToggles(faq.nth(0));
    await expectAnswerToggles(faq.nth(5));
    expect(plain(await page.locator('footer').textContent())).toContain(
      'Din destination för vinförvaring och vintillbehör.',
    );
    noErrors(watch);
  });

  it.each(['desktop', 'mobile'] as const)(
    'a category shows its products, FAQ and the SEO text toggle (%s)',
    async (viewport) => {
      const { page, watch } = await open('/vinkyl', viewport);
      expect(plain(await page.locator('h1').textContent()).length).toBeGreaterThan(0);
      const cards = page.locator('[data-part="grid"] [data-product-card]');
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await cards.first().isVisible()).toBe(true);
      // The server-rendered status tells which of the listing's products the page shows (issue 12: 24 a page).
      expect(plain(await page.locator('[data-filter-count]').textContent())).toMatch(/^Visar 1–\d+ av \d+ produkter$/);

      const block = page.locator('[data-seo-text]');
      const summary = block.locator('summary');
      expect(await renderedText(summary)).toBe('Läs mer');
      expect(await block.locator('.seo-full').isVisible()).toBe(false);
      await summary.click();
      await block.locator('.seo-full').waitFor({ state: 'visible' });
      expect(await renderedText(summary)).toBe('Visa mindre');
      expect(await block.locator('.seo-excerpt').isVisible()).toBe(false);
      await summary.click();
      await block.locator('.seo-full').waitFor({ state: 'hidden' });
      expect(await renderedText(summary)).toBe('Läs mer');

      await expectAnswerToggles(page.locator('section[aria-labelledby="faq"] details').first());
      await expectAnswerToggles(page.locator('article[aria-labelledby="guide"] details').first());
      noErrors(watch);
    },
  );

  it('a product page shows name, price, retailer link, product information and FAQ', async () => {
    const product = pick(
      data.products.filter((p) => p.tracking_product_url),
      'product with a retailer link',
    );
    const { page, watch } = await open(product.url);
    expect(plain(await page.locator('h1').textContent())).toBe(plain(product.name));
    expect(plain(await page.locator('main').textContent())).toMatch(/\d kr/);
    const lowest = product.offers.find((offer) => offer.price === product.price);
    expect(
      await page
        .getByRole('link', { name: `Till ${lowest?.shop_name}` })
        .first()
        .isVisible(),
    ).toBe(true);
    const info = page.locator('details', { hasText: 'Produktinformation' });
    expect(await info.locator('dl').isVisible()).toBe(true);
    expect(plain(await page.locator('[data-delivery]').textContent())).toBe(lowest?.delivery_time);
    await expectAnswerToggles(page.locator('section[aria-labelledby="produkt-faq"] details').first());
    // Without history the back link still leads somewhere real.
    expect(await page.locator('a[data-back]').getAttribute('href')).toMatch(/^\//);
    noErrors(watch);
  });

  it('/vinbloggen lists every post; a post shows its body, product block and related posts', async () => {
    const list = await open('/vinbloggen', 'mobile');
    expect(plain(await list.page.locator('h1').textContent())).toBe('Vinbloggen');
    const cards = list.page.locator('[data-post-card]');
    expect(await cards.count()).toBe(data.posts.length);
    expect(await cards.first().isVisible()).toBe(true);
    noErrors(list.watch);

    const post = pick(
      data.posts.filter((p) => p.category),
      'post with a category',
    );
    const { page, watch } = await open(`/vinbloggen/${post.slug}`);
    expect(plain(await page.locator('h1').textContent())).toBe(plain(post.title));
    expect(plain(await page.locator('main > article .prose-copy').textContent()).length).toBeGreaterThan(200);
    expect(plain(await page.locator('main > article').textContent())).toContain(
      `${post.reading_time_minutes} min läsning`,
    );
    expect(await page.getByRole('link', { name: 'Se alla vinkylar' }).first().isVisible()).toBe(true);
    expect(await page.locator('section[aria-labelledby="relaterade"] [data-post-card]').count()).toBeGreaterThan(0);
    noErrors(watch);
  });
});

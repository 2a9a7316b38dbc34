/**
 * Compare (issue 14) in a real browser: the "Jämför" toggles on listing
 * cards (server-rendered and drawn by the listing filter) and on product
 * pages, the tray across navigation and tabs, the limit of four, the compare
 * page /jamfor (differences marked, rows nobody states hidden, a shared
 * link without any stored choice, unknown SKUs named, too many and repeated
 * SKUs), the 390 px layout, the keyboard, no script file at page load, axe,
 * and the page without JavaScript. Issue 35 §8: /jamfor without p= opens the
 * saved choice, the niche size row, the note that the table scrolls sideways.
 *
 * Expected rows are computed here from the build's products (which facts
 * each product states), not by the page's own row code.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compare } from '../../src/copy/compare';
import { COMPARE_ROWS, DECISION_ROWS } from '../../src/features/compare/compare-data.browser';
import { COMPARE_STORAGE_KEY, compareHref, serialiseChosen } from '../../src/features/compare/compare-state.browser';
import { compareToggleHtml } from '../../src/render/card-html';
import { nicheText } from '../../src/shared/fact-text';
import { MAX_SKU_LENGTH } from '../../src/shared/sku';
import { isScript, loadData, type PageWatch, type ProductData, pick, plain, settle, siteUnderTest } from './browser';
import { COMPARED as RAW } from './compare-rows';

const data = loadData();
const WAIT = { timeout: 15_000 } as const;
const bySku = new Map(data.products.map((product) => [product.sku, product]));

/** Two products that differ somewhere, agree somewhere, and both lack some fact. */
function pair(): [ProductData, ProductData] {
  const products = data.products.filter((p) => p.tracking_product_url && p.image_url);
  for (const a of products) {
    for (const b of products) {
      if (a === b) continue;
      const values = COMPARE_ROWS.map((key) => [RAW[key](a), RAW[key](b)] as const);
      const bothNull = values.some(([x, y]) => x === null && y === null);
      const same = values.some(([x, y]) => x !== null && x === y);
      const differ = values.some(([x, y]) => x !== y);
      if (bothNull && same && differ) return [a, b];
    }
  }
  throw new Error('the built data has no two products that differ, agree and both lack a fact');
}

const { open, site: currentSite } = siteUnderTest();

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(currentSite().external).toEqual([]);
}

/** Opens `path` with nothing chosen (storage cleared, then reloaded). */
async function fresh(path: string, viewport: 'desktop' | 'mobile' = 'desktop') {
  const opened = await open(path, viewport);
  await settle(opened.page);
  await opened.page.evaluate(() => localStorage.clear());
  await opened.page.reload({ waitUntil: 'load' });
  await settle(opened.page);
  return opened;
}

const tray = (page: Page) => page.locator('[data-compare-tray]');
const trayNames = async (page: Page) =>
  (await tray(page).locator('[data-compare-list] [data-name]').allTextContents()).map(plain);
const toggleOf = (page: Page, sku: string) => page.locator(`[data-compare="${sku}"]`);

/** The SKUs of the cards of a listing page, in order. */
async function cardSkus(page: Page, count: number): Promise<string[]> {
  const skus = await page
    .locator('[data-part="grid"] [data-product-card] [data-compare]')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-compare') ?? ''));
  expect(skus.length).toBeGreaterThanOrEqual(count);
  return skus.slice(0, count);
}

describe('choosing products', () => {
  it('toggles from listing cards; the tray keeps the choice across navigation and links to /jamfor', async () => {
    const { page, watch } = await fresh('/vinkyl');
    // Nothing chosen: no tray; every toggle shows, unpressed.
    expect(await tray(page).isVisible()).toBe(false);
    const [a, b] = await cardSkus(page, 2);
    if (!a || !b) throw new Error('two cards expected');
    expect(await toggleOf(page, a).getAttribute('aria-pressed')).toBe('false');
    await toggleOf(page, a).click();
    await toggleOf(page, b).click();
    expect(await toggleOf(page, a).getAttribute('aria-pressed')).toBe('true');
    expect(await trayNames(page)).toEqual([bySku.get(a)?.name, bySku.get(b)?.name]);
    const link = tray(page).locator('[data-compare-link]');
    expect(await link.getAttribute('href')).toBe(`/jamfor?p=${encodeURIComponent(a)},${encodeURIComponent(b)}`);
    expect(plain(await link.textContent())).toBe('Jämför (2)');

    // Another page: the tray and the toggle state come back from storage.
    const product = bySku.get(a);
    await page.goto(new URL(product?.url ?? '/', currentSite().url).href, { waitUntil: 'load' });
    await settle(page);
    expect(await trayNames(page)).toEqual([bySku.get(a)?.name, bySku.get(b)?.name]);
    expect(await toggleOf(page, a).getAttribute('aria-pressed')).toBe('true');
    // Remove one from the tray: the product page's toggle follows.
    await tray(page)
      .getByRole('button', { name: `${compare.remove} ${product?.name}` })
      .click();
    expect(await toggleOf(page, a).getAttribute('aria-pressed')).toBe('false');
    expect(await trayNames(page)).toEqual([bySku.get(b)?.name]);
    // Focus stays in the tray (on its link), not lost with the removed entry's button.
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);

    // The tray's link opens the compare page with the choice.
    await link.click();
    await page.waitForURL(/\/jamfor\?p=/);
    await expect
      .poll(() => page.locator('[data-compare-heads] [data-name]').allTextContents(), WAIT)
      .toEqual([bySku.get(b)?.name]);
    noErrors(watch);
  });

  it('toggles from a product page, and from the cards the listing filter draws in the browser', async () => {
    const product = pair()[0];
    const { page, watch } = await fresh(product.url);
    const toggle = page.locator('main [data-compare]').first();
    expect(await toggle.getAttribute('data-compare')).toBe(product.sku);
    expect(await toggle.isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await trayNames(page)).toEqual([product.name]);

    // The listing filter replaces the grid with cards of src/client/card.ts: they toggle too, and show the state.
    await page.goto(new URL('/vinkyl', currentSite().url).href, { waitUntil: 'load' });
    await settle(page);
    const form = page.locator('form[data-filter-bar]');
    await form.hover();
    await expect.poll(() => form.evaluate((element) => element.hasAttribute('data-enhanced')), WAIT).toBe(true);
    const before = await cardSkus(page, 1);
    await form.getByLabel('Sortera').selectOption('pris-fallande');
    await expect.poll(() => cardSkus(page, 1), WAIT).not.toEqual(before);
    const [drawn] = await cardSkus(page, 1);
    if (!drawn) throw new Error('a drawn card expected');
    await toggleOf(page, drawn).first().click();
    await expect.poll(() => toggleOf(page, drawn).first().getAttribute('aria-pressed'), WAIT).toBe('true');
    expect(await trayNames(page)).toContain(bySku.get(drawn)?.name);
    noErrors(watch);
  });

  it('refuses a fifth product with a visible message, and follows another tab', async () => {
    const { page, watch } = await fresh('/vinkyl');
    const skus = await cardSkus(page, 5);
    for (const sku of skus.slice(0, 4)) await toggleOf(page, sku).click();
    const fifth = skus[4] ?? '';
    await toggleOf(page, fifth).click();
    expect(await toggleOf(page, fifth).getAttribute('aria-pressed')).toBe('false');
    expect((await trayNames(page)).length).toBe(4);
    const message = tray(page).locator('[data-compare-message]');
    expect(await message.isVisible()).toBe(true);
    expect(plain(await message.textContent())).toBe(compare.full(4));

    // A second tab sees the change the first one makes (the storage event).
    const other = await open('/vinkyl');
    await settle(other.page);
    expect(await toggleOf(other.page, skus[0] ?? '').getAttribute('aria-pressed')).toBe('true');
    await toggleOf(page, skus[0] ?? '').click();
    await expect.poll(() => toggleOf(other.page, skus[0] ?? '').getAttribute('aria-pressed'), WAIT).toBe('false');
    expect((await trayNames(other.page)).length).toBe(3);
    noErrors(watch);
    noErrors(other.watch);
  });

  it('shows the tray on a 390 px screen with its link uncovered (the debug button sits beside it)', async () => {
    const { page, watch } = await fresh('/vinkyl', 'mobile');
    for (const sku of await cardSkus(page, 2)) await toggleOf(page, sku).click();
    const link = tray(page).locator('[data-compare-link]');
    expect(await link.isVisible()).toBe(true);
    const uncovered = await link.evaluate((element) => {
      const box = element.getBoundingClientRect();
      // Both ends and the middle of the link answer as the link: nothing lies over any part of it.
      const points = [box.left + 2, box.left + box.width / 2, box.right - 2];
      const hits = points.map((x) => document.elementFromPoint(x, box.top + box.height / 2));
      return hits.every((hit) => hit !== null && element.contains(hit)) && box.right <= window.innerWidth;
    });
    expect(uncovered).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    noErrors(watch);
  });

  it('survives a damaged stored choice without an error', async () => {
    const { page, watch } = await open('/vinkyl');
    await settle(page);
    await page.evaluate((key) => localStorage.setItem(key, '{"not":"a list"'), COMPARE_STORAGE_KEY);
    await page.reload({ waitUntil: 'load' });
    await settle(page);
    expect(await tray(page).isVisible()).toBe(false);
    const [sku] = await cardSkus(page, 1);
    await toggleOf(page, sku ?? '').click();
    expect(await trayNames(page)).toEqual([bySku.get(sku ?? '')?.name]);
    noErrors(watch);
  });

  it('says so, visibly and in a live region, when a toggle’s SKU is refused (issue 19 §12)', async () => {
    const { page, watch } = await fresh('/vinkyl');
    // The pull never lets such a SKU onto a page; a toggle that has one anyway must not fail silently.
    const long = 'X'.repeat(MAX_SKU_LENGTH + 1);
    await page.evaluate(
      (html) => {
        document.querySelector('main')?.insertAdjacentHTML('afterbegin', `<div class="relative">${html}</div>`);
      },
      compareToggleHtml(long, 'Produkt med för långt artikelnummer'),
    );
    const message = tray(page).locator('[data-compare-message]');
    expect(await tray(page).isVisible()).toBe(false);
    await toggleOf(page, long).click();
    // Announced: the message is the tray's status line (role="status" is a polite live region).
    await expect.poll(async () => plain(await message.textContent()), WAIT).toBe(compare.refused);
    expect(await message.getAttribute('role')).toBe('status');
    expect(await message.isVisible()).toBe(true);
    expect(await toggleOf(page, long).getAttribute('aria-pressed')).toBe('false');
    expect(await trayNames(page)).toEqual([]);
    // Nothing chosen: the tray shows the message but no link to an empty comparison.
    expect(await tray(page).locator('[data-compare-link]').isVisible()).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), COMPARE_STORAGE_KEY)).toBeNull();

    // A product that can be chosen clears the message; the refused one says so again, the choice kept.
    const [sku] = await cardSkus(page, 1);
    await toggleOf(page, sku ?? '').click();
    expect(plain(await message.textContent())).toBe('');
    expect(await trayNames(page)).toEqual([bySku.get(sku ?? '')?.name]);
    await toggleOf(page, long).click();
    await expect.poll(async () => plain(await message.textContent()), WAIT).toBe(compare.refused);
    expect(await trayNames(page)).toEqual([bySku.get(sku ?? '')?.name]);
    expect(await tray(page).locator('[data-compare-link]').isVisible()).toBe(true);
    noErrors(watch);
  });

  it('lets the keyboard toggle (Enter and Space) and requests no script file at load', async () => {
    for (const path of ['/', '/vinkyl', pair()[0].url, '/jamfor', `/jamfor?p=${pair()[0].sku}`]) {
      const { watch } = await fresh(path);
      expect(watch.requests.filter(isScript), path).toEqual([]);
    }
    const { page } = await fresh('/vinkyl');
    const [sku] = await cardSkus(page, 1);
    const toggle = toggleOf(page, sku ?? '');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the compare page /jamfor', () => {
  /** The row labels of the table, and which are marked as differing. */
  async function rows(page: Page) {
    return page.locator('[data-compare-body] tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        key: tr.getAttribute('data-row') ?? '',
        differs: tr.hasAttribute('data-differs'),
        marker: getComputedStyle(tr.querySelector('.compare-differs') as Element).display !== 'none',
        cells: tr.querySelectorAll('td').length,
      })),
    );
  }

  it('shows a shared link without any stored choice: differing deciding rows marked, rows nobody states hidden', async () => {
    const [a, b] = pair();
    const { page, watch } = await fresh(`/jamfor?p=${a.sku},${b.sku}`);
    expect(await tray(page).isVisible()).toBe(false);
    await expect
      .poll(() => page.locator('[data-compare-heads] [data-name]').allTextContents(), WAIT)
      .toEqual([a.name, b.name]);
    const expected = COMPARE_ROWS.filter((key) => RAW[key](a) !== null || RAW[key](b) !== null).map((key) => ({
      key,
      differs: RAW[key](a) !== RAW[key](b),
      // Issue 22: the marker only where the difference decides a purchase.
      marker: RAW[key](a) !== RAW[key](b) && (DECISION_ROWS as readonly string[]).includes(key),
      cells: 2,
    }));
    expect(await rows(page)).toEqual([...expected, { key: 'retailer', differs: false, marker: false, cells: 2 }]);
    // A differing row says so in words, not by colour alone.
    const differing = page.locator('[data-compare-body] tr[data-differs][data-decides] th').first();
    expect(plain(await differing.textContent())).toContain(`(${compare.differs})`);
    // Retailer links: sponsored, in a new tab, marked as ads.
    const links = page.locator('[data-compare-body] tr[data-row="retailer"] a');
    expect(
      await links.evaluateAll((as) =>
        as.map((x) => [x.getAttribute('href'), x.getAttribute('rel'), x.getAttribute('target')]),
      ),
    ).toEqual([
      [a.tracking_product_url, 'sponsored noopener', '_blank'],
      [b.tracking_product_url, 'sponsored noopener', '_blank'],
    ]);
    expect(await page.locator('[data-compare-body] tr[data-row="retailer"] .ad-mark').allTextContents()).toEqual([
      'Annons',
      'Annons',
    ]);
    const price = plain(await page.locator('[data-compare-body] tr[data-row="price"] td').first().textContent());
    expect(price.replace(/\s/g, '')).toContain(String(a.price));
    // Only the shards of these two products were fetched (the page was loaded twice: once before storage was cleared).
    expect(new Set(watch.requests.filter((url) => url.includes('/data/jamfor/'))).size).toBeLessThanOrEqual(2);
    expect(await page.locator('[data-compare-empty]').isVisible()).toBe(false);
    noErrors(watch);
  });

  it('names unknown SKUs, shows at most four, says when a SKU repeats', async () => {
    const skus = data.products.slice(0, 5).map((p) => p.sku);
    const { page, watch } = await fresh(`/jamfor?p=${skus[0]},OKAND-123,${skus[0]},${skus.slice(1).join(',')}`);
    await expect.poll(() => page.locator('[data-compare-heads] [data-name]').count(), WAIT).toBe(3);
    const notices = (await page.locator('[data-compare-notices] li').allTextContents()).map(plain);
    expect(notices).toEqual([compare.unknown('OKAND-123'), compare.tooMany(4), compare.duplicates]);
    expect(await page.locator('[data-compare-heads] [data-name]').allTextContents()).toEqual(
      skus.slice(0, 3).map((sku) => bySku.get(sku)?.name),
    );
    noErrors(watch);
  });

  it('names the product of an offer’s former SKU or slug, in any case, as /produkt does (issue 35 §6)', async () => {
    const several = data.products.filter((p) => p.offers.some((offer) => offer.sku !== p.sku));
    const [a, b] = several;
    const offerOf = (p: ProductData | undefined) => p?.offers.find((offer) => offer.sku !== p.sku);
    const [oa, ob] = [offerOf(a), offerOf(b)];
    if (!a || !b || !oa || !ob) throw new Error('the sample has no two products with a second offer');
    const { page, watch } = await fresh(
      `/jamfor?p=${encodeURIComponent(oa.sku.toLowerCase())},${encodeURIComponent(ob.slug)},${encodeURIComponent(a.sku)}`,
    );
    await expect.poll(() => page.locator('[data-compare-heads] [data-name]').count(), WAIT).toBe(2);
    expect(await page.locator('[data-compare-heads] [data-name]').allTextContents()).toEqual([a.name, b.name]);
    expect(await page.locator('[data-compare-notices] li').count()).toBe(0);
    // The routing function answers the same SKU with the same product.
    const response = await fetch(new URL(`/produkt/${encodeURIComponent(oa.sku)}`, currentSite().url), {
      redirect: 'manual',
    });
    expect(response.headers.get('location')).toBe(a.url);
    noErrors(watch);
  });

  it('names an unknown SKU exactly as the link writes it, even one that looks like a replacement pattern', async () => {
    // %24%60 is $`: used as a String.replace pattern it printed "Okänd produkt: Okänd produkt: " (issue 19 §11).
    const { page, watch } = await fresh('/jamfor?p=%24%60,%24%26,a%24%27b,%24%241');
    await expect.poll(() => page.locator('[data-compare-notices] li').count(), WAIT).toBeGreaterThan(0);
    const notices = (await page.locator('[data-compare-notices] li').allTextContents()).map(plain);
    expect(notices).toEqual([
      'Okänd produkt: $`',
      compare.unknown('$&'),
      compare.unknown("a$'b"),
      compare.unknown('$$1'),
      compare.noneFound,
    ]);
    noErrors(watch);
  });

  it('explains compare, with links to the categories, when the link names no product', async () => {
    const { page, watch } = await fresh('/jamfor');
    const empty = page.locator('[data-compare-empty]');
    expect(await empty.isVisible()).toBe(true);
    expect(await empty.locator('a').count()).toBe(data.categories.length);
    expect(await page.locator('[data-compare-result]').isVisible()).toBe(false);
    const robots = await page.locator('meta[name="robots"]').getAttribute('content');
    expect(robots).toContain('noindex');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    noErrors(watch);
  });

  it('fits a 390 px screen: the product columns scroll, the labels stay, the page does not overflow', async () => {
    const skus = data.products.slice(0, 4).map((p) => p.sku);
    const { page, watch } = await fresh(`/jamfor?p=${skus.join(',')}`, 'mobile');
    await expect.poll(() => page.locator('[data-compare-heads] [data-name]').count(), WAIT).toBe(4);
    const region = page.getByRole('region', { name: compare.tableRegion });
    const layout = () =>
      page.evaluate(() => {
        const scroller = document.querySelector('.compare-scroll') as HTMLElement;
        const label = document.querySelector('[data-compare-body] th') as HTMLElement;
        return {
          pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          scrolls: scroller.scrollWidth > scroller.clientWidth,
          scrollLeft: scroller.scrollLeft,
          labelLeft: Math.round(label.getBoundingClientRect().left - scroller.getBoundingClientRect().left),
        };
      });
    const before = await layout();
    expect(before.pageOverflow).toBe(0);
    expect(before.scrolls).toBe(true);
    // Keyboard: the region takes focus by Tab, and the arrow keys scroll it.
    let reached = false;
    for (let i = 0; i < 80 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await region.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await layout()).scrollLeft, WAIT).toBeGreaterThan(0);
    const after = await layout();
    // The label column stuck to the left edge while the products moved.
    expect(after.labelLeft).toBe(before.labelLeft);
    expect(after.pageOverflow).toBe(0);
    noErrors(watch);
  });

  it('opens the saved choice when the link names no product, and puts it into the address to share (issue 35 §8)', async () => {
    const chosen = data.products.slice(0, 3).map((p) => ({ sku: p.sku, name: p.name }));
    const { page, watch } = await fresh('/jamfor');
    // The choice as the tray saves it, then /jamfor without p=, as the tray said "Jämför (3)".
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      COMPARE_STORAGE_KEY,
      serialiseChosen(chosen),
    ] as const);
    await page.reload({ waitUntil: 'load' });
    await expect
      .poll(() => page.locator('[data-compare-heads] [data-name]').allTextContents(), WAIT)
      .toEqual(chosen.map((c) => c.name));
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(compareHref(chosen));
    expect(await tray(page).locator('[data-compare-link]').getAttribute('href')).toBe(compareHref(chosen));
    expect(plain(await tray(page).locator('[data-compare-link]').textContent())).toBe('Jämför (3)');
    expect(await page.locator('[data-compare-empty]').isVisible()).toBe(false);
    expect(await page.locator('[data-compare-notices] li').count()).toBe(0);
    // Marked before the first paint, as a shared link is: the how-to never showed, so nothing moved.
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) sum += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 300);
        }),
    );
    expect(shifted).toBeLessThan(0.01);

    // A link that names products wins over the saved choice.
    const other = pick(data.products.slice(3), 'a fourth product');
    await page.goto(new URL(`/jamfor?p=${encodeURIComponent(other.sku)}`, currentSite().url).href, {
      waitUntil: 'load',
    });
    await expect
      .poll(() => page.locator('[data-compare-heads] [data-name]').allTextContents(), WAIT)
      .toEqual([other.name]);
    expect(new URL(page.url()).search).toBe(`?p=${encodeURIComponent(other.sku)}`);
    noErrors(watch);
  });

  it('shows the niche size the maker asks for, as the product page does (issue 35 §8)', async () => {
    const withNiche = data.products.filter((p) => nicheText(p) !== null);
    const [a, b] = withNiche.filter((p, i) => withNiche.findIndex((q) => nicheText(q) === nicheText(p)) === i);
    if (!a || !b) throw new Error('the built data has no two products with different niches');
    const { page, watch } = await fresh(`/jamfor?p=${a.sku},${b.sku}`);
    const row = page.locator('[data-compare-body] tr[data-row="niche"]');
    await row.waitFor(WAIT);
    expect(plain(await row.locator('th').textContent())).toContain(compare.rows.niche);
    expect((await row.locator('td').allTextContents()).map(plain)).toEqual([plain(nicheText(a)), plain(nicheText(b))]);
    // A size that decides a purchase: its difference is marked.
    expect(await row.evaluate((tr) => tr.hasAttribute('data-differs') && tr.hasAttribute('data-decides'))).toBe(true);
    noErrors(watch);
  });

  it('says on a phone that the table goes on sideways, exactly when it holds more products than fit (issue 35 §8)', async () => {
    const skus = data.products.slice(0, 4).map((p) => p.sku);
    for (const [count, viewport] of [
      [3, 'mobile'],
      [4, 'mobile'],
      [2, 'mobile'],
      [3, 'desktop'],
    ] as const) {
      const { page, watch } = await fresh(`/jamfor?p=${skus.slice(0, count).join(',')}`, viewport);
      await expect.poll(() => page.locator('[data-compare-heads] [data-name]').count(), WAIT).toBe(count);
      const scrolls = await page
        .locator('.compare-scroll')
        .evaluate((scroller) => scroller.scrollWidth > scroller.clientWidth);
      const hint = page.locator('[data-compare-swipe]');
      const label = `${count} products, ${viewport}`;
      expect(await hint.isVisible(), label).toBe(scrolls);
      expect(scrolls, label).toBe(viewport === 'mobile' && count > 2);
      if (scrolls) {
        expect(plain(await hint.textContent())).toBe(compare.swipe);
        // Whole on the screen, above the table it speaks of.
        const [box, table] = [await hint.boundingBox(), await page.locator('.compare-scroll').boundingBox()];
        expect(box && table && box.x >= 0 && box.x + box.width <= 390 && box.y + box.height <= table.y, label).toBe(
          true,
        );
        // The region that scrolls takes keyboard focus and is named for what it does.
        expect(await page.getByRole('region', { name: compare.tableRegion }).getAttribute('tabindex')).toBe('0');
      }
      noErrors(watch);
    }
  });

  it('has no serious or critical axe violations, with and without products', async () => {
    const [a, b] = pair();
    for (const path of ['/jamfor', `/jamfor?p=${a.sku},${b.sku},OKAND-1`]) {
      const { page } = await fresh(path);
      if (path.includes('?')) {
        await expect.poll(() => page.locator('[data-compare-heads] [data-name]').count(), WAIT).toBe(2);
      }
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, path).toEqual([]);
    }
  });
});

describe('without JavaScript', () => {
  const nojs = siteUnderTest({ javaScriptEnabled: false });

  it('shows no dead toggles, and the compare page says it needs JavaScript', async () => {
    const listing = await nojs.open('/vinkyl');
    expect(await listing.page.locator('[data-compare]').count()).toBeGreaterThan(0);
    expect(await listing.page.locator('[data-compare]').first().isVisible()).toBe(false);
    expect(await listing.page.locator('[data-compare-tray]').isVisible()).toBe(false);
    const { page } = await nojs.open(`/jamfor?p=${pair()[0].sku}`);
    expect(plain(await page.locator('main').textContent())).toContain(compare.noJs);
    expect(await page.locator('[data-compare-empty] a').count()).toBe(data.categories.length);
  });
});

/**
 * Issue 22: axe reports no serious or critical violation on any template of
 * the site, at 390 px and at 1366 px, nor in the states a visitor's action
 * draws into the page: the listing filter once its island has taken the form
 * over (applied, and matching nothing), the search page without results and
 * with a corrected query, the search suggestions open, a product's offers and
 * price history, the compare tray, the mobile menu and the debug panel open.
 *
 * The pages are the budgets' templates (budgets.json, src/routing/routes.ts),
 * each a real page of the build: the one `npm run budget` and Lighthouse
 * measure (scripts/lib/template-pages.ts) where that picks one, else the
 * largest page of the kind by the same rule, so the fullest page is checked.
 * Every <details> is opened first, so what it hides is checked too.
 *
 * The sample build has no later page of a brand's listing (no brand has more
 * than a page of products): a test says so from the data, and a larger
 * build checks that template, e.g. `npm run pull -- --synthetic 1500 && npm run
 * build:only` in a scratch copy, then this file with SITE_DIST=<its dist>.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type Sizes, sizesOf } from '../../scripts/lib/sizes';
import { templatePages } from '../../scripts/lib/template-pages';
import { LIMITS } from '../../src/render/select';
import {
  INFO_PATHS,
  kindOf,
  NOT_FOUND_PATHS,
  PAGE_KINDS,
  type PageKind,
  searchPath,
  urlPathOf,
} from '../../src/routing/routes';
import {
  DIST,
  hydrated,
  listingProducts,
  loadData,
  openPage,
  type PageWatch,
  pick,
  settle,
  siteUnderTest,
} from './browser';

const data = loadData();
const WAIT = { timeout: 15_000 } as const;

/** The two widths of issue 22: a common phone and a common laptop (wider than browser.ts's desktop). */
const SIZES = [
  { name: '390 px', width: 390, height: 844 },
  { name: '1366 px', width: 1366, height: 900 },
] as const;
type Size = (typeof SIZES)[number];

// ---------------------------------------------------------------------------
// Which page stands for each template.

interface BuiltPage {
  readonly path: string;
  readonly kind: PageKind;
  readonly html: Sizes;
}

/** Every HTML page of the build with its template and gzip size (what template-pages.ts chooses by). */
function builtPages(): BuiltPage[] {
  return readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(DIST, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .map((file) => ({
      path: urlPathOf(file),
      kind: kindOf(urlPathOf(file)),
      html: sizesOf(readFileSync(path.join(DIST, file))),
    }));
}

/** The largest page of a kind by gzip HTML, the lower path on a tie (template-pages.ts's rule); none if the build has none. */
function largestOf(pages: readonly BuiltPage[], kind: PageKind): string[] {
  const [page] = pages
    .filter((p) => p.kind === kind)
    .sort((a, b) => b.html.gzip - a.html.gzip || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return page ? [page.path] : [];
}

/** A query of the search page that has results: the name of the brand with the most products. */
function searchQuery(): string {
  const counts = new Map<string, number>();
  for (const product of data.products) {
    if (product.brand_slug) counts.set(product.brand_slug, (counts.get(product.brand_slug) ?? 0) + 1);
  }
  const [slug] = pick(
    [...counts].sort((a, b) => b[1] - a[1]),
    'product with a brand',
  );
  return pick(
    data.brands.filter((brand) => brand.slug === slug),
    `brand ${slug}`,
  ).name.toLocaleLowerCase('sv-SE');
}

/** Three products with their SKUs, for the compare page (2 to 4 products in its URL). */
const compared = data.products.filter((p) => p.image_url !== null).slice(0, 3);

/** What makes a page ready for axe beyond its islands: content that scripts draw after load. */
type Ready = (page: Page) => Promise<void>;

/**
 * Where a visitor meets each not-found view: its own URL answers 200 as a
 * file, but the site serves it with 404 at these (netlify.toml, the routing function).
 */
const NOT_FOUND_ROUTES: ReadonlyMap<string, string> = new Map([
  ['/produkt-hittades-inte', '/produkt/finns-inte-alls-xyz'],
  ['/inlagget-hittades-inte', '/vinbloggen/finns-inte-alls'],
  ['/404', '/_astro/finns-inte-alls.js'],
]);

function reachedBy(view: string): string {
  const route = NOT_FOUND_ROUTES.get(view);
  if (!route) throw new Error(`not-found view ${view}: add the URL that leads to it to NOT_FOUND_ROUTES`);
  return route;
}

interface TemplateCase {
  readonly id: PageKind;
  readonly paths: readonly string[];
  readonly ready?: Ready;
}

function templateCases(): TemplateCase[] {
  const pages = builtPages();
  const measured = new Map(templatePages(pages).map((template) => [template.id, template.path]));
  const chosen = (id: PageKind): string[] => {
    const own = measured.get(id);
    return own ? [own] : largestOf(pages, id);
  };
  const largestCategory = measured.get('category-largest');
  const cases: Record<PageKind, TemplateCase> = {
    home: { id: 'home', paths: chosen('home') },
    // /vinkyl, and the largest category when that is another.
    category: { id: 'category', paths: [...chosen('category'), ...(largestCategory ? [largestCategory] : [])] },
    'category-page': { id: 'category-page', paths: chosen('category-page') },
    products: { id: 'products', paths: chosen('products') },
    product: { id: 'product', paths: chosen('product') },
    brands: { id: 'brands', paths: chosen('brands') },
    brand: { id: 'brand', paths: chosen('brand') },
    'brand-page': { id: 'brand-page', paths: chosen('brand-page') },
    blog: { id: 'blog', paths: chosen('blog') },
    post: { id: 'post', paths: chosen('post') },
    'not-found': { id: 'not-found', paths: [...NOT_FOUND_PATHS].map(reachedBy) },
    info: { id: 'info', paths: [...INFO_PATHS] },
    compare: {
      id: 'compare',
      paths: ['/jamfor', `/jamfor?p=${compared.map((p) => p.sku).join(',')}`],
      ready: async (page) => {
        if (!page.url().includes('?p=')) return;
        await expect.poll(() => page.locator('[data-compare-heads] [data-name]').count(), WAIT).toBe(compared.length);
      },
    },
    search: {
      id: 'search',
      paths: [`${searchPath()}?q=${encodeURIComponent(searchQuery())}`],
      ready: async (page) => {
        await page.locator('[data-search-status="done"]').waitFor(WAIT);
        expect(await page.locator('[data-search-result]').count()).toBeGreaterThan(0);
      },
    },
    // /prisfall (issue 38 §2), and the largest of its pages when that is another.
    deals: { id: 'deals', paths: [...new Set([...chosen('deals'), ...largestOf(pages, 'deals')])] },
  };
  return PAGE_KINDS.map((kind) => cases[kind]);
}

// ---------------------------------------------------------------------------
// The browser and axe.

const { site } = siteUnderTest();
const opened: Page[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

/** A fresh page at `size`, its islands hydrated and its network quiet. */
async function openAt(size: Size, pathname: string): Promise<{ page: Page; watch: PageWatch; status: number }> {
  const { page, watch } = await openPage(site(), 'mobile');
  opened.push(page);
  await page.setViewportSize({ width: size.width, height: size.height });
  const response = await page.goto(new URL(pathname, site().url).href, { waitUntil: 'load' });
  await hydrated(page);
  await settle(page);
  return { page, watch, status: response?.status() ?? 0 };
}

/**
 * The serious and critical violations axe finds in the page as it is now,
 * one readable line each: where, the rule, its help text and every element.
 */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.help} [${violation.nodes.length}]: ` +
        violation.nodes.map((node) => node.target.join(' ')).join(' | '),
    );
}

/**
 * Opens every <details> of the page, so axe checks what they hide too (it
 * skips hidden content). Exclusive accordions lose their name first, or
 * opening one would close the others; the name is not exposed to assistive
 * technology, so the page reads the same.
 */
async function openDisclosures(page: Page): Promise<void> {
  await page.locator('details').evaluateAll((all: HTMLDetailsElement[]) => {
    for (const details of all) {
      details.removeAttribute('name');
      details.open = true;
    }
  });
}

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(site().external).toEqual([]);
}

// ---------------------------------------------------------------------------

describe('issue 22: axe on every template', () => {
  const cases = templateCases();
  // Names built here, not by it.each: its $-placeholders cut a path at 40 characters.
  for (const template of cases.filter((c) => c.paths.length > 0)) {
    it(`${template.id}: no serious or critical violation at 390 px and 1366 px (${template.paths.join(', ')})`, async () => {
      const found: string[] = [];
      for (const size of SIZES) {
        for (const pathname of template.paths) {
          const { page, watch, status } = await openAt(size, pathname);
          expect(status, pathname).toBe(template.id === 'not-found' ? 404 : 200);
          // The page itself, not an empty document axe would pass.
          expect(await page.locator('main h1').count(), pathname).toBe(1);
          await template.ready?.(page);
          await openDisclosures(page);
          found.push(...(await seriousViolations(page, `${pathname} at ${size.name}`)));
          noErrors(watch);
          await page.close();
        }
      }
      expect(found).toEqual([]);
    });
  }
  // Later pages of a listing exist only where a listing is longer than a page. No brand of the
  // sample data is, so its build has no later brand page (the brand template's own view, checked
  // above on the first page); a larger build (SITE_DIST) checks one. Any other gap fails here.
  it('has a page of every template, but a later brand page only where a brand fills more than a page', () => {
    const missing = cases.filter((c) => c.paths.length === 0).map((c) => c.id);
    const largestBrand = Math.max(...data.brands.map((brand) => brand.product_count));
    expect(missing).toEqual(largestBrand > LIMITS.listingPerPage ? [] : ['brand-page']);
  });
});

// ---------------------------------------------------------------------------
// States a visitor's action draws.

/** A product several shops sell, with a price history per shop (the chart's legend and every offer row). */
const richProduct = pick(
  [...data.products]
    .filter((p) => p.offers.filter((offer) => offer.price_history.length > 0).length > 1)
    .sort((a, b) => b.offer_count - a.offer_count),
  'product with several shops’ price histories',
);

interface StateCase {
  readonly name: string;
  /** The page the action starts on. */
  readonly path: string;
  /** Only where the control exists (the menu button is the phone's). */
  readonly sizes: readonly Size[];
  readonly act: (page: Page, size: Size) => Promise<void>;
}

const STATES: readonly StateCase[] = [
  {
    name: 'the listing filter, taken over by its island and applied',
    path: '/vinkyl',
    sizes: SIZES,
    act: async (page) => {
      const form = page.locator('form[data-filter-bar]');
      // The island hydrates on the first intent; the pointer over the form is one.
      await form.hover();
      await expect.poll(() => form.evaluate((element) => element.hasAttribute('data-enhanced')), WAIT).toBe(true);
      await form.locator('[data-more-filters] > summary').click();
      const sort = form.locator('select').last();
      const second = await sort.locator('option').nth(1).getAttribute('value');
      await sort.selectOption(second ?? '');
      await expect.poll(() => new URL(page.url()).search, WAIT).not.toBe('');
      await settle(page);
    },
  },
  {
    name: 'the listing filter with nothing matching: its empty state and suggestions',
    path: '/vinkyl',
    sizes: SIZES,
    act: async (page) => {
      // A brand and a price none of its products has, as tests/e2e/listing.test.ts does.
      const all = await listingProducts(site().url, data.products, '/vinkyl');
      const brand = all.find((p) => p.brand_slug !== null)?.brand_slug ?? '';
      const own = new Set(all.filter((p) => p.brand_slug === brand).map((p) => p.price));
      const other = String(all.find((p) => !own.has(p.price))?.price ?? 0);
      const form = page.locator('form[data-filter-bar]');
      await form.hover();
      await expect.poll(() => form.evaluate((element) => element.hasAttribute('data-enhanced')), WAIT).toBe(true);
      await form.getByLabel('Varumärke', { exact: true }).selectOption(brand);
      for (const label of ['Högsta pris (kr)', 'Lägsta pris (kr)']) {
        await form.getByLabel(label).fill(other);
        await form.getByLabel(label).blur();
      }
      await page.locator('[data-filter-empty]').waitFor({ state: 'visible', ...WAIT });
    },
  },
  {
    name: 'the search page without results',
    path: '/sok?q=xyzzyqq',
    sizes: SIZES,
    act: async (page) => {
      await page.locator('[data-search-empty]').waitFor(WAIT);
    },
  },
  {
    name: 'the search page with a corrected query',
    path: '/sok?q=vinkylk%C3%A5p',
    sizes: SIZES,
    act: async (page) => {
      await page.locator('[data-search-corrected]').waitFor(WAIT);
    },
  },
  {
    name: 'the search suggestions open',
    path: '/',
    sizes: SIZES,
    act: async (page, size) => {
      // The sidebar's field on a wide screen, the top bar's on a phone.
      const id = size.width < 1024 ? 'sok-toppen' : 'sok-sidomeny';
      const field = page.locator(`#${id}-falt`);
      await field.click();
      await field.pressSequentially('vinkyl', { delay: 20 });
      await page.locator(`#${id}-falt-forslag [data-search-suggestion]`).first().waitFor(WAIT);
      expect(await field.getAttribute('aria-expanded')).toBe('true');
    },
  },
  {
    name: 'a product’s offers and price history, jumped to',
    path: richProduct.url,
    sizes: SIZES,
    act: async (page) => {
      await page.locator('[data-price-chart]').waitFor(WAIT);
      await page.locator('[data-offers-link]').click();
      await page.waitForFunction(() => location.hash === '#priser');
    },
  },
  {
    name: 'the compare tray with two products chosen',
    path: '/vinkyl',
    sizes: SIZES,
    act: async (page) => {
      const toggles = page.locator('[data-part="grid"] [data-product-card] [data-compare]');
      await toggles.nth(0).click();
      await toggles.nth(1).click();
      await page.locator('[data-compare-tray] [data-compare-link]').waitFor({ state: 'visible', ...WAIT });
    },
  },
  {
    name: 'the mobile menu open',
    path: '/vinkyl',
    sizes: SIZES.filter((size) => size.width < 1024),
    act: async (page) => {
      await page.locator('header button[aria-controls="huvudmeny"]').click();
      await page.locator('#huvudmeny').waitFor({ state: 'visible' });
    },
  },
  {
    name: 'the debug panel open, with its sample products',
    path: '/vinkyl',
    sizes: SIZES,
    act: async (page) => {
      await page.locator('[data-debug-toggle]').click();
      const panel = page.locator('[data-debug-panel]');
      await panel.waitFor({ state: 'visible', ...WAIT });
      const sample = panel.getByRole('button', { name: 'Visa exempelprodukter' });
      await expect.poll(() => sample.isEnabled(), WAIT).toBe(true);
      await sample.click();
      await panel.locator('ul[aria-label="Exempelprodukter"] li').first().waitFor(WAIT);
    },
  },
];

describe('issue 22: axe on what a visitor opens', () => {
  for (const state of STATES) {
    const widths = state.sizes.map((size) => size.name).join(' and ');
    it(`${state.name}: no serious or critical violation at ${widths} (${state.path})`, async () => {
      const found: string[] = [];
      for (const size of state.sizes) {
        const { page, watch } = await openAt(size, state.path);
        await state.act(page, size);
        found.push(...(await seriousViolations(page, `${state.path} at ${size.name}`)));
        // The compare tray keeps its choice in storage, which every page of the browser shares.
        await page.evaluate(() => localStorage.clear());
        noErrors(watch);
        await page.close();
      }
      expect(found).toEqual([]);
    });
  }
});

/**
 * Issue 21 in a real browser: "Passar i min nisch" (the three fields, the
 * URL state, what fits first, unknown sizes last under their heading, the
 * reason on the card and on the product page), the card's facts line and
 * running cost, and the sort by the ten-year cost.
 *
 * Expected results are computed from the build's data: which products fit
 * with src/shared/fit.ts (its rules are tested in tests/unit/fit.test.ts),
 * the order and the counts here.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitCopy, fitGroupCopy } from '../../src/copy/fit';
import { listing as listingCopy } from '../../src/copy/listing';
import { basisOf, DEFAULT_CLEARANCE, FIT_GROUPS, fitIn, fitText, needs, type Size } from '../../src/shared/fit';
import { formatDecimal } from '../../src/shared/format';
import { priceWithShipping } from '../../src/shared/price-with-shipping';
import { tenYearCost, yearlyElectricityCost } from '../../src/shared/running-cost';
import { listingProducts, loadData, type PageWatch, type ProductData, plain, settle, siteUnderTest } from './browser';

/** What the price sort and costs read (issue 35): the first offer's price, its shipping added when known. */
const paid = (product: ProductData): number => priceWithShipping(product.price, product.shipping_price);

const data = loadData();
const { open, site: currentSite } = siteUnderTest();
const PER_PAGE = 24;
const WAIT = { timeout: 15_000 } as const;
const NICHE: Size = { width: 60, height: 85, depth: 57 };

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(currentSite().external).toEqual([]);
}

/** The grid's cards and headings in order: a card as its product path, a heading as "# text". */
async function gridItems(page: Page): Promise<string[]> {
  return page
    .locator('[data-part="grid"] > [data-product-card], [data-part="grid"] > [data-fit-heading]')
    .evaluateAll((items) =>
      items.map((item) =>
        item.hasAttribute('data-fit-heading')
          ? `# ${item.textContent ?? ''}`
          : new URL(item.querySelector('h3 a')?.getAttribute('href') ?? '', location.href).pathname,
      ),
    );
}

const status = async (page: Page) => plain(await page.locator('[data-filter-count]').textContent());

/** Presses "Visa fler produkter" until all `listed` results are shown, each press answered before the next. */
async function showAll(page: Page, listed: number): Promise<void> {
  const more = page.getByRole('button', { name: 'Visa fler produkter' });
  const cards = page.locator('[data-part="grid"] > [data-product-card]');
  for (let shown = PER_PAGE; shown < listed; shown += PER_PAGE) {
    await more.click();
    await expect.poll(() => cards.count(), WAIT).toBe(Math.min(listed, shown + PER_PAGE));
  }
}

/** The grid items of the first page: `PER_PAGE` cards and the headings among them. */
function firstPage(items: readonly string[]): string[] {
  let cards = 0;
  return items.filter((item) => (item.startsWith('# ') ? cards < PER_PAGE : ++cards <= PER_PAGE));
}

async function enhanced(page: Page): Promise<void> {
  const form = page.locator('form[data-filter-bar]');
  await form.hover();
  await expect.poll(() => form.evaluate((element) => element.hasAttribute('data-enhanced')), WAIT).toBe(true);
}

/**
 * What the listing shows for a niche, in `order`: the products that fit by
 * their stated installation size, then each further group under its heading
 * (outer size fits, near misses, free-standing, unknown size).
 */
function expectedFor(all: readonly ProductData[], niche: Size, order = (list: readonly ProductData[]) => list) {
  const groups = FIT_GROUPS.map((kind) => ({
    kind,
    products: order(all.filter((p) => fitIn(niche, p).kind === kind)),
  })).filter((group) => group.products.length > 0);
  const items = groups.flatMap((group) => [
    ...(group.kind === 'fits' ? [] : [`# ${fitGroupCopy.headings[group.kind]}`]),
    ...group.products.map((p) => p.url),
  ]);
  const listed = groups.reduce((sum, group) => sum + group.products.length, 0);
  const count = (kind: (typeof FIT_GROUPS)[number]) => groups.find((group) => group.kind === kind)?.products ?? [];
  const statusText = (shown: number) =>
    plain(
      listingCopy.showingNiche(
        1,
        shown,
        listed,
        groups.map((group) => ({ kind: group.kind, count: group.products.length })),
      ),
    );
  return { fitting: count('fits'), unknown: count('unknown'), listed, items, statusText };
}

describe('"Passar i min nisch" on /vinkyl', () => {
  let all: ProductData[] = [];
  beforeAll(async () => {
    all = await listingProducts(currentSite().url, data.products, '/vinkyl');
  });

  it('has three labelled fields in cm; typing a niche leaves out what is too big and lists unknown sizes last', async () => {
    const { page, watch } = await open('/vinkyl');
    await settle(page);
    await enhanced(page);
    const { fitting, unknown, listed, items, statusText } = expectedFor(all, NICHE);
    // The sample holds fitting, unknown and too-big products, so the test can tell them apart.
    expect(fitting.length).toBeGreaterThan(2);
    expect(unknown.length).toBeGreaterThan(2);
    expect(all.length - listed).toBeGreaterThan(2);
    expect(fitting.length).toBeLessThan(PER_PAGE);

    await page.getByLabel('Bredd (cm)').fill('60');
    await page.getByLabel('Höjd (cm)').fill('85');
    await page.getByLabel('Djup (cm)').fill('57');
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe('?nisch=60x85x57');
    await expect.poll(() => status(page), WAIT).toBe(statusText(Math.min(PER_PAGE, listed)));
    await expect.poll(() => gridItems(page), WAIT).toEqual(firstPage(items));

    // Each fitting card says what it needs, and links with the niche.
    const first = fitting[0] as ProductData;
    const need = fitIn(NICHE, first);
    if (need.kind !== 'fits') throw new Error('expected a fit');
    const card = page.locator('[data-part="grid"] [data-product-card]').first();
    expect(plain(await card.locator('[data-fit]').textContent())).toBe(
      plain(fitCopy.fits(need.needs.width, need.needs.height, need.needs.depth)),
    );
    expect(await card.locator('h3 a').getAttribute('href')).toBe(`${first.url}?nisch=60x85x57`);
    // The cards after the unknown sizes' heading state no size, so they give no reason.
    await showAll(page, listed);
    const after = page.locator(`[data-part="grid"] [data-fit-heading="unknown"] ~ [data-product-card]`);
    expect(await after.count()).toBeGreaterThan(0);
    expect(await after.locator('[data-fit]').count()).toBe(0);
    noErrors(watch);
  });

  it('opens a shared link with the niche and another filter, shows it in the fields, and goes back to it', async () => {
    const { page, watch } = await open('/vinkyl?nisch=60x85x57&sortera=pris');
    await settle(page);
    const byPrice = (list: readonly ProductData[]) =>
      list
        .map((p, index) => ({ p, index }))
        .sort((a, b) => paid(a.p) - paid(b.p) || a.index - b.index)
        .map(({ p }) => p);
    const { fitting, items } = expectedFor(all, NICHE, byPrice);
    await expect.poll(() => gridItems(page), WAIT).toEqual(firstPage(items));
    expect(await page.getByLabel('Bredd (cm)').inputValue()).toBe('60');
    expect(await page.getByLabel('Höjd (cm)').inputValue()).toBe('85');
    expect(await page.getByLabel('Djup (cm)').inputValue()).toBe('57');

    // A deeper niche fits more; back returns to the link's niche, in the fields too.
    await page.getByLabel('Djup (cm)').fill('70');
    await page.getByLabel('Djup (cm)').blur();
    await expect.poll(() => new URL(page.url()).searchParams.get('nisch'), WAIT).toBe('60x85x70');
    const deeper = expectedFor(all, { ...NICHE, depth: 70 });
    expect(deeper.fitting.length).toBeGreaterThan(fitting.length);
    await expect.poll(() => status(page), WAIT).toContain(`· ${deeper.fitting.length} passar`);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('nisch'), WAIT).toBe('60x85x57');
    await expect.poll(() => page.getByLabel('Djup (cm)').inputValue(), WAIT).toBe('57');
    await expect.poll(() => gridItems(page), WAIT).toEqual(firstPage(items));
    noErrors(watch);
  });

  it('leaves out a product 2,5 cm too deep, and its page says why', async () => {
    // A product stating every size, and a niche that gives it everything but 2.5 cm of depth.
    const product = all.find((p) => {
      const n = needs(p, DEFAULT_CLEARANCE);
      return n.width !== null && n.height !== null && n.depth !== null && n.depth > 20;
    });
    if (!product) throw new Error('no product in /vinkyl states its size');
    const n = needs(product, DEFAULT_CLEARANCE);
    const niche = { width: n.width as number, height: n.height as number, depth: (n.depth as number) - 2.5 };
    const query = `?nisch=${niche.width}x${niche.height}x${niche.depth}`;
    const listing = await open(`/vinkyl${query}`);
    await settle(listing.page);
    const { items: expected, listed, statusText } = expectedFor(all, niche);
    await expect.poll(() => status(listing.page), WAIT).toBe(statusText(Math.min(PER_PAGE, listed)));
    expect(expected).not.toContain(product.url);
    // Every result, with "Visa fler produkter" pressed until all are shown.
    await showAll(listing.page, listed);
    await expect.poll(() => gridItems(listing.page), WAIT).toEqual(expected);

    const { page, watch } = await open(`${product.url}${query}`);
    await settle(page);
    const reason = page.locator('[data-fit-reason]');
    await expect.poll(() => reason.isVisible(), WAIT).toBe(true);
    expect(plain(await reason.textContent())).toBe(
      plain(`${fitCopy.yourNiche(niche.width, niche.height, niche.depth)} Passar inte: 2,5 cm för djup`),
    );
    expect(await reason.getAttribute('data-fit-kind')).toBe('too-big');

    // The same page with a niche it fits says what it needs; without one it says nothing.
    const roomyNiche = { ...niche, depth: niche.depth + 2.5 };
    const roomy = await open(`${product.url}?nisch=${roomyNiche.width}x${roomyNiche.height}x${roomyNiche.depth}`);
    await settle(roomy.page);
    await expect
      .poll(async () => plain(await roomy.page.locator('[data-fit-reason]').textContent()), WAIT)
      .toContain(plain(fitText(fitIn(roomyNiche, product))));
    // 1 cm short is a near miss, said as one.
    const near = await open(`${product.url}?nisch=${niche.width}x${niche.height}x${niche.depth + 1.5}`);
    await settle(near.page);
    await expect
      .poll(async () => plain(await near.page.locator('[data-fit-reason]').textContent()), WAIT)
      .toContain(plain(fitCopy.near('depth', 1)));
    const bare = await open(product.url);
    await settle(bare.page);
    expect(await bare.page.locator('[data-fit-reason]').isVisible()).toBe(false);
    noErrors(watch);
  });
});

describe('"Passar" only when the maker’s installation size says so (issue 35 §4)', () => {
  it.each([
    ['/inbyggbar-vinkyl', { width: 60, height: 85, depth: 57 }],
    ['/vinkyl', { width: 60, height: 85, depth: 57 }],
    ['/vinkyl', { width: 70, height: 120, depth: 70 }],
  ])(
    '%s with a niche: every card’s reason is its own kind, and a plain "Passar" rests on a stated size',
    async (path, niche) => {
      const products = await listingProducts(currentSite().url, data.products, path);
      const query = `?nisch=${niche.width}x${niche.height}x${niche.depth}`;
      const { page, watch } = await open(`${path}${query}`);
      await settle(page);
      const expected = expectedFor(products, niche);
      await expect.poll(() => status(page), WAIT).toBe(expected.statusText(Math.min(PER_PAGE, expected.listed)));
      await showAll(page, expected.listed);
      await expect.poll(() => gridItems(page), WAIT).toEqual(expected.items);
      const reasons = await page.locator('[data-part="grid"] > [data-product-card]').evaluateAll((cards) =>
        cards.map((card) => ({
          path: new URL(card.querySelector('h3 a')?.getAttribute('href') ?? '', location.href).pathname,
          text: card.querySelector('[data-fit]')?.textContent ?? null,
          kind: card.querySelector('[data-fit]')?.getAttribute('data-fit-kind') ?? null,
        })),
      );
      const byUrl = new Map(products.map((p) => [p.url, p]));
      const kinds = new Set<string>();
      for (const reason of reasons) {
        const product = byUrl.get(reason.path);
        if (!product) throw new Error(`${reason.path} is not in ${path}`);
        const fit = fitIn(niche, product);
        kinds.add(fit.kind);
        expect(reason.kind, reason.path).toBe(fit.kind === 'unknown' ? null : fit.kind);
        expect(reason.text === null ? null : plain(reason.text), reason.path).toBe(
          fit.kind === 'unknown' ? null : plain(fitText(fit)),
        );
        // A plain "Passar" only where the maker states the installation size, never for a free-standing unit.
        if (reason.text?.startsWith('Passar:')) {
          expect(basisOf(product), reason.path).toBe('stated');
          expect(product.installation, reason.path).not.toBe('fristaende');
        }
      }
      // The sample shows more than one kind in each view, so the grouping is seen working.
      expect(kinds.size, [...kinds].join()).toBeGreaterThan(1);
      noErrors(watch);
    },
  );
});

describe('cards that answer at a glance, and the ten-year cost (issue 21 §3, §4)', () => {
  let all: ProductData[] = [];
  beforeAll(async () => {
    all = await listingProducts(currentSite().url, data.products, '/vinkyl');
  });

  it('shows each server card’s facts line and its running cost where the energy use is known', async () => {
    const { page, watch } = await open('/vinkyl');
    await settle(page);
    const cards = page.locator('[data-part="grid"] [data-product-card]');
    const count = await cards.count();
    let costs = 0;
    for (let index = 0; index < count; index += 1) {
      const product = all[index] as ProductData;
      const card = cards.nth(index);
      const cost = card.locator('[data-running-cost]');
      const yearly = yearlyElectricityCost(product.energy_kwh_year);
      if (yearly === null) {
        expect(await cost.count(), product.url).toBe(0);
      } else {
        costs += 1;
        expect(plain(await cost.textContent()), product.url).toBe(plain(`≈ ${formatDecimal(yearly)} kr/år i el`));
      }
      const facts = plain(await card.locator('[data-card-facts]').textContent());
      if (product.capacity !== null) expect(facts, product.url).toMatch(new RegExp(`^${product.capacity} flask`));
      if (product.energy_class !== null) expect(facts, product.url).toContain(`Energiklass ${product.energy_class}`);
    }
    expect(costs).toBeGreaterThan(count / 2);
    noErrors(watch);
  });

  it('sorts by the lowest ten-year cost, products without an energy use last', async () => {
    const { page, watch } = await open('/vinkyl');
    await settle(page);
    await enhanced(page);
    await page.getByLabel('Sortera', { exact: true }).selectOption({ label: 'Lägst totalkostnad 10 år' });
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe('?sortera=totalkostnad');
    const keyed = all.map((p, index) => ({ p, index, cost: tenYearCost(paid(p), p.energy_kwh_year) }));
    const known = keyed
      .filter((k) => k.cost !== null)
      .sort((a, b) => (a.cost ?? 0) - (b.cost ?? 0) || a.index - b.index);
    const expected = [...known, ...keyed.filter((k) => k.cost === null)].map((k) => k.p.url);
    await expect.poll(() => gridItems(page), WAIT).toEqual(expected.slice(0, PER_PAGE));
    noErrors(watch);
  });
});

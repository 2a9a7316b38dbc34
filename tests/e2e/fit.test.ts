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
import { fitCopy } from '../../src/copy/fit';
import { DEFAULT_CLEARANCE, fitIn, needs, type Size } from '../../src/shared/fit';
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
    .locator('[data-part="grid"] > [data-product-card], [data-part="grid"] > [data-fit-unknown]')
    .evaluateAll((items) =>
      items.map((item) =>
        item.hasAttribute('data-fit-unknown')
          ? `# ${item.textContent ?? ''}`
          : new URL(item.querySelector('h3 a')?.getAttribute('href') ?? '', location.href).pathname,
      ),
    );
}

const status = async (page: Page) => plain(await page.locator('[data-filter-count]').textContent());

async function enhanced(page: Page): Promise<void> {
  const form = page.locator('form[data-filter-bar]');
  await form.hover();
  await expect.poll(() => form.evaluate((element) => element.hasAttribute('data-enhanced')), WAIT).toBe(true);
}

/** What the listing shows for a niche: the fitting products, then the heading and the unknown ones. */
function expectedFor(all: readonly ProductData[], niche: Size) {
  const fitting = all.filter((p) => fitIn(niche, p).kind === 'fits');
  const unknown = all.filter((p) => fitIn(niche, p).kind === 'unknown');
  const items = [...fitting.map((p) => p.url), `# ${fitCopy.unknownHeading}`, ...unknown.map((p) => p.url)];
  return { fitting, unknown, items };
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
    const { fitting, unknown, items } = expectedFor(all, NICHE);
    // The sample holds all three kinds, so the test can tell them apart.
    expect(fitting.length).toBeGreaterThan(2);
    expect(unknown.length).toBeGreaterThan(2);
    expect(all.length - fitting.length - unknown.length).toBeGreaterThan(2);
    expect(fitting.length).toBeLessThan(PER_PAGE);

    await page.getByLabel('Bredd (cm)').fill('60');
    await page.getByLabel('Höjd (cm)').fill('85');
    await page.getByLabel('Djup (cm)').fill('57');
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe('?nisch=60x85x57');
    const matching = fitting.length + unknown.length;
    await expect
      .poll(() => status(page), WAIT)
      .toBe(
        `Visar 1–${Math.min(PER_PAGE, matching)} av ${matching} produkter · ${fitting.length} passar, ${unknown.length} saknar mått`,
      );
    await expect.poll(() => gridItems(page), WAIT).toEqual(items.slice(0, PER_PAGE + 1));

    // Each fitting card says what it needs, and links with the niche.
    const first = fitting[0] as ProductData;
    const need = fitIn(NICHE, first);
    if (need.kind !== 'fits') throw new Error('expected a fit');
    const card = page.locator('[data-part="grid"] [data-product-card]').first();
    expect(plain(await card.locator('[data-fit]').textContent())).toBe(
      plain(fitCopy.fits(need.needs.width, need.needs.height, need.needs.depth)),
    );
    expect(await card.locator('h3 a').getAttribute('href')).toBe(`${first.url}?nisch=60x85x57`);
    // The cards after the heading state no size, so they give no reason.
    const after = page.locator('[data-part="grid"] [data-fit-unknown] ~ [data-product-card]');
    expect(await after.count()).toBeGreaterThan(0);
    expect(await after.locator('[data-fit]').count()).toBe(0);
    noErrors(watch);
  });

  it('opens a shared link with the niche and another filter, shows it in the fields, and goes back to it', async () => {
    const { page, watch } = await open('/vinkyl?nisch=60x85x57&sortera=pris');
    await settle(page);
    const { fitting, unknown } = expectedFor(all, NICHE);
    const byPrice = (list: readonly ProductData[]) =>
      list
        .map((p, index) => ({ p, index }))
        .sort((a, b) => paid(a.p) - paid(b.p) || a.index - b.index)
        .map(({ p }) => p.url);
    const items = [...byPrice(fitting), `# ${fitCopy.unknownHeading}`, ...byPrice(unknown)];
    await expect.poll(() => gridItems(page), WAIT).toEqual(items.slice(0, PER_PAGE + 1));
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
    await expect.poll(() => gridItems(page), WAIT).toEqual(items.slice(0, PER_PAGE + 1));
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
    await expect.poll(() => status(listing.page), WAIT).toMatch(/passar/);
    const expected = expectedFor(all, niche).items;
    expect(expected).not.toContain(product.url);
    // Every result, with "Visa fler produkter" pressed until all are shown.
    const more = listing.page.getByRole('button', { name: 'Visa fler produkter' });
    for (let shown = PER_PAGE; shown < expected.length - 1; shown += PER_PAGE) await more.click();
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
    const roomy = await open(`${product.url}?nisch=${niche.width}x${niche.height}x${niche.depth + 2.5}`);
    await settle(roomy.page);
    await expect
      .poll(async () => plain(await roomy.page.locator('[data-fit-reason]').textContent()), WAIT)
      .toContain(plain(fitCopy.fits(n.width as number, n.height as number, n.depth as number)));
    const bare = await open(product.url);
    await settle(bare.page);
    expect(await bare.page.locator('[data-fit-reason]').isVisible()).toBe(false);
    noErrors(watch);
  });
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

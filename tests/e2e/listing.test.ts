/**
 * The listings of category and brand pages (issue 12 §2, §3) in a real
 * browser: every filter, every sort, the option counts, the URL state with
 * back and forward, a shared link, the empty state with suggestions, reset,
 * more results, and a brand page's filter without a brand. Pagination and
 * the form without JavaScript are in ./listing-nojs.test.ts.
 *
 * Expected results are computed here from the build's data (the site's own
 * filter code is not used for them), over the listing as the static pages
 * list it: every page of /vinkyl read in order.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { listing as listingCopy } from '../../src/copy/listing';
import { pricePerBottle } from '../../src/shared/price-per-bottle';
import { priceWithShipping } from '../../src/shared/price-with-shipping';
import {
  isScript,
  listingProducts,
  loadData,
  type PageWatch,
  type ProductData,
  plain,
  settle,
  siteUnderTest,
} from './browser';

const data = loadData();
const { open, site: currentSite } = siteUnderTest();
const PER_PAGE = 24;
const WAIT = { timeout: 15_000 } as const;
/** What the price sort and filter read (issue 35): the first offer's price, its shipping added when known. */
const paid = (product: ProductData): number => priceWithShipping(product.price, product.shipping_price);

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(currentSite().external).toEqual([]);
}

/** Card links in the grid, in order. */
async function shownUrls(page: Page): Promise<string[]> {
  return page
    .locator('[data-part="grid"] [data-product-card] h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

const status = async (page: Page) => plain(await page.locator('[data-filter-count]').textContent());

/** The grid shows the first page of `expected`, and the status counts them all. */
async function expectResults(page: Page, expected: readonly ProductData[]): Promise<void> {
  const first = expected.slice(0, PER_PAGE).map((product) => product.url);
  await expect.poll(() => shownUrls(page), WAIT).toEqual(first);
  if (expected.length === 0) return;
  // The copy's own count ("Visar 1–24 av 230 produkter", "Visar 1 av 1 produkt"; tests/unit/counts-copy.test.ts).
  await expect.poll(() => status(page), WAIT).toBe(plain(listingCopy.showing(1, first.length, expected.length)));
}

/** Opens the listing and waits until its island has taken the form over (after pointing at it). */
async function openListing(path: string) {
  const opened = await open(path);
  await settle(opened.page);
  expect(opened.watch.requests.filter(isScript)).toEqual([]);
  expect(opened.watch.requests.some((url) => url.includes('/data/'))).toBe(false);
  const form = opened.page.locator('form[data-filter-bar]');
  await form.hover();
  // The island has loaded the listing's data and taken the form over.
  await expect.poll(() => form.evaluate((element) => element.hasAttribute('data-enhanced')), WAIT).toBe(true);
  await expect.poll(() => status(opened.page), WAIT).toMatch(/^Visar /);
  await expect
    .poll(
      () => opened.watch.requests.some((url) => url.includes('/data/kategori/') || url.includes('/data/varumarke/')),
      WAIT,
    )
    .toBe(true);
  return { ...opened, form };
}

describe('the /vinkyl listing', () => {
  let all: ProductData[] = [];
  beforeAll(async () => {
    all = await listingProducts(currentSite().url, data.products, '/vinkyl');
  });

  it('lists every product of the category on its static pages, 24 a page, in feed order', async () => {
    expect(all.length).toBeGreaterThan(PER_PAGE * 2);
    expect(all.map((p) => p.source_row)).toEqual([...all.map((p) => p.source_row)].sort((a, b) => a - b));
    expect(new Set(all.map((p) => p.url)).size).toBe(all.length);
    for (const product of all) expect(product.category ?? '').toMatch(/vinkyl/i);
  });

  it('filters by brand; the brand options count what they would leave', async () => {
    const { page, watch, form } = await openListing('/vinkyl');
    const brand = form.getByLabel('Varumärke', { exact: true });
    const options = await brand
      .locator('option')
      .evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
    const brands = [...new Set(all.map((p) => p.brand_slug).filter((slug): slug is string => slug !== null))];
    expect(new Set(options.slice(1).map((o) => o.value))).toEqual(new Set(brands));
    expect(plain(options[0]?.text)).toBe(`Alla varumärken (${all.length})`);
    for (const option of options.slice(1, 4)) {
      const own = all.filter((p) => p.brand_slug === option.value);
      expect(plain(option.text)).toMatch(new RegExp(`\\(${own.length}\\)$`));
      await brand.selectOption(option.value);
      await expectResults(page, own);
      expect(new URL(page.url()).search).toBe(`?marke=${option.value}`);
    }
    noErrors(watch);
  });

  it('filters by price, inclusive, and caps a minimum above the maximum (spec §5)', async () => {
    const { page, watch, form } = await openListing('/vinkyl');
    const prices = [...new Set(all.map((p) => paid(p)))].sort((a, b) => a - b);
    const low = prices[2] ?? 0;
    const high = prices[prices.length - 3] ?? 0;
    const min = form.getByLabel('Lägsta pris (kr)');
    const max = form.getByLabel('Högsta pris (kr)');
    await max.fill(String(high));
    await max.press('Enter');
    await min.fill(String(low));
    await min.blur();
    await expectResults(
      page,
      all.filter((p) => paid(p) >= low && paid(p) <= high),
    );
    expect(new URL(page.url()).searchParams.get('pris')).toBe(`${low}-${high}`);
    await min.fill(String(high + 1000));
    await min.blur();
    await expect.poll(async () => Number(await min.inputValue())).toBe(high);
    await expectResults(
      page,
      all.filter((p) => paid(p) === high),
    );
    noErrors(watch);
  });

  it('filters by bottles, zones, installation, width, noise, energy class and stock, each counted before it is chosen', async () => {
    const { page, watch, form } = await openListing('/vinkyl');
    await form.locator('summary').click();
    const count = async (selector: string) => {
      const text = plain(await form.locator(selector).textContent());
      return Number(/\((\d[\d\s]*)\)/.exec(text)?.[1]?.replace(/\s/g, '') ?? Number.NaN);
    };
    const reset = async () => {
      await form.getByRole('button', { name: 'Återställ filter' }).click();
      await expect.poll(() => shownUrls(page), WAIT).toEqual(all.slice(0, PER_PAGE).map((p) => p.url));
    };

    // Bottles: a range of the stated capacities; products without one drop out.
    const capacities = all.flatMap((p) => (p.capacity === null ? [] : [p.capacity])).sort((a, b) => a - b);
    const from = capacities[Math.floor(capacities.length / 4)] ?? 0;
    const to = capacities[Math.floor((capacities.length * 3) / 4)] ?? 0;
    await form.getByLabel('Minst antal flaskor').fill(String(from));
    await form.getByLabel('Minst antal flaskor').blur();
    await form.getByLabel('Högst antal flaskor').fill(String(to));
    await form.getByLabel('Högst antal flaskor').blur();
    await expectResults(
      page,
      all.filter((p) => p.capacity !== null && p.capacity >= from && p.capacity <= to),
    );
    expect(new URL(page.url()).searchParams.get('flaskor')).toBe(`${from}-${to}`);
    await reset();

    // Zones and installation: radio groups, their counts from the data.
    const zones = Math.max(...all.flatMap((p) => (p.temperature_zones === null ? [] : [p.temperature_zones])));
    const withZones = all.filter((p) => p.temperature_zones === zones);
    expect(await count(`[data-count-for="zoner=${zones}"]`)).toBe(withZones.length);
    await form.locator(`input[name="zoner"][value="${zones}"]`).check();
    await expectResults(page, withZones);
    await reset();
    const builtIn = all.filter((p) => p.installation === 'inbyggbar');
    expect(builtIn.length).toBeGreaterThan(0);
    expect(await count('[data-count-for="installation=inbyggbar"]')).toBe(builtIn.length);
    await form.locator('input[name="installation"][value="inbyggbar"]').check();
    await expectResults(page, builtIn);
    expect(new URL(page.url()).search).toBe('?installation=inbyggbar');
    await reset();

    // Issue 38 §1: the yes-or-no features, radio groups of the values the listing states (1 yes, 0 no).
    for (const [name, fact] of [
      ['las', (p: ProductData) => p.lockable],
      ['glasdorr', (p: ProductData) => p.glass_door],
      ['uv-glas', (p: ProductData) => p.uv_glass],
      ['tra', (p: ProductData) => p.wood],
      ['vandbar-dorr', (p: ProductData) => p.reversible_door],
    ] as const) {
      for (const [value, stated] of [
        ['1', true],
        ['0', false],
      ] as const) {
        const expected = all.filter((p) => fact(p) === stated);
        if (expected.length === 0) {
          expect(await form.locator(`input[name="${name}"][value="${value}"]`).count(), `${name}=${value}`).toBe(0);
          continue;
        }
        expect(await count(`[data-count-for="${name}=${value}"]`), `${name}=${value}`).toBe(expected.length);
        await form.locator(`input[name="${name}"][value="${value}"]`).check();
        await expectResults(page, expected);
        expect(new URL(page.url()).search).toBe(`?${name}=${value}`);
        await reset();
      }
    }

    // Largest width, highest noise, energy class: selects of thresholds.
    for (const [label, name, fact] of [
      ['Största bredd', 'bredd', (p: ProductData) => p.width_cm],
      // Issue 21: height and depth beside width, their options the listing's own sizes.
      ['Största höjd', 'hojd', (p: ProductData) => p.height_cm],
      ['Största djup', 'djup', (p: ProductData) => p.depth_cm],
      ['Högsta ljudnivå', 'ljud', (p: ProductData) => p.noise_db],
    ] as const) {
      const select = form.getByLabel(label);
      const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      const step = values[Math.ceil((values.length - 1) / 2)] ?? '';
      expect(step, `${label} has options`).not.toBe('');
      // Never an option no product meets, nor one every product meets.
      for (const option of values.slice(1)) {
        const meeting = all.filter((p) => (fact(p) ?? Number.POSITIVE_INFINITY) <= Number(option)).length;
        expect(meeting, `${label} ${option}`).toBeGreaterThan(0);
        expect(meeting, `${label} ${option}`).toBeLessThan(all.filter((p) => fact(p) !== null).length);
      }
      const expected = all.filter((p) => {
        const value = fact(p);
        return value !== null && value <= Number(step);
      });
      expect(await count(`[data-count-for="${name}=${step}"]`)).toBe(expected.length);
      await select.selectOption(step);
      await expectResults(page, expected);
      await reset();
    }
    const classes = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    const energySelect = form.getByLabel('Energiklass');
    const energy =
      (await energySelect.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)))[1] ??
      '';
    const better = all.filter(
      (p) => p.energy_class !== null && classes.indexOf(p.energy_class) <= classes.indexOf(energy),
    );
    await energySelect.selectOption(energy);
    await expectResults(page, better);
    expect(new URL(page.url()).search).toBe(`?energiklass=${energy.toLowerCase()}`);
    await reset();

    // In stock.
    const inStock = all.filter((p) => p.in_stock);
    expect(await count('[data-count-for="lager=1"]')).toBe(inStock.length);
    await form.getByLabel(/Endast i lager/).check();
    await expectResults(page, inStock);
    noErrors(watch);
  });

  it.each<[string, string, (a: ProductData, b: ProductData) => number]>([
    ['price low to high', 'pris', (a, b) => paid(a) - paid(b)],
    ['price high to low', 'pris-fallande', (a, b) => paid(b) - paid(a)],
    ['most bottles', 'flaskor', (a, b) => (b.capacity ?? -1) - (a.capacity ?? -1)],
    [
      'lowest price per bottle',
      'pris-per-flaska',
      (a, b) =>
        (pricePerBottle(paid(a), a.capacity) ?? Number.POSITIVE_INFINITY) -
        (pricePerBottle(paid(b), b.capacity) ?? Number.POSITIVE_INFINITY),
    ],
    // Issue 38 §1: the stated noise level, lowest first; products without one last (∞ − ∞ is NaN: feed order).
    [
      'quietest first',
      'tystast',
      (a, b) => (a.noise_db ?? Number.POSITIVE_INFINITY) - (b.noise_db ?? Number.POSITIVE_INFINITY),
    ],
  ])('sorts by %s over the whole listing, ties in feed order', async (_, value, compare) => {
    const { page, watch, form } = await openListing('/vinkyl');
    await form.getByLabel('Sortera').selectOption(value);
    const sorted = all.map((p, index) => ({ p, index })).sort((a, b) => compare(a.p, b.p) || a.index - b.index);
    await expectResults(
      page,
      sorted.map((entry) => entry.p),
    );
    expect(new URL(page.url()).search).toBe(`?sortera=${value}`);
    // The cards are the server's: the same markup, with kr per flaskplats where the capacity is known.
    const first = sorted[0]?.p;
    if (first?.capacity)
      expect(plain(await page.locator('[data-part="grid"] [data-product-card]').first().textContent())).toContain(
        'kr per flaskplats',
      );
    // Back to the recommended order: the server's page again, with its page links.
    await form.getByLabel('Sortera').selectOption('');
    await expectResults(page, all);
    expect(await page.locator('[data-part="pages"]').isVisible()).toBe(true);
    noErrors(watch);
  });

  it('keeps the view in the URL: back and forward move through it, and a shared link opens it', async () => {
    const { page, watch, form } = await openListing('/vinkyl');
    const brand = all.find((p) => p.brand_slug !== null)?.brand_slug ?? '';
    await form.getByLabel('Varumärke', { exact: true }).selectOption(brand);
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe(`?marke=${brand}`);
    await form.getByLabel('Sortera').selectOption('pris');
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe(`?marke=${brand}&sortera=pris`);
    const ofBrand = all.filter((p) => p.brand_slug === brand);
    const byPrice = ofBrand
      .map((p, i) => ({ p, i }))
      .sort((a, b) => paid(a.p) - paid(b.p) || a.i - b.i)
      .map((e) => e.p);
    await expectResults(page, byPrice);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe(`?marke=${brand}`);
    await expectResults(page, ofBrand);
    expect(await form.getByLabel('Sortera').inputValue()).toBe('');
    expect(await form.getByLabel('Varumärke', { exact: true }).inputValue()).toBe(brand);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe('');
    await expectResults(page, all);
    expect(await form.getByLabel('Varumärke', { exact: true }).inputValue()).toBe('');
    await page.goForward();
    await expectResults(page, ofBrand);
    expect(await form.getByLabel('Varumärke', { exact: true }).inputValue()).toBe(brand);

    // The same view from a shared link: applied at load, without a tap, the form showing it.
    const shared = await open(`/vinkyl?marke=${brand}&sortera=pris&utm_source=delning`);
    await expectResults(shared.page, byPrice);
    expect(await shared.page.locator('form[data-filter-bar] select[name="marke"]').inputValue()).toBe(brand);
    expect(new URL(shared.page.url()).search).toBe(`?marke=${brand}&sortera=pris&utm_source=delning`);
    // The canonical stays the category page.
    expect(await shared.page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/vinkyl$/);
    noErrors(watch);
    noErrors(shared.watch);
  });

  it('opens a shared link with a hostile range at once, ignoring only the range (issue 19 §9)', async () => {
    // `+` is a space: spaces, a dash, spaces and a letter made the old range pattern backtrack at
    // page load (130 of each blocked the page for 4 s, 200 for 30 s; 300 would be minutes).
    const hostile = `${'+'.repeat(300)}-${'+'.repeat(300)}x`;
    const brand = all.find((p) => p.brand_slug !== null)?.brand_slug ?? '';
    const { page, watch } = await open(`/vinkyl?marke=${brand}&pris=${hostile}&flaskor=${hostile}`);
    await expectResults(
      page,
      all.filter((p) => p.brand_slug === brand),
    );
    const form = page.locator('form[data-filter-bar]');
    expect(await form.locator('select[name="marke"]').inputValue()).toBe(brand);
    const prices = all.filter((p) => p.brand_slug === brand).map((p) => paid(p));
    expect(Number(await form.getByLabel('Lägsta pris (kr)').inputValue())).toBeLessThanOrEqual(Math.min(...prices));
    noErrors(watch);
  });

  it('says so when nothing matches, suggests other categories, and reset brings everything back', async () => {
    const { page, watch, form } = await openListing('/vinkyl');
    const brand = all.find((p) => p.brand_slug !== null)?.brand_slug ?? '';
    const own = new Set(all.filter((p) => p.brand_slug === brand).map((p) => paid(p)));
    const other = all.find((p) => !own.has(paid(p)));
    const otherPrice = other ? paid(other) : 0;
    await form.getByLabel('Varumärke', { exact: true }).selectOption(brand);
    await form.getByLabel('Högsta pris (kr)').fill(String(otherPrice));
    await form.getByLabel('Högsta pris (kr)').blur();
    await form.getByLabel('Lägsta pris (kr)').fill(String(otherPrice));
    await form.getByLabel('Lägsta pris (kr)').blur();
    const empty = page.locator('[data-filter-empty]');
    await empty.waitFor({ state: 'visible', ...WAIT });
    expect(await shownUrls(page)).toEqual([]);
    expect(await status(page)).toBe(`Visar 0 av ${all.length} produkter`);
    expect(plain(await empty.textContent())).toContain('Inga produkter hittades med valda filter.');
    const suggestions = await empty.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions).not.toContain('/vinkyl');
    const reset = form.getByRole('button', { name: 'Återställ filter' });
    expect(await reset.isEnabled()).toBe(true);
    await reset.click();
    await expectResults(page, all);
    expect(await empty.count()).toBe(0);
    expect(await form.getByLabel('Varumärke', { exact: true }).inputValue()).toBe('');
    const prices = all.map((p) => paid(p));
    expect(Number(await form.getByLabel('Lägsta pris (kr)').inputValue())).toBe(Math.floor(Math.min(...prices)));
    expect(Number(await form.getByLabel('Högsta pris (kr)').inputValue())).toBe(Math.ceil(Math.max(...prices)));
    expect(await reset.isDisabled()).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    noErrors(watch);
  });

  it('shows more results below the first ones', async () => {
    const { page, watch, form } = await openListing('/vinkyl');
    await form.getByLabel('Sortera').selectOption('pris-fallande');
    const sorted = all
      .map((p, i) => ({ p, i }))
      .sort((a, b) => paid(b.p) - paid(a.p) || a.i - b.i)
      .map((e) => e.p);
    await expectResults(page, sorted);
    expect(await page.locator('[data-part="pages"]').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Visa fler produkter' }).click();
    await expect.poll(() => shownUrls(page), WAIT).toEqual(sorted.slice(0, PER_PAGE * 2).map((p) => p.url));
    expect(await status(page)).toBe(`Visar 1–${PER_PAGE * 2} av ${all.length} produkter`);
    noErrors(watch);
  });

  it('draws its results from the server’s own card markup (issue 24): every card as the static pages have it', async () => {
    // Which images load eagerly depends on where a card stands (the first of a page, the first drawn), not on the card.
    const card = (html: string) => html.replace(/ loading="(eager|lazy)"/g, '').replace(/ fetchpriority="high"/g, '');
    const href = (html: string) => /<h3 class="product-card-name"><a href="([^"]+)"/.exec(html)?.[1] ?? '';
    const seen: string[] = [];
    // /vinlagringsskap holds the sample's product without an image.
    for (const listing of ['/vinkyl', '/vinlagringsskap']) {
      const products = await listingProducts(currentSite().url, data.products, listing);
      const { page, watch, form } = await openListing(listing);
      // Sorted by price, the filter draws every card itself (the server's grid is feed order).
      await form.getByLabel('Sortera').selectOption('pris-fallande');
      const sorted = products
        .map((p, i) => ({ p, i }))
        .sort((a, b) => paid(b.p) - paid(a.p) || a.i - b.i)
        .map((e) => e.p);
      await expectResults(page, sorted);
      const more = page.getByRole('button', { name: 'Visa fler produkter' });
      while ((await shownUrls(page)).length < products.length) {
        const before = (await shownUrls(page)).length;
        await more.click();
        await expect.poll(async () => (await shownUrls(page)).length, WAIT).toBeGreaterThan(before);
      }
      const drawn = await page
        .locator('[data-part="grid"] [data-product-card]')
        .evaluateAll((elements) => elements.map((element) => element.outerHTML));
      const paths = Array.from({ length: Math.ceil(products.length / PER_PAGE) }, (_, i) =>
        i === 0 ? listing : `${listing}/sida/${i + 1}`,
      );
      // The static pages' cards, parsed by the same browser, so both sides are serialised alike.
      const served = await page.evaluate(async (pages) => {
        const found: string[] = [];
        for (const path of pages) {
          const html = await (await fetch(path)).text();
          const doc = new DOMParser().parseFromString(html, 'text/html');
          for (const element of doc.querySelectorAll('[data-part="grid"] [data-product-card]'))
            found.push(element.outerHTML);
        }
        return found;
      }, paths);
      const servedByUrl = new Map(served.map((html) => [href(html), card(html)]));
      expect(served).toHaveLength(products.length);
      expect(drawn).toHaveLength(products.length);
      expect(drawn.map(card)).toEqual(drawn.map((html) => servedByUrl.get(href(html))));
      seen.push(...drawn);
      noErrors(watch);
    }
    // Between them the two listings have cards of every form: no image, a proven reduction, on order, one shop.
    for (const form of [
      'data-reduction',
      'Ej i lager just nu',
      'Bild saknas',
      'data-per-bottle',
      'data-price-from',
      '1 butik',
    ])
      expect(
        seen.some((html) => html.includes(form)),
        form,
      ).toBe(true);
  });

  it('applies a choice made while the island loads (no pointer first), and starts from a later page', async () => {
    const { page, watch } = await open('/vinkyl/sida/2');
    await settle(page);
    expect(await shownUrls(page)).toEqual(all.slice(PER_PAGE, PER_PAGE * 2).map((p) => p.url));
    expect(watch.requests.filter(isScript)).toEqual([]);
    const brand = all.find((p) => p.brand_slug !== null)?.brand_slug ?? '';
    // A choice without pointer or focus (as assistive tools may make it): the change itself starts the island.
    await page.locator('select[name="marke"]').selectOption(brand);
    await expectResults(
      page,
      all.filter((p) => p.brand_slug === brand),
    );
    expect(new URL(page.url()).pathname).toBe('/vinkyl');
    expect(new URL(page.url()).search).toBe(`?marke=${brand}`);
    await page.goBack();
    await expect.poll(() => shownUrls(page), WAIT).toEqual(all.slice(PER_PAGE, PER_PAGE * 2).map((p) => p.url));
    expect(new URL(page.url()).pathname).toBe('/vinkyl/sida/2');
    noErrors(watch);
  });
});

describe('a brand listing', () => {
  const brand = [...data.brands].sort((a, b) => b.product_count - a.product_count)[0];

  it('filters without a brand select, and "N produkter" keeps counting the whole brand', async () => {
    if (!brand) throw new Error('the built data has no brand');
    const all = await listingProducts(currentSite().url, data.products, `/varumarken/${brand.slug}`);
    const { page, watch, form } = await openListing(`/varumarken/${brand.slug}`);
    expect(await form.locator('select[name="marke"]').count()).toBe(0);
    const count = plain(await page.locator('[data-brand-count]').textContent());
    await form.getByLabel('Sortera').selectOption('pris');
    const sorted = all
      .map((p, i) => ({ p, i }))
      .sort((a, b) => paid(a.p) - paid(b.p) || a.i - b.i)
      .map((e) => e.p);
    await expectResults(page, sorted);
    expect(plain(await page.locator('[data-brand-count]').textContent())).toBe(count);
    expect(count).toBe(`${all.length} produkter`);
    noErrors(watch);
  });
});

/**
 * Issue 38 §1 in Chromium against the built site: a buyer's query typed on
 * /sok and in the header field is read into a listing's filters, the chips
 * say what was understood, and the products shown first are the listing's
 * own first products with those filters: the test opens the listing the
 * search links to and compares its grid, so the search and the listing
 * cannot drift apart. Removing a chip widens the result.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type PageWatch, plain, settle, siteUnderTest } from './browser';

const { open, site } = siteUnderTest();
const WAIT = { timeout: 15_000 } as const;

/** A query and the chips it must show, in the order typed; a RegExp where the listing's options decide the value. */
interface Case {
  readonly query: string;
  readonly chips: readonly (string | RegExp)[];
  /** The sample has products that meet it (false: the answer must say none does, with the chip marked). */
  readonly found: boolean;
}

/**
 * The issue's own queries first (what a new user typed and got nothing or
 * the wrong thing for), then one query per kind of word of §1's first
 * paragraph: category and installation words, bottles, zones, width and
 * niche, noise, energy class, price, features and brands.
 */
const CASES: readonly Case[] = [
  { query: 'tyst vinkyl', chips: ['högst 38 dB, tystast först', 'Vinkyl'], found: true },
  { query: 'billig vinkyl', chips: ['lägst pris först', 'Vinkyl'], found: true },
  { query: 'vinkyl under bänk', chips: ['Vinkyl', 'inbyggbar'], found: true },
  { query: 'vinkyl med lås', chips: ['Vinkyl', 'med lås'], found: true },
  { query: 'inbyggd vinkyl 60 cm', chips: ['inbyggbar', 'Vinkyl', /^högst (60|59,5) cm bred$/], found: true },
  { query: 'vinkyl 33 dB', chips: ['Vinkyl', 'högst 33 dB'], found: true },
  { query: 'vinställ trä', chips: ['Vinställ', 'trä'], found: true },
  { query: 'vinlagringsskåp', chips: ['Vinlagringsskåp'], found: true },
  { query: 'ölkyl', chips: ['Ölkyl'], found: true },
  { query: 'integrerad vinkyl två zoner', chips: ['integrerad/integrerbar', 'Vinkyl', '2 zoner'], found: true },
  { query: 'fristående vinkyl under 10 000 kr', chips: ['fristående', 'Vinkyl', 'högst 10 000 kr'], found: true },
  { query: 'vinkyl under bänken', chips: ['Vinkyl', 'inbyggbar'], found: true },
  { query: 'vinkyl för 40 flaskor', chips: ['Vinkyl', 'minst 40 flaskor'], found: true },
  { query: 'minst 40 flaskor 2 zoner', chips: ['minst 40 flaskor', '2 zoner'], found: true },
  { query: 'dubbelzon vinkyl max 8000', chips: ['2 zoner', 'Vinkyl', 'högst 8 000 kr'], found: true },
  { query: 'vinkyl 45 cm bred', chips: ['Vinkyl', /^högst 4[0-5](,5)? cm bred$/], found: true },
  { query: 'vinkyl nisch 60x82x56', chips: ['Vinkyl', 'passar nisch 60 × 82 × 56 cm'], found: true },
  { query: 'vinkyl energiklass E', chips: ['Vinkyl', 'energiklass E eller bättre'], found: true },
  { query: 'A-klass vinkyl', chips: ['energiklass A eller bättre', 'Vinkyl'], found: false },
  { query: 'vinkyl med glasdörr', chips: ['Vinkyl', 'glasdörr'], found: true },
  { query: 'temptech vinkyl', chips: ['Temptech', 'Vinkyl'], found: true },
  { query: 'mquve 2 zoner', chips: ['mQuvée', '2 zoner'], found: true },
];

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(site().external).toEqual([]);
}

/** The chips' labels, as a visitor reads them (spaces plain). */
async function chipsIn(page: Page): Promise<string[]> {
  const labels = await page
    .locator('[data-query-chip]')
    .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-query-chip') ?? ''));
  return labels.map((label) => plain(label));
}

function expectChips(got: readonly string[], want: Case['chips'], query: string): void {
  expect(got.length, `${query}: ${got.join(' | ')}`).toBe(want.length);
  want.forEach((chip, index) => {
    if (typeof chip === 'string') expect(got[index], query).toBe(plain(chip));
    else expect(got[index], query).toMatch(chip);
  });
}

/** The product links the search shows first, in order. */
const productsIn = (page: Page, scope = '[data-query-answer]') =>
  page
    .locator(`${scope} [data-query-product]`)
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-query-product') ?? ''));

/** The first `count` products a listing link shows, once its filter has drawn the view the link asks for. */
async function listingFirst(href: string, count: number): Promise<string[]> {
  const { page, watch } = await open(href);
  await settle(page);
  const grid = page.locator('[data-part="grid"] [data-product-card] h3 a');
  if (href.includes('?')) {
    // A link with a view: the island applies it at load and says how many it shows.
    await expect.poll(() => page.locator('[data-filter-count]').textContent(), WAIT).toMatch(/^Visar /);
  }
  const urls = await grid.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  noErrors(watch);
  return urls.slice(0, count);
}

/** Types a query into /sok's field and waits for the products part of its answer. */
async function searchOnPage(page: Page, query: string): Promise<void> {
  const field = page.locator('#sok-sidan-falt');
  await field.fill('');
  await field.pressSequentially(query, { delay: 10 });
  await field.press('Enter');
  await page.locator(`[data-query-answer="${query.replace(/"/g, '\\"')}"]`).waitFor(WAIT);
}

describe('a query on /sok', () => {
  for (const { query, chips, found } of CASES) {
    it(`"${query}": the chips, then the listing's own first products and a link to it`, async () => {
      const { page, watch } = await open('/sok');
      await searchOnPage(page, query);
      expect(new URL(page.url()).searchParams.get('q')).toBe(query);
      expectChips(await chipsIn(page), chips, query);
      const shown = await productsIn(page);
      const link = page.locator('[data-query-answer] a[data-query-listing]');
      if (!found) {
        expect(shown).toEqual([]);
        expect(await link.count()).toBe(0);
        expect(await page.locator('[data-query-chip][data-unmet]').count()).toBe(1);
        expect(plain(await page.locator('[data-query-count]').textContent())).toMatch(/^Ingen produkt/);
        noErrors(watch);
        return;
      }
      expect(shown.length, query).toBeGreaterThan(0);
      expect(await page.locator('[data-query-chip][data-unmet]').count()).toBe(0);
      const href = await link.getAttribute('href');
      if (href === null) throw new Error(`${query}: no link to the listing`);
      // The count the search states is the listing's count.
      const count = Number((await page.locator('[data-query-count]').getAttribute('data-query-count')) ?? '');
      expect(plain(await link.textContent())).toContain(count.toLocaleString('sv-SE').replace(/\s/g, ' '));
      expect(await listingFirst(href, shown.length)).toEqual(shown);
      noErrors(watch);
    });
  }

  it('removing a chip searches without its words and widens the result', async () => {
    const query = 'vinkyl minst 40 flaskor 2 zoner under 10 000 kr';
    const { page, watch } = await open(`/sok?q=${encodeURIComponent(query)}`);
    await page.locator(`[data-query-answer="${query}"]`).waitFor(WAIT);
    expectChips(await chipsIn(page), ['Vinkyl', 'minst 40 flaskor', '2 zoner', 'högst 10 000 kr'], query);
    const before = Number(await page.locator('[data-query-count]').getAttribute('data-query-count'));
    await page.locator('[data-query-chip="2 zoner"]').click();
    const wider = 'vinkyl minst 40 flaskor under 10 000 kr';
    await page.locator(`[data-query-answer="${wider}"]`).waitFor(WAIT);
    expect(new URL(page.url()).searchParams.get('q')).toBe(wider);
    expect(await page.locator('#sok-sidan-falt').inputValue()).toBe(wider);
    expectChips(await chipsIn(page), ['Vinkyl', 'minst 40 flaskor', 'högst 10 000 kr'], wider);
    const after = Number(await page.locator('[data-query-count]').getAttribute('data-query-count'));
    expect(after).toBeGreaterThan(before);
    // Back returns to the query with the chip.
    await page.goBack();
    await page.locator(`[data-query-answer="${query}"]`).waitFor(WAIT);
    noErrors(watch);
  });

  it('a product name with a model code keeps the text results first', async () => {
    const { page, watch } = await open('/sok?q=Vintec%20VWD121SBA');
    await page.locator('[data-search-status="done"]').waitFor(WAIT);
    expect(await page.locator('[data-query-answer]').count()).toBe(0);
    expect(await page.locator('[data-search-result]').count()).toBeGreaterThan(0);
    noErrors(watch);
  });
});

describe('a query in the header field', () => {
  for (const { query, chips, found } of CASES) {
    it(`"${query}": the chips and the listing's first products as the first suggestions`, async () => {
      const { page, watch } = await open('/');
      const field = page.locator('#sok-sidomeny-falt');
      await field.click();
      await field.pressSequentially(query, { delay: 10 });
      const form = page.locator('form:has(#sok-sidomeny-falt)');
      // The answer to the whole query (suggestions follow the typing: earlier ones answer a part of it).
      const line = form.locator(`[data-query-chips][data-query-answer="${query}"]`);
      await line.waitFor(WAIT);
      const text = plain(await line.textContent());
      for (const chip of chips) {
        if (typeof chip === 'string') expect(text, query).toContain(plain(chip));
        else expect(text, query).toMatch(new RegExp(chip.source.replace(/^\^|\$$/g, '')));
      }
      const shown = await productsIn(page, 'form:has(#sok-sidomeny-falt)');
      const listing = form.locator('[data-query-listing]');
      if (!found) {
        expect(shown).toEqual([]);
        expect(await listing.count()).toBe(0);
        expect(await form.locator('[data-query-none]').count()).toBe(1);
        noErrors(watch);
        return;
      }
      expect(shown.length, query).toBeGreaterThan(0);
      // The products come before every other suggestion, then the listing with the same state.
      const options = await form
        .locator('[role="option"]')
        .evaluateAll((items) =>
          items.map(
            (item) =>
              item.getAttribute('data-query-product') ??
              (item.hasAttribute('data-query-listing') ? 'listing' : 'other'),
          ),
        );
      expect(options.slice(0, shown.length + 1)).toEqual([...shown, 'listing']);
      // The same products as the search page's first ones: the listing's own, with the filters the query names.
      const sok = await open(`/sok?q=${encodeURIComponent(query)}`);
      await sok.page.locator(`[data-query-answer="${query}"]`).waitFor(WAIT);
      expect((await productsIn(sok.page)).slice(0, shown.length)).toEqual(shown);
      // Arrow down to the first product and Enter opens it.
      await field.press('ArrowDown');
      await Promise.all([page.waitForURL(`**${shown[0]}`), field.press('Enter')]);
      noErrors(watch);
    });
  }
});

/**
 * Issue 22, search in a real browser: a Swedish compound is found by the word
 * that heads it ("korkskruv" finds "servitörskorkskruv" and
 * "hävstångskorkskruv"), generally: for a compound in a product name of
 * every category that has one, its head finds that product. The test failed
 * on the site before the fix.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compoundHeads, headWords } from '../../src/features/search/search-record.build';
import { loadData, siteUnderTest } from './browser';

const data = loadData();
const { open } = siteUnderTest();
// The same words the build takes them from: every product and category name and post title.
const heads = headWords([
  ...data.products.map((product) => product.name),
  ...data.categories.map((category) => category.name),
  ...data.posts.map((post) => post.title),
]);

/** The result URLs the search page lists for a query, opened as a shared link (the index loads with the page). */
async function search(open: (path: string) => Promise<{ page: Page }>, query: string): Promise<string[]> {
  const { page } = await open(`/sok?q=${encodeURIComponent(query)}`);
  await page.locator(`[data-search-status="done"][data-search-for="${query}"]`).waitFor({ timeout: 15_000 });
  return page
    .locator('[data-search-result]')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-search-result') ?? ''));
}

/** How many product names hold a text anywhere: at least as many as its search can find by name. */
const namesHolding = (text: string) =>
  data.products.filter((product) => product.name.toLocaleLowerCase('sv-SE').includes(text)).length;

describe('issue 22: search finds a word inside the compounds it heads', () => {
  it('issue 22: "korkskruv" finds the servitörskorkskruv and hävstångskorkskruv products among its first results', async () => {
    const compounds = data.products.filter((product) => /\p{L}+korkskruv/iu.test(product.name));
    expect(compounds.length).toBeGreaterThanOrEqual(2);
    const urls = await search(open, 'korkskruv');
    for (const product of compounds) expect(urls.slice(0, compounds.length + 2), product.name).toContain(product.url);
  });

  it('issue 22: for every category with a compound in a product name, its head finds that product', async () => {
    // Per category: the compound whose head the fewest product names hold, so that a page of results (20) can
    // show every product the head names; a head common to dozens of products ("zoner") says nothing here.
    const cases = new Map<string, { readonly head: string; readonly url: string; readonly name: string; n: number }>();
    for (const product of data.products) {
      if (product.category_slug === null) continue;
      for (const head of compoundHeads(product.name, heads)) {
        const n = namesHolding(head);
        const current = cases.get(product.category_slug);
        if (n <= 10 && (current === undefined || n < current.n)) {
          cases.set(product.category_slug, { head, url: product.url, name: product.name, n });
        }
      }
    }
    expect(cases.size).toBeGreaterThanOrEqual(5);
    const misses: string[] = [];
    for (const [category, { head, url, name }] of cases) {
      if (!(await search(open, head)).includes(url)) misses.push(`${category}: "${head}" does not find ${name}`);
    }
    expect(misses).toEqual([]);
  });
});

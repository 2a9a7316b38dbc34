/**
 * Search in the browser (issue 14): the field in the desktop sidebar and the
 * mobile top bar, suggestions while typing, the search page's shareable URL
 * with filters, the index loading only on focus, and accessibility of /sok.
 */
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { loadData, type PageWatch, siteUnderTest } from './browser';

const { open, site } = siteUnderTest();
const data = loadData();

/** The product pages whose name has a word starting with `word` (Pagefind matches whole words and their prefixes). */
function productsNaming(word: string): string[] {
  return data.products
    .filter((product) =>
      product.name
        .toLocaleLowerCase('sv-SE')
        .split(/[^\p{L}\p{N}]+/u)
        .some((part) => part.startsWith(word)),
    )
    .map((product) => product.url);
}

const pagefindRequests = (watch: PageWatch) =>
  watch.requests.filter((url) => new URL(url).pathname.startsWith('/pagefind/'));
const scriptFiles = (watch: PageWatch) => watch.requests.filter((url) => /\.m?js(\?|$)/.test(new URL(url).pathname));

function noErrors(watch: PageWatch): void {
  // CSP violations (WebAssembly, the worker, fetches of index chunks) are console errors.
  expect(watch.errors).toEqual([]);
  expect(site().external).toEqual([]);
}

describe('the search field', () => {
  it('desktop sidebar: nothing of the index before focus; typing shows suggestions; Enter on one opens it', async () => {
    const { page, watch } = await open('/vinkyl');
    const field = page.locator('#sok-sidomeny-falt');
    expect(await field.isVisible()).toBe(true);
    expect(await page.locator('#sok-toppen-falt').isVisible()).toBe(false);
    expect(scriptFiles(watch)).toEqual([]);
    // Intent (the pointer over it) may load the island's code, but not the index.
    await field.hover();
    await page.waitForTimeout(300);
    expect(pagefindRequests(watch)).toEqual([]);
    await field.click();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/pagefind/pagefind.js')),
    );
    await field.pressSequentially('eurocave', { delay: 20 });
    const suggestion = page.locator('#sok-sidomeny-falt-forslag [data-search-suggestion="/varumarken/eurocave"]');
    await suggestion.waitFor();
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    expect(await field.getAttribute('role')).toBe('combobox');
    // Every suggestion is a clean URL of the site.
    const urls = await page
      .locator('#sok-sidomeny-falt-forslag [data-search-suggestion]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-search-suggestion') ?? ''));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^\/[^.]*$/);
    // Keyboard: down to the brand's option (the brand's products come first, issue 38 §1, then the text results), Enter opens it.
    const options = await page
      .locator('#sok-sidomeny-falt-forslag [role="option"]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-search-suggestion')));
    const index = options.indexOf('/varumarken/eurocave');
    expect(index).toBeGreaterThan(0);
    for (let i = 0; i <= index; i++) await field.press('ArrowDown');
    expect(await field.getAttribute('aria-activedescendant')).toBe(`sok-sidomeny-falt-forslag-${index}`);
    await Promise.all([page.waitForURL('**/varumarken/eurocave'), field.press('Enter')]);
    noErrors(watch);
  });

  it('"Visa alla resultat" leads to the search page with the query', async () => {
    const { page, watch } = await open('/');
    const field = page.locator('#sok-sidomeny-falt');
    await field.click();
    await field.pressSequentially('ölkyl', { delay: 20 });
    const all = page.locator('#sok-sidomeny-falt-forslag [data-search-all]');
    await all.waitFor();
    await Promise.all([page.waitForURL(/\/sok\?q=/), all.click()]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('ölkyl');
    await page.locator('[data-search-status="done"] [data-search-result="/olkyl"]').waitFor();
    noErrors(watch);
  });

  it('mobile top bar (390 px): the field is in the bar, Enter lands on /sok with results', async () => {
    const { page, watch } = await open('/produkt', 'mobile');
    const field = page.locator('#sok-toppen-falt');
    expect(await field.isVisible()).toBe(true);
    const box = await field.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(120);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(pagefindRequests(watch)).toEqual([]);
    await field.click();
    await field.pressSequentially('WPQ38DCB', { delay: 20 });
    await page.locator('#sok-toppen-falt-forslag [data-search-suggestion]').first().waitFor();
    // The suggestions span the screen under the bar.
    const list = await page.locator('#sok-toppen-falt-forslag').boundingBox();
    expect(list?.width ?? 0).toBeGreaterThan(350);
    await Promise.all([page.waitForURL(/\/sok\?q=WPQ38DCB/), field.press('Enter')]);
    const first = page.locator('[data-search-result]').first();
    await first.waitFor();
    expect(await first.getAttribute('data-search-result')).toBe(
      '/produkt/temptech-premium-wpq38dcb-38-flaskor-2-zoner',
    );
    expect(await first.locator('[data-search-price]').textContent()).toMatch(/\d\skr · \d+ butik(?:er)?$/);
    expect(await first.locator('img').count()).toBe(1);
    // The search record's extra words (SKU, spellings) are found but never shown in an excerpt.
    expect((await first.textContent())?.toLowerCase()).not.toContain('tt-wpq38dcb');
    noErrors(watch);
  });
});

describe('the search page', () => {
  it('a shared URL shows its results, marked by kind, and its filters; a filter change goes into the URL', async () => {
    const { page, watch } = await open('/sok?q=vinkyl&typ=Kategori');
    await page.locator('[data-search-status="done"]').waitFor();
    expect(await page.locator('#sok-sidan-falt').inputValue()).toBe('vinkyl');
    const kinds = await page.locator('[data-search-result] [data-search-kind]').allTextContents();
    expect(kinds.length).toBeGreaterThan(1);
    expect(new Set(kinds)).toEqual(new Set(['Kategori']));
    expect(await page.locator('select[data-search-filter="typ"]').inputValue()).toBe('Kategori');
    await page.locator('select[data-search-filter="typ"]').selectOption('Produkt');
    await page.waitForURL(/typ=Produkt/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-search-result] [data-search-kind]')].every(
        (e) => e.textContent === 'Produkt',
      ),
    );
    expect(new URL(page.url()).searchParams.get('q')).toBe('vinkyl');
    // Back restores the shared view.
    await page.goBack();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-search-result] [data-search-kind]')].every(
        (e) => e.textContent === 'Kategori',
      ),
    );
    noErrors(watch);
  });

  it('a misspelt query shows the corrected results and says so', async () => {
    const { page, watch } = await open('/sok?q=vinkylk%C3%A5p');
    await page.locator('[data-search-status="done"]').waitFor();
    expect(await page.locator('[data-search-corrected]').textContent()).toBe(
      'Visar resultat för vinkylskåp i stället för ”vinkylkåp”.',
    );
    noErrors(watch);
  });

  it('never corrects a word the index knows: product names are searched as typed (issue 19 §10)', async () => {
    // Each of these words is in product names but not in the correction vocabulary, which once turned them
    // into a close vocabulary word ("winemate" showed WineCave results, neither WineMate product).
    // The first as a shared link (the page hydrates with it), the rest typed into the page's field.
    const { page, watch } = await open('/sok?q=winemate');
    for (const word of ['winemate', 'pulltap', 'vinum', 'minikyl']) {
      const products = productsNaming(word);
      expect(products.length, word).toBeGreaterThan(0);
      if (word !== 'winemate') {
        await page.locator('#sok-sidan-falt').fill(word);
        await page.locator('#sok-sidan-falt').press('Enter');
      }
      await page.locator(`[data-search-status="done"][data-search-for="${word}"]`).waitFor({ timeout: 15_000 });
      expect(await page.locator('[data-search-status="done"]').getAttribute('data-search-query'), word).toBe(word);
      expect(await page.locator('[data-search-corrected]').count(), word).toBe(0);
      const urls = await page
        .locator('[data-search-result]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-search-result') ?? ''));
      expect(urls, word).toEqual(expect.arrayContaining(products));
      // Only pages that hold the word: the products first.
      expect(urls.slice(0, products.length).sort(), word).toEqual([...products].sort());
    }
    // Words the index does not know are still corrected.
    const misspelt: readonly (readonly [string, string])[] = [
      ['libherr', 'liebherr'],
      ['eurokave', 'eurocave'],
      ['vinkylkåp', 'vinkylskåp'],
    ];
    for (const [typed, corrected] of misspelt) {
      await page.locator('#sok-sidan-falt').fill(typed);
      await page.locator('#sok-sidan-falt').press('Enter');
      await page.locator(`[data-search-status="done"][data-search-for="${typed}"]`).waitFor({ timeout: 15_000 });
      expect(await page.locator('[data-search-corrected]').textContent()).toBe(
        `Visar resultat för ${corrected} i stället för ”${typed}”.`,
      );
    }
    noErrors(watch);
  });

  it('a query without results says so and suggests where to look', async () => {
    const { page, watch } = await open('/sok?q=xyzzyqq');
    await page.locator('[data-search-empty]').waitFor();
    expect(await page.locator('[data-search-count]').textContent()).toBe('Inga träffar för ”xyzzyqq”.');
    expect(await page.locator('[data-search-empty] a[href="/varumarken"]').count()).toBe(1);
    noErrors(watch);
  });

  it('renders page text as text, never as markup', async () => {
    const { page, watch } = await open(`/sok?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await page.locator('[data-search-status="done"]').waitFor();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.locator('h2').first().textContent()).toContain('<img src=x onerror=alert(1)>');
    noErrors(watch);
  });

  it('/sok without a query requests no script file and no index at load', async () => {
    const { page, watch } = await open('/sok');
    await page.waitForTimeout(300);
    expect(scriptFiles(watch)).toEqual([]);
    expect(pagefindRequests(watch)).toEqual([]);
    noErrors(watch);
  });

  it('axe: no serious or critical violations on /sok with results, and with suggestions open', async () => {
    const { page } = await open('/sok?q=eurocave');
    await page.locator('[data-search-status="done"]').waitFor();
    const field = page.locator('#sok-sidomeny-falt');
    await field.click();
    await field.pressSequentially('vinkyl', { delay: 20 });
    await page.locator('#sok-sidomeny-falt-forslag [data-search-suggestion]').first().waitFor();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
});

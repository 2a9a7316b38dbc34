/**
 * Issue 23: the index step with real Pagefind on a small site, split into
 * bundles. Pagefind reads globs with its own matcher (wax), so this checks
 * that each page lands in exactly one bundle as Pagefind reads the globs,
 * that further bundles carry what their own instance reads and no loader,
 * and that a site whose pages announce other bundles fails.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extraSearchBundles, formatSearchBundles } from '../../src/features/search/search-bundles.browser';
import { BundleMismatchError, buildSearchIndex } from '../../src/features/search/search-index.build';

const work = mkdtempSync(path.join(tmpdir(), 'vinkylguiden-bundles-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PRODUCTS = ['ab', 'ab-1', 'ab-2', 'artevino-x', 'cavin-1', 'cavin-2', 'liebherr-wkb'];

function page(title: string, bundles?: string): string {
  const attribute = bundles === undefined ? '' : ` data-search-bundles="${bundles}"`;
  return `<!DOCTYPE html><html lang="sv"${attribute}><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1><p>Vinkyl ${title}.</p></main></body></html>`;
}

/** A built site of PRODUCTS, a brand, a category and a list page, announcing the bundles of `perBundle`. */
function site(name: string, perBundle: number, announce = true): string {
  const dir = path.join(work, name);
  mkdirSync(path.join(dir, 'produkt/sida'), { recursive: true });
  mkdirSync(path.join(dir, 'varumarken'), { recursive: true });
  const bundles = formatSearchBundles(extraSearchBundles(PRODUCTS.length, perBundle));
  writeFileSync(path.join(dir, 'index.html'), page('Startsida', announce ? bundles : undefined));
  writeFileSync(path.join(dir, 'vinkyl.html'), page('Vinkyl'));
  writeFileSync(path.join(dir, 'varumarken/cavin.html'), page('Cavin'));
  // A later list page: not one of the indexed globs.
  writeFileSync(path.join(dir, 'produkt/sida/2.html'), page('Alla produkter sida 2'));
  for (const product of PRODUCTS) writeFileSync(path.join(dir, `produkt/${product}.html`), page(product));
  return dir;
}

/** Pages per bundle, from each bundle's entry file. */
function pagesIn(dir: string, folder: string): number {
  const entry = JSON.parse(readFileSync(path.join(dir, folder, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

describe('the search index in bundles, with Pagefind', () => {
  it('keeps one bundle, as before, when the catalogue fits', async () => {
    const dir = site('one', 100);
    const line = await buildSearchIndex(dir, 100);
    expect(line).toMatch(/^pagefind\/: 10 pages indexed in 1 bundle /);
    expect(pagesIn(dir, 'pagefind')).toBe(10);
    expect(readdirSync(path.join(dir, 'pagefind')).some((file) => file.startsWith('bundle-'))).toBe(false);
    expect(existsSync(path.join(dir, 'pagefind/pagefind.js'))).toBe(true);
  }, 60_000);

  it('puts each page in exactly one of three bundles, every folder dealt out over them', async () => {
    const dir = site('three', 3);
    const line = await buildSearchIndex(dir, 3);
    expect(line).toMatch(/^pagefind\/: 10 pages indexed in 3 bundles /);
    // Top level (index, vinkyl) one each to the first two; the 7 products 3, 2, 2; the brand to the first.
    expect([pagesIn(dir, 'pagefind'), pagesIn(dir, 'pagefind/bundle-2'), pagesIn(dir, 'pagefind/bundle-3')]).toEqual([
      5, 3, 2,
    ]);
    const further = readdirSync(path.join(dir, 'pagefind/bundle-2'));
    expect(further).toEqual(expect.arrayContaining(['pagefind-entry.json', 'wasm.sv.pagefind', 'fragment', 'index']));
    expect(further.filter((file) => file.endsWith('.js'))).toEqual([]);
    expect(existsSync(path.join(dir, 'pagefind/pagefind.js'))).toBe(true);
    expect(existsSync(path.join(dir, 'pagefind/pagefind-ui.js'))).toBe(false);
  }, 60_000);

  it('fails when the pages announce other bundles than the index builds', async () => {
    await expect(buildSearchIndex(site('unannounced', 3, false), 3)).rejects.toThrow(BundleMismatchError);
    await expect(buildSearchIndex(site('announced', 3), 100)).rejects.toThrow(
      /announce the extra bundles \[\/pagefind\/bundle-2\/, \/pagefind\/bundle-3\/\], but 7 product pages make \[\]/,
    );
  }, 60_000);
});

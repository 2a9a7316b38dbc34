/**
 * Issue 23: a large catalogue's search index in bundles. The pages and the
 * index step derive the bundles from the same product count
 * (src/features/search/search-bundles.browser.ts); each page is in exactly one bundle's
 * globs (src/features/search/search-partition.build.ts), checked with Node's own glob
 * matcher, not ours.
 */
import { matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BundleSizeError,
  extraSearchBundles,
  FIRST_SEARCH_BUNDLE,
  formatSearchBundles,
  PRODUCTS_PER_SEARCH_BUNDLE,
  parseSearchBundles,
  productsPerBundle,
  searchBundleCount,
  searchBundlePath,
} from '../../src/features/search/search-bundles.browser';
import {
  announcedBundles,
  BundleMismatchError,
  INDEXED_GLOBS,
  planBundles,
  summariseIndex,
} from '../../src/features/search/search-index.build';
import {
  dealNames,
  dealtGlobs,
  NAMES_PER_GLOB,
  namesGlob,
  UnglobbableNameError,
} from '../../src/features/search/search-partition.build';

/** A deterministic pseudo-random source (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Slug-like names: brands shared by many products, models, and names that are prefixes of others. */
function names(count: number, seed: number): string[] {
  const next = random(seed);
  const brands = ['a', 'artevino', 'cavin', 'ca', 'liebherr', 'l', 'vestfrost', 'v-zug', '1', '9x'];
  const found = new Set<string>();
  while (found.size < count) {
    const brand = brands[Math.floor(next() * brands.length)] as string;
    const roll = next();
    // Some names are a brand alone, or another name plus a suffix: the prefix cases.
    const model = roll < 0.1 ? '' : `-${Math.floor(next() * 5000).toString(36)}${roll < 0.3 ? '-2' : ''}`;
    found.add(`${brand}${model}`);
  }
  return [...found];
}

describe('how many bundles, and where', () => {
  it('keeps one bundle up to PRODUCTS_PER_SEARCH_BUNDLE products, then one more per run', () => {
    expect(searchBundleCount(0)).toBe(1);
    expect(searchBundleCount(10_000)).toBe(1);
    expect(searchBundleCount(PRODUCTS_PER_SEARCH_BUNDLE)).toBe(1);
    expect(searchBundleCount(PRODUCTS_PER_SEARCH_BUNDLE + 1)).toBe(2);
    expect(searchBundleCount(50_000)).toBe(5);
    expect(searchBundleCount(7, 3)).toBe(3);
  });

  it('names the first bundle /pagefind/ and the others below it', () => {
    expect(searchBundlePath(0)).toBe('/pagefind/');
    expect(searchBundlePath(1)).toBe('/pagefind/bundle-2/');
    expect(extraSearchBundles(10_000)).toEqual([]);
    expect(extraSearchBundles(50_000)).toEqual([
      '/pagefind/bundle-2/',
      '/pagefind/bundle-3/',
      '/pagefind/bundle-4/',
      '/pagefind/bundle-5/',
    ]);
  });

  it('writes no attribute for one bundle and reads back what it writes', () => {
    expect(formatSearchBundles([])).toBeUndefined();
    const paths = extraSearchBundles(7, 3);
    expect(parseSearchBundles(formatSearchBundles(paths), FIRST_SEARCH_BUNDLE)).toEqual(paths);
    expect(parseSearchBundles(undefined, FIRST_SEARCH_BUNDLE)).toEqual([]);
    expect(parseSearchBundles('', FIRST_SEARCH_BUNDLE)).toEqual([]);
  });

  it('merges only bundle paths of its own form', () => {
    const announced =
      '/pagefind/bundle-2/ https://evil.example/pagefind/ //evil.example/x/ /pagefind/../x/ /pagefind/bundle-0/ /pagefind/bundle-3/';
    expect(parseSearchBundles(announced, FIRST_SEARCH_BUNDLE)).toEqual(['/pagefind/bundle-2/', '/pagefind/bundle-3/']);
  });

  it('reads the bundle size from the environment, or fails naming the variable', () => {
    expect(productsPerBundle(undefined)).toBe(PRODUCTS_PER_SEARCH_BUNDLE);
    expect(productsPerBundle('')).toBe(PRODUCTS_PER_SEARCH_BUNDLE);
    expect(productsPerBundle('120')).toBe(120);
    for (const bad of ['0', '-5', '1.5', '12k', ' 12', '0x10']) {
      expect(() => productsPerBundle(bad)).toThrow(BundleSizeError);
    }
    expect(() => productsPerBundle('abc')).toThrow(/SEARCH_PRODUCTS_PER_BUNDLE="abc" is not a positive whole number/);
  });
});

describe('which pages each bundle indexes', () => {
  it('deals sorted names out in turn', () => {
    expect(dealNames(['d', 'a', 'c', 'b', 'e'], 2)).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
    expect(dealNames(['a'], 3)).toEqual([['a'], [], []]);
  });

  it('names pages in a glob of alternatives, or one name alone', () => {
    expect(namesGlob('produkt', ['a-1', 'b-2'])).toBe('produkt/{a-1,b-2}.html');
    expect(namesGlob('produkt', ['a-1'])).toBe('produkt/a-1.html');
    expect(namesGlob('', ['vinkyl', 'olkyl'])).toBe('{vinkyl,olkyl}.html');
  });

  // Node's matcher compiles each glob per call, so the sets stay small; the deal itself is checked at scale below.
  it.each([
    [40, 3, 2],
    [240, 4, 3],
  ])(
    'puts each of %i products in exactly one of %i bundles, each a sample of every brand (seed %i)',
    (count, bundles, seed) => {
      const products = names(count, seed);
      const folders = [
        { folder: '', names: ['index', 'vinkyl', 'olkyl', 'sok', '404'] },
        { folder: 'produkt', names: products },
        { folder: 'varumarken', names: ['cavin', 'liebherr'] },
      ];
      const globs = dealtGlobs(folders, bundles);
      expect(globs).toHaveLength(bundles);
      const compiled = globs.map((list) => list.map((glob) => (file: string) => matchesGlob(file, glob)));
      for (const { folder, names: pages } of folders) {
        const sizes = globs.map(() => 0);
        const brandShares = new Map<string, number[]>();
        for (const page of pages) {
          const file = folder === '' ? `${page}.html` : `${folder}/${page}.html`;
          const matched = compiled.flatMap((matchers, index) => (matchers.some((match) => match(file)) ? [index] : []));
          expect(matched, file).toHaveLength(1);
          const bundle = matched[0] as number;
          sizes[bundle] = (sizes[bundle] ?? 0) + 1;
          const brand = page.split('-')[0] as string;
          const shares = brandShares.get(brand) ?? globs.map(() => 0);
          shares[bundle] = (shares[bundle] ?? 0) + 1;
          brandShares.set(brand, shares);
        }
        // Equal shares of every folder, and of every brand within it (names sorted, dealt in turn).
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        for (const shares of brandShares.values())
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }
      // A later list page or a page of another folder is in no glob.
      for (const other of ['produkt/sida/2.html', 'produkt.html', 'vinbloggen/x.html']) {
        expect(globs.flat().some((glob) => matchesGlob(other, glob))).toBe(false);
      }
    },
  );

  it('gives every bundle an equal share of every brand at catalogue scale', () => {
    const products = names(12_000, 7);
    const shares = dealNames(products, 5);
    const perBrand = new Map<string, number[]>();
    shares.forEach((share, bundle) => {
      for (const product of share) {
        const brand = product.split('-')[0] as string;
        const counts = perBrand.get(brand) ?? [0, 0, 0, 0, 0];
        counts[bundle] = (counts[bundle] ?? 0) + 1;
        perBrand.set(brand, counts);
      }
    });
    expect(shares.flat().sort()).toEqual([...products].sort());
    for (const counts of perBrand.values()) expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('names at most NAMES_PER_GLOB pages in one glob', () => {
    const many = Array.from({ length: 2 * NAMES_PER_GLOB + 1 }, (_, index) => `p-${index}`);
    const [only] = dealtGlobs([{ folder: 'produkt', names: many }], 1);
    expect(only?.map((glob) => glob.split(',').length)).toEqual([NAMES_PER_GLOB, NAMES_PER_GLOB, 1]);
  });

  it('refuses a name a glob would read as a pattern', () => {
    expect(() => dealtGlobs([{ folder: 'produkt', names: ['ok', 'a{b,c}'] }], 2)).toThrow(UnglobbableNameError);
    expect(() => dealtGlobs([{ folder: '', names: ['a*'] }], 2)).toThrow(
      /the page a\*\.html has characters a glob would read/,
    );
  });
});

describe('the bundles the index step builds', () => {
  const site = (products: readonly string[]) => [
    { folder: '', names: ['index', 'vinkyl'] },
    { folder: 'produkt', names: products },
    { folder: 'varumarken', names: ['cavin'] },
    { folder: 'vinbloggen', names: ['guide'] },
  ];

  it('is the one index of before for a catalogue of one bundle', () => {
    expect(planBundles(site(names(300, 9)), PRODUCTS_PER_SEARCH_BUNDLE)).toEqual([
      { folder: 'pagefind', globs: ['*.html', 'produkt/*.html', 'varumarken/*.html', 'vinbloggen/*.html'] },
    ]);
    expect(INDEXED_GLOBS).toEqual(['*.html', 'produkt/*.html', 'varumarken/*.html', 'vinbloggen/*.html']);
    expect(planBundles(site([]), PRODUCTS_PER_SEARCH_BUNDLE)).toHaveLength(1);
  });

  it('counts products for the number of bundles and deals every folder over them', () => {
    const plans = planBundles(site(names(7, 4)), 3);
    expect(plans.map((plan) => plan.folder)).toEqual(['pagefind', 'pagefind/bundle-2', 'pagefind/bundle-3']);
    expect(plans[0]?.globs).toEqual([
      'index.html',
      expect.stringMatching(/^produkt\/\{[^}]+\}\.html$/),
      'varumarken/cavin.html',
      'vinbloggen/guide.html',
    ]);
    expect(plans[1]?.globs[0]).toBe('vinkyl.html');
  });

  it('reads the bundles a page announces from its html element only', () => {
    expect(announcedBundles('<!DOCTYPE html><html lang="sv"><head>')).toEqual([]);
    expect(
      announcedBundles(
        '<!DOCTYPE html><html lang="sv" data-search-bundles="/pagefind/bundle-2/ /pagefind/bundle-3/"><head>',
      ),
    ).toEqual(['/pagefind/bundle-2/', '/pagefind/bundle-3/']);
    expect(announcedBundles('<html lang="sv"><body><p data-search-bundles="/pagefind/bundle-2/">')).toEqual([]);
    // A file cut short inside the tag still reads; a file without one announces nothing.
    expect(announcedBundles('<html lang="sv" data-search-bundles="/pagefind/bundle-2/"')).toEqual([
      '/pagefind/bundle-2/',
    ]);
    expect(announcedBundles('')).toEqual([]);
  });

  it('names both sides when pages and index disagree', () => {
    const error = new BundleMismatchError([], ['/pagefind/bundle-2/'], 13_000);
    expect(error.message).toMatch(
      /announce the extra bundles \[\], but 13000 product pages make \[\/pagefind\/bundle-2\/\]/,
    );
  });

  it('counts the fragment files of every bundle', () => {
    const summary = summariseIndex(
      [
        { folder: 'fragment', files: 10, bytes: 1 },
        { folder: 'bundle-2/fragment', files: 7, bytes: 1 },
        { folder: 'bundle-2', files: 2, bytes: 1 },
      ],
      17,
    );
    expect(summary.fragmentFiles).toBe(17);
    expect(summary.files).toBe(19);
  });
});

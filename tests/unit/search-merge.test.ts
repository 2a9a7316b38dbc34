/**
 * Issue 23: the browser's search over an index in bundles
 * (src/features/search/search-merge.browser.ts): bundles that only fall back on a part of a
 * word are left out, scores are weighed by the word's rarity over all
 * bundles, counts add up. The bundles here are fakes with Pagefind's answer
 * shape; tests/e2e/search-quality.test.ts runs the real thing.
 */
import { describe, expect, it } from 'vitest';
import {
  bundledIndex,
  entryPages,
  mergeSearches,
  type PagefindSearch,
  pagefindWords,
  rarity,
  type SearchIndex,
  sumCounts,
} from '../../src/features/search/search-merge.browser';

interface FakeResult {
  readonly url: string;
  readonly score: number;
  /** The excerpt with Pagefind's marks. */
  readonly excerpt: string;
}

/** An answer of `results`, best first, `matching` pages in all (defaults to the results). */
function answer(
  results: readonly FakeResult[],
  matching = results.length,
  kinds: Record<string, number> = {},
): PagefindSearch {
  return {
    results: results.map((result) => ({
      id: result.url,
      score: result.score,
      data: async () => ({ url: result.url, excerpt: result.excerpt, meta: {} }),
    })),
    unfilteredResultCount: matching,
    filters: { kind: kinds },
    totalFilters: { kind: kinds },
  };
}

/** A bundle that answers `found` to every query, and counts the searches. */
function bundle(found: PagefindSearch | null): SearchIndex & { searches: string[] } {
  const searches: string[] = [];
  return {
    searches,
    async search(query) {
      searches.push(query);
      return found;
    },
  };
}

const urls = (found: PagefindSearch | null) => found?.results.map((result) => result.id);

describe('pagefindWords', () => {
  it('reads a query as Pagefind does: punctuation dropped, then split on white space', () => {
    expect(pagefindWords('LSBU52-S5627')).toEqual(['lsbu52s5627']);
    expect(pagefindWords('WKt 5552-S680')).toEqual(['wkt', '5552s680']);
    expect(pagefindWords('  Vinkyl  två zoner ')).toEqual(['vinkyl', 'två', 'zoner']);
    expect(pagefindWords('Pulltap’s (classic), "röd"!')).toEqual(['pulltaps', 'classic', 'röd']);
    expect(pagefindWords('— …')).toEqual([]);
  });
});

describe('rarity', () => {
  it('is BM25’s weight: rarer words weigh more, a word on every page next to nothing', () => {
    expect(rarity(130, 5)).toBeGreaterThan(rarity(130, 11));
    expect(rarity(386, 22)).toBeCloseTo(Math.log((386 - 22 + 0.5) / 22.5 + 1), 10);
    expect(rarity(100, 100)).toBeLessThan(0.01);
  });
});

describe('sumCounts and mergeSearches', () => {
  it('adds counts filter by filter and value by value', () => {
    expect(sumCounts([{ kind: { Produkt: 2, Guide: 1 } }, { kind: { Produkt: 3 }, brand: { Cavin: 1 } }, {}])).toEqual({
      kind: { Produkt: 5, Guide: 1 },
      brand: { Cavin: 1 },
    });
  });

  it('takes a filter value named like an object property as data', () => {
    const counts = sumCounts([{ kind: { ['__proto__']: 1, constructor: 2 } }, { kind: { constructor: 1 } }]);
    expect(Object.getOwnPropertyNames(counts.kind)).toEqual(['__proto__', 'constructor']);
    expect(counts.kind?.constructor).toBe(3);
  });

  it('orders results by score, ties in bundle order, and adds the counts', () => {
    const merged = mergeSearches([
      answer(
        [
          { url: '/a', score: 5, excerpt: '' },
          { url: '/b', score: 2, excerpt: '' },
        ],
        4,
        { Produkt: 2 },
      ),
      answer(
        [
          { url: '/c', score: 5, excerpt: '' },
          { url: '/d', score: 9, excerpt: '' },
        ],
        3,
        { Produkt: 1 },
      ),
    ]);
    expect(urls(merged)).toEqual(['/d', '/a', '/c', '/b']);
    expect(merged.unfilteredResultCount).toBe(7);
    expect(merged.filters).toEqual({ kind: { Produkt: 3 } });
  });
});

describe('entryPages', () => {
  it('reads the page count of every language of an entry file, and nothing else', () => {
    expect(entryPages({ version: '1.6.0', languages: { sv: { hash: 'x', page_count: 130 } } })).toBe(130);
    expect(entryPages({ languages: { sv: { page_count: 130 }, unknown: { page_count: 2 } } })).toBe(132);
    for (const broken of [null, 'x', {}, { languages: null }, { languages: { sv: { page_count: '9' } } }]) {
      expect(entryPages(broken)).toBe(0);
    }
    expect(entryPages({ languages: { sv: { page_count: -4 }, en: { page_count: Number.NaN } } })).toBe(0);
  });
});

describe('bundledIndex', () => {
  it('leaves out a bundle whose best result only holds a part of the word', async () => {
    // As measured on the sample in three bundles: "Server" outscored the post that holds the word.
    const scraps = bundle(
      answer([
        {
          url: '/produkt/vacu-vin-wine-server-saver',
          score: 22.6,
          excerpt: 'Vacu Vin Wine <mark>Server</mark> & Saver',
        },
        { url: '/produkt/mquvee-wineserve-24', score: 21.9, excerpt: 'mQuvée <mark>WineServe</mark> 24' },
      ]),
    );
    const real = bundle(
      answer([
        {
          url: '/vinbloggen/ratt-serveringstemperatur',
          score: 15.9,
          excerpt: 'Rätt <mark>serveringstemperatur</mark> för olika viner',
        },
      ]),
    );
    const index = bundledIndex([
      { index: scraps, pages: 130 },
      { index: real, pages: 130 },
    ]);
    const found = await index.search('serveringstemperatur');
    expect(urls(found)).toEqual(['/vinbloggen/ratt-serveringstemperatur']);
    expect(found?.unfilteredResultCount).toBe(1);
    expect(scraps.searches).toEqual(['serveringstemperatur']);
  });

  it('counts a shorter start of the query word as a fallback, a form of it as a match', async () => {
    const shorter = bundle(
      answer([{ url: '/produkt/skb-140', score: 27, excerpt: 'Scandomestic <mark>SKB</mark> 140' }]),
    );
    const exact = bundle(answer([{ url: '/produkt/skb-100', score: 20, excerpt: 'Scandomestic <mark>SKB100</mark>' }]));
    const index = bundledIndex([
      { index: shorter, pages: 130 },
      { index: exact, pages: 130 },
    ]);
    expect(urls(await index.search('skb100'))).toEqual(['/produkt/skb-100']);
    const forms = bundledIndex([
      { index: bundle(answer([{ url: '/olkyl', score: 3, excerpt: '<mark>Ölkylar</mark> för' }])), pages: 50 },
      { index: bundle(answer([{ url: '/p', score: 2, excerpt: 'en <mark>ölkyl</mark>' }])), pages: 50 },
    ]);
    expect(urls(await forms.search('ölkyl'))).toEqual(['/olkyl', '/p']);
  });

  it('keeps the bundles that hold every word of the query, as one index matches pages with all of them', async () => {
    // As measured at 10,000 products: one bundle found the one product, the
    // others fell back on "WKt 5552" and outscored it.
    const fallback = (url: string) =>
      bundle(answer([{ url, score: 58.8, excerpt: 'Liebherr <mark>WKt</mark> <mark>5552</mark> GrandCru' }], 11));
    const exact = bundle(
      answer([{ url: '/produkt/wkt-5552-s680', score: 8.4, excerpt: '<mark>WKt</mark> <mark>5552S680</mark>' }], 1),
    );
    const index = bundledIndex([
      { index: fallback('/produkt/wkt-5552-silver'), pages: 3_400 },
      { index: exact, pages: 3_400 },
      { index: fallback('/produkt/wkt-5552-ek'), pages: 3_400 },
    ]);
    expect(urls(await index.search('WKt 5552-S680'))).toEqual(['/produkt/wkt-5552-s680']);
  });

  it('keeps the bundles that hold part of the query when none holds all of it', async () => {
    const index = bundledIndex([
      { index: bundle(answer([{ url: '/a', score: 3, excerpt: '<mark>EuroCave</mark> Inoa' }])), pages: 10 },
      { index: bundle(answer([{ url: '/b', score: 9, excerpt: '<mark>Eur</mark> 5' }])), pages: 10 },
      { index: bundle(answer([{ url: '/c', score: 2, excerpt: '<mark>eurocave</mark>' }])), pages: 10 },
    ]);
    expect(urls(await index.search('eurocave xqzv'))).toEqual(['/a', '/c']);
  });

  it('weighs each bundle’s scores by the word’s rarity over all bundles', async () => {
    // As measured: "kylaggregat" in 5 of one bundle's 130 pages outscored the
    // category page in another bundle, where 11 pages hold it.
    const few = answer([{ url: '/produkt/wine-in-35', score: 24.14, excerpt: '<mark>kylaggregat</mark>' }], 5);
    const many = answer(
      [
        { url: '/kylaggregat', score: 22.26, excerpt: '<mark>Kylaggregat</mark>' },
        { url: '/produkt/wine-in-25', score: 18.45, excerpt: '<mark>kylaggregat</mark>' },
      ],
      11,
    );
    const index = bundledIndex([
      { index: bundle(few), pages: 130 },
      { index: bundle(many), pages: 130 },
    ]);
    const found = await index.search('kylaggregat');
    expect(urls(found)).toEqual(['/kylaggregat', '/produkt/wine-in-35', '/produkt/wine-in-25']);
    // Each score as one index of both bundles would give it: its own times overall / own rarity.
    const overall = rarity(260, 16);
    expect(found?.results[0]?.score).toBeCloseTo((22.26 * overall) / rarity(130, 11), 10);
    expect(found?.results[1]?.score).toBeCloseTo((24.14 * overall) / rarity(130, 5), 10);
  });

  it('merges every answer as they are when no bundle holds a word of the query', async () => {
    const index = bundledIndex([
      { index: bundle(answer([{ url: '/a', score: 1, excerpt: '548 <mark>x</mark> 455' }])), pages: 10 },
      { index: bundle(answer([{ url: '/b', score: 2, excerpt: '<mark>x</mark>' }])), pages: 10 },
      { index: bundle(answer([])), pages: 10 },
    ]);
    const found = await index.search('xyzzyqq');
    expect(urls(found)).toEqual(['/b', '/a']);
    expect(found?.results.map((result) => result.score)).toEqual([2, 1]);
  });

  it('loads a weighed result’s data through Pagefind’s own result object', async () => {
    // Pagefind ties a result's data in its worker to the life of the object it
    // returned; a copy of it would let that object be collected.
    class PagefindResult {
      readonly #excerpt: string;
      constructor(
        readonly id: string,
        readonly score: number,
        excerpt: string,
      ) {
        this.#excerpt = excerpt;
      }
      async data() {
        return { url: this.id, excerpt: this.#excerpt, meta: {} };
      }
    }
    const own = (id: string, score: number, matching: number): PagefindSearch => ({
      results: [new PagefindResult(id, score, '<mark>vinkyl</mark>')],
      unfilteredResultCount: matching,
      filters: {},
      totalFilters: {},
    });
    const index = bundledIndex([
      { index: bundle(own('/a', 4, 3)), pages: 100 },
      { index: bundle(own('/b', 3, 9)), pages: 100 },
    ]);
    const found = await index.search('vinkyl');
    expect(found?.results[0]?.score).not.toBe(4);
    const loaded = await Promise.all(found?.results.map(async (result) => (await result.data()).url) ?? []);
    expect(loaded.sort()).toEqual(['/a', '/b']);
  });

  it('keeps scores where a bundle’s page count is unknown', async () => {
    const index = bundledIndex([
      { index: bundle(answer([{ url: '/a', score: 4, excerpt: '<mark>vinkyl</mark>' }], 3)), pages: 0 },
      { index: bundle(answer([{ url: '/b', score: 3, excerpt: '<mark>vinkyl</mark>' }], 2)), pages: 0 },
    ]);
    expect((await index.search('vinkyl'))?.results.map((result) => result.score)).toEqual([4, 3]);
  });

  it('is null when a newer search superseded any bundle’s', async () => {
    const index = bundledIndex([
      { index: bundle(answer([{ url: '/a', score: 1, excerpt: '<mark>vin</mark>' }])), pages: 10 },
      { index: bundle(null), pages: 10 },
    ]);
    expect(await index.search('vin')).toBeNull();
  });
});

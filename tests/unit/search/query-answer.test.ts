/**
 * Issue 38 §1: a query answered with products, as the browser does it
 * (src/features/search/query-answer.browser.ts), over the files the build
 * writes from the sample site: /data/soklistor.json, the listings' data files
 * and the card chunks, served by a fetch that counts what is asked. The
 * products must be the listing's own, in the listing's order.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CardData, toCardData } from '../../../src/client/card';
import { cardChunk, cardChunkCount, listingFile } from '../../../src/features/listing-filter/listing.build';
import { encodeSearchListings } from '../../../src/features/search/search-listings.browser';
import { searchListings } from '../../../src/features/search/search-listings.build';
import { cardChunkFolder, cardChunkPath, searchListingsPath } from '../../../src/routing/routes';
import { priceWithShipping } from '../../../src/shared/price-with-shipping';
import { sampleSite } from '../routes/sample-site';

const site = sampleSite;
const listings = searchListings(site);

/** Every file the answer may fetch, by path, as the build writes it. */
const FILES = new Map<string, unknown>([
  [searchListingsPath(), JSON.parse(JSON.stringify(encodeSearchListings(listings)))],
  ...[...listings.categories.values()].map((listing): [string, unknown] => [
    listing.dataUrl,
    listingFile(site.categoryListing(listing.slug), site.cards()),
  ]),
  ...[...listings.brands.values()].map((listing): [string, unknown] => [
    listing.dataUrl,
    listingFile(site.brandListing(listing.slug), site.cards()),
  ]),
  ...Array.from({ length: cardChunkCount(site.cards()) }, (_, chunk): [string, unknown] => [
    cardChunkPath(cardChunkFolder(site.cards().version), chunk),
    JSON.parse(JSON.stringify(cardChunk(site.cards(), chunk))),
  ]),
]);

let asked: string[] = [];
/** Paths that answer with a server error. */
let failing = new Set<string>();

beforeEach(() => {
  asked = [];
  failing = new Set();
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const body = FILES.get(url);
    if (failing.has(url) || body === undefined) return new Response('no', { status: failing.has(url) ? 500 : 404 });
    return new Response(JSON.stringify(body), { status: 200 });
  });
  // Each test starts with the module's caches empty, as a new page does.
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const load = () => import('../../../src/features/search/query-answer.browser');

describe('answering a query with products', () => {
  it("shows the category's products with the filters the query names, in the listing's order", async () => {
    const { answerQuery } = await load();
    const answer = await answerQuery('vinkyl minst 40 flaskor två zoner under 10 000 kr', 8);
    expect(answer.first).toBe(true);
    expect(answer.chips.map((chip) => chip.label.replace(/\u00a0/g, ' '))).toEqual([
      'Vinkyl',
      'minst 40 flaskor',
      '2 zoner',
      'högst 10 000 kr',
    ]);
    // The listing's own products (spec §7 selection, feed order) meeting every filter, written out here.
    const expected = site
      .categoryProducts('vinkyl')
      .filter(
        (product) =>
          (product.capacity ?? 0) >= 40 &&
          product.temperature_zones === 2 &&
          priceWithShipping(product.price, product.shipping_price) <= 10000,
      );
    expect(expected.length).toBeGreaterThan(8);
    expect(answer.listing?.results).toHaveLength(expected.length);
    expect(answer.items.map((item) => item.card.url)).toEqual(expected.slice(0, 8).map((product) => product.url));
    expect(answer.items[0]?.card).toEqual(toCardData(expected[0] as never) satisfies CardData);
    expect(answer.listing?.href).toBe('/vinkyl?pris=-10000&flaskor=40-&zoner=2');
  });

  it('fetches the listings once, the data file of the listing that answers, and a chunk per card shown', async () => {
    const { answerQuery } = await load();
    await answerQuery('tyst vinkyl', 3);
    const listingsFetches = asked.filter((url) => url === searchListingsPath());
    expect(listingsFetches).toHaveLength(1);
    expect(asked.filter((url) => url.includes('/data/kategori/'))).toEqual(['/data/kategori/vinkyl.json']);
    expect(asked.filter((url) => url.includes('/data/kort/')).length).toBeLessThanOrEqual(3);
    asked = [];
    // A second query reuses what was loaded.
    await answerQuery('billig vinkyl', 3);
    expect(asked.filter((url) => !url.includes('/data/kort/'))).toEqual([]);
  });

  it('answers a brand alone with its own listing, and a name with a model code with the text results first', async () => {
    const { answerQuery } = await load();
    const brand = await answerQuery('eurocave', 4);
    expect(brand.listing?.target.listing.href).toBe('/varumarken/eurocave');
    expect(brand.items.every((item) => item.card.brand === 'EuroCave')).toBe(true);
    asked = [];
    const model = await answerQuery('Vintec VWD121SBA', 4);
    expect(model).toMatchObject({ first: false, listing: null, items: [] });
    // Its text results come first: no listing is loaded for it.
    expect(asked).toEqual([]);
    const nothing = await answerQuery('hur förvarar man vin', 4);
    expect(nothing).toMatchObject({ listing: null, chips: [], items: [], first: false });
  });

  it('carries a niche into the product links and says how each fits, as the listing does', async () => {
    const { answerQuery } = await load();
    const answer = await answerQuery('vinkyl nisch 60x82x56', 4);
    expect(answer.items.length).toBeGreaterThan(0);
    for (const item of answer.items) expect(item.texts.href).toBe(`${item.card.url}?nisch=60x82x56`);
    expect(answer.items[0]?.texts.fit).toMatch(/^(Passar|Mått passar)/);
  });

  it('writes "från" before the price of a product several shops sell when none asks less', async () => {
    const { answerQuery } = await load();
    const answer = await answerQuery('vinkyl', 40);
    const several = answer.items.find((item) => item.texts.from);
    expect(several?.price).toBe(`från ${several?.texts.price}`);
    const one = answer.items.find((item) => !item.texts.from);
    expect(one?.price).toBe(one?.texts.price);
  });

  it('rejects when a file cannot be loaded, and tries it again on the next query', async () => {
    const { answerQuery, preloadAnswers } = await load();
    failing.add(searchListingsPath());
    preloadAnswers();
    await expect(answerQuery('tyst vinkyl', 3)).rejects.toThrow(/HTTP 500/);
    failing.clear();
    await expect(answerQuery('tyst vinkyl', 3)).resolves.toMatchObject({ first: true });
    failing.add('/data/kategori/olkyl.json');
    await expect(answerQuery('billig ölkyl', 3)).rejects.toThrow(/olkyl\.json: HTTP 500/);
  });

  it('leaves out a card its chunk does not hold', async () => {
    const { answerQuery } = await load();
    for (const [path, body] of FILES)
      if (path.includes('/data/kort/') && Array.isArray(body)) FILES.set(path, body.slice(0, 1));
    try {
      const answer = await answerQuery('billig vinkyl', 8);
      expect(answer.items.length).toBeLessThan(8);
      expect(answer.listing?.results.length).toBeGreaterThan(8);
    } finally {
      for (let chunk = 0; chunk < cardChunkCount(site.cards()); chunk += 1) {
        FILES.set(
          cardChunkPath(cardChunkFolder(site.cards().version), chunk),
          JSON.parse(JSON.stringify(cardChunk(site.cards(), chunk))),
        );
      }
    }
  });
});

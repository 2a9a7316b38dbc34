/**
 * Issue 38 §1: a query's reading answered with a listing
 * (src/features/search/query-listing.browser.ts). The listing's URL state
 * is checked against the listing's own reading of it, and the products
 * against a plain predicate written here from what the query asks, so an
 * option snapped the wrong way (a product the query excludes) shows.
 */
import { describe, expect, it } from 'vitest';
import {
  decodeListing,
  encodeListing,
  type ListingRow,
} from '../../../src/features/listing-filter/listing-data.browser';
import { parseQuery } from '../../../src/features/listing-filter/listing-query.browser';
import {
  answerOf,
  chipsOf,
  factsRead,
  productsFirst,
  targetOf,
} from '../../../src/features/search/query-listing.browser';
import { readQuery, withoutPart } from '../../../src/features/search/query-reader.browser';
import {
  decodeSearchListings,
  encodeSearchListings,
  type SearchListings,
} from '../../../src/features/search/search-listings.browser';
import { listingRow } from '../../fixtures/listing-rows';

const BRAND_NAMES = new Map([
  ['cavin', 'Cavin'],
  ['temptech', 'Temptech'],
  ['vintec', 'Vintec'],
  ['eurocave', 'EuroCave'],
]);

const LISTINGS: SearchListings = {
  categories: new Map([
    ['vinkyl', { slug: 'vinkyl', name: 'Vinkyl', href: '/vinkyl', dataUrl: '/data/kategori/vinkyl.json' }],
    ['olkyl', { slug: 'olkyl', name: 'Ölkyl', href: '/olkyl', dataUrl: '/data/kategori/olkyl.json' }],
  ]),
  brands: new Map(
    [...BRAND_NAMES].map(([slug, name]) => [
      slug,
      { slug, name, href: `/varumarken/${slug}`, dataUrl: `/data/varumarke/${slug}.json`, terms: [name] },
    ]),
  ),
};
const QUERY_BRANDS = [...LISTINGS.brands.values()];

/** A wine-cooler listing: sizes, noise levels, classes, prices and zones spread so every filter narrows it. */
const ROWS: readonly ListingRow[] = [
  listingRow({
    pos: 0,
    price: 4990,
    brand: 'cavin',
    capacity: 18,
    temperature_zones: 1,
    noise_db: 39,
    energy_class: 'G',
    width_cm: 29.5,
    installation: 'fristaende',
  }),
  listingRow({
    pos: 1,
    price: 8990,
    brand: 'temptech',
    capacity: 46,
    temperature_zones: 2,
    noise_db: 33,
    energy_class: 'F',
    width_cm: 59.5,
    installation: 'inbyggbar',
  }),
  listingRow({
    pos: 2,
    price: 12990,
    brand: 'vintec',
    capacity: 40,
    temperature_zones: 2,
    noise_db: 38,
    energy_class: 'G',
    width_cm: 59.5,
    installation: 'inbyggbar',
  }),
  listingRow({
    pos: 3,
    price: 9990,
    brand: 'eurocave',
    capacity: 52,
    temperature_zones: 2,
    noise_db: 30,
    energy_class: 'D',
    width_cm: 59.5,
    installation: 'fristaende',
  }),
  listingRow({
    pos: 4,
    price: 6490,
    brand: 'cavin',
    capacity: 24,
    temperature_zones: 1,
    noise_db: 36,
    energy_class: 'F',
    width_cm: 38,
    installation: 'inbyggbar',
  }),
  listingRow({
    pos: 5,
    price: 15990,
    brand: 'temptech',
    capacity: 98,
    temperature_zones: 3,
    noise_db: 41,
    energy_class: 'G',
    width_cm: 70,
    installation: 'fristaende',
  }),
  listingRow({
    pos: 6,
    price: 3990,
    brand: 'cavin',
    capacity: null,
    temperature_zones: null,
    noise_db: null,
    energy_class: null,
    width_cm: null,
  }),
];

/** The listing's data as the browser decodes it (brand names in Swedish order, as the build writes them). */
const DATA = decodeListing(
  encodeListing(ROWS, { cards: '/data/kort/x', chunk: 8, brandNames: BRAND_NAMES, withBrand: true }),
);

function answer(query: string) {
  const reading = readQuery(query, QUERY_BRANDS);
  const target = targetOf(reading, LISTINGS);
  if (target === null) throw new Error(`${query}: no listing`);
  return { reading, answer: answerOf(reading, target, DATA) };
}

/** The positions of the rows an answer lists. */
const positions = (indices: readonly number[]) => indices.map((index) => DATA.rows[index]?.pos);

/** The positions of the rows a predicate keeps, in feed order. */
const where = (keep: (row: ListingRow) => boolean) => DATA.rows.filter(keep).map((row) => row.pos);

describe('the listing a query is answered with', () => {
  it('is the category named, a brand alone is its own listing, and nothing named is every cooler', () => {
    expect(targetOf(readQuery('ölkyl', QUERY_BRANDS), LISTINGS)?.listing.href).toBe('/olkyl');
    expect(targetOf(readQuery('temptech 2 zoner', QUERY_BRANDS), LISTINGS)).toMatchObject({
      brandListing: true,
      listing: { href: '/varumarken/temptech' },
    });
    expect(targetOf(readQuery('tyst', QUERY_BRANDS), LISTINGS)?.listing.href).toBe('/vinkyl');
    expect(targetOf(readQuery('två zoner', QUERY_BRANDS), LISTINGS)?.listing.href).toBe('/vinkyl');
  });

  it('is none for a query that asks for nothing a listing filters, or for a category the site lacks', () => {
    expect(targetOf(readQuery('VWD121SBA', QUERY_BRANDS), LISTINGS)).toBeNull();
    expect(targetOf(readQuery('hur lagrar man vin', QUERY_BRANDS), LISTINGS)).toBeNull();
    expect(targetOf(readQuery('vinställ', QUERY_BRANDS), LISTINGS)).toBeNull();
  });

  it('puts products first for filters or a name alone, and text results first for a name with a model code', () => {
    expect(productsFirst(readQuery('tyst vinkyl', QUERY_BRANDS))).toBe(true);
    expect(productsFirst(readQuery('vinkyl', QUERY_BRANDS))).toBe(true);
    expect(productsFirst(readQuery('Temptech', QUERY_BRANDS))).toBe(true);
    expect(productsFirst(readQuery('Vintec VWD121SBA', QUERY_BRANDS))).toBe(false);
    expect(productsFirst(readQuery('Vintec 2 zoner', QUERY_BRANDS))).toBe(true);
    expect(productsFirst(readQuery('VWD121SBA', QUERY_BRANDS))).toBe(false);
  });
});

describe("a reading as the listing's state", () => {
  it('lists exactly the products the query asks for, and links to the listing with that state', () => {
    const { answer: got } = answer('vinkyl minst 40 flaskor två zoner under 10 000 kr');
    expect(positions(got.results)).toEqual(
      where((row) => row.capacity !== null && row.capacity >= 40 && row.temperature_zones === 2 && row.price <= 10000),
    );
    expect(positions(got.results)).toEqual([1, 3]);
    expect(got.href).toBe('/vinkyl?pris=-10000&flaskor=40-&zoner=2');
    // The link's state is the listing's own reading of it: the same products.
    expect(parseQuery(got.href.slice(got.href.indexOf('?')), got.facets)).toEqual(got.state);
    expect(got.unmet.size).toBe(0);
  });

  it('turns a noise level into the option that selects the same products, and names that option', () => {
    const { reading, answer: got } = answer('vinkyl 35 dB');
    // Stated: 30, 33, 36, 38, 39, 41 dB. "At most 35" selects what "at most 33" does, an option of this listing.
    expect(got.href).toBe('/vinkyl?ljud=33');
    expect(positions(got.results)).toEqual(where((row) => row.noise_db !== null && row.noise_db <= 35));
    expect(chipsOf(reading, got).map((chip) => chip.label)).toEqual(['Vinkyl', 'högst 33 dB']);
  });

  it('reads "tyst" as at most 38 dB', () => {
    const { reading, answer: got } = answer('tyst vinkyl');
    expect(got.href.startsWith('/vinkyl?ljud=38')).toBe(true);
    expect(new Set(positions(got.results))).toEqual(
      new Set(where((row) => row.noise_db !== null && row.noise_db <= 38)),
    );
    expect(chipsOf(reading, got)[0]?.label).toContain('högst 38 dB');
  });

  it('turns an energy class into the worst stated class as good as it: the same products', () => {
    // Stated: D, F, G. "E or better" is "D or better" here.
    const { answer: got } = answer('vinkyl energiklass E');
    expect(got.href).toBe('/vinkyl?energiklass=d');
    expect(positions(got.results)).toEqual([3]);
  });

  it('turns a width into the largest narrower option, or leaves it out when every product is narrow enough', () => {
    const { answer: narrow } = answer('vinkyl 40 cm bred');
    expect(positions(narrow.results)).toEqual(where((row) => row.width_cm !== null && row.width_cm <= 40));
    expect(narrow.href).toBe('/vinkyl?bredd=38');
    const { answer: wide } = answer('vinkyl 80 cm bred');
    expect(wide.href).toBe('/vinkyl');
    expect(wide.results).toHaveLength(ROWS.length);
  });

  it('reads an installation word and a brand in the category as the listing filters them', () => {
    const { answer: got } = answer('inbyggd vinkyl temptech');
    expect(got.href).toBe('/vinkyl?marke=temptech&installation=inbyggbar');
    expect(positions(got.results)).toEqual([1]);
  });

  it('sorts a cheap query by the lowest total', () => {
    const { answer: got } = answer('billig vinkyl');
    expect(got.href).toBe('/vinkyl?sortera=pris');
    expect(got.results.map((index) => DATA.rows[index]?.price)).toEqual(
      [...ROWS.map((row) => row.price)].sort((a, b) => a - b),
    );
  });

  it('shows no product, and marks the chip, when the listing cannot meet a request', () => {
    for (const query of ['vinkyl 20 cm bred', 'vinkyl under 1000 kr', 'vinkyl 5 zoner', 'vinkyl energiklass A']) {
      const { reading, answer: got } = answer(query);
      expect(got.results, query).toEqual([]);
      expect(got.unmet.size, query).toBe(1);
      const chips = chipsOf(reading, got);
      expect(
        chips.filter((chip) => chip.unmet),
        query,
      ).toHaveLength(1);
      expect(chips.find((chip) => chip.label === 'Vinkyl')?.unmet, query).toBe(false);
    }
  });

  it('shows no product for a feature no product of the listing states', () => {
    const { answer: got } = answer('vinkyl med lås');
    expect(got.unmet.has('lock')).toBe(true);
    expect(got.results).toEqual([]);
  });
});

describe('the facts an answer reads', () => {
  it('are those the query filters or orders on, every fact for a niche, and give the answer every fact gives', () => {
    expect(factsRead(readQuery('vinkyl två zoner', QUERY_BRANDS))).toEqual(new Set(['temperature_zones']));
    expect(factsRead(readQuery('tyst vinkyl', QUERY_BRANDS))).toEqual(new Set(['noise_db']));
    expect(factsRead(readQuery('billig vinkyl', QUERY_BRANDS))).toEqual(new Set());
    expect(factsRead(readQuery('vinkyl nisch 60x82x56', QUERY_BRANDS))).toBeUndefined();
    const file = encodeListing(ROWS, { cards: '/data/kort/x', chunk: 8, brandNames: BRAND_NAMES, withBrand: true });
    for (const query of [
      'vinkyl minst 40 flaskor två zoner under 10 000 kr',
      'tyst vinkyl',
      'inbyggd vinkyl temptech 45 cm bred',
      'vinkyl energiklass E billig',
      'vinkyl 20 cm bred',
    ]) {
      const reading = readQuery(query, QUERY_BRANDS);
      const target = targetOf(reading, LISTINGS);
      if (target === null) throw new Error(query);
      const read = decodeListing(file, factsRead(reading));
      const { facets: _a, state: _b, ...some } = answerOf(reading, target, read);
      const { facets: _c, state: _d, ...all } = answerOf(reading, target, DATA);
      expect(some, query).toEqual(all);
      // The columns not read are unknown, not guessed.
      expect(read.rows.every((row) => row.depth_cm === null)).toBe(true);
    }
  });
});

describe('the chips', () => {
  it('name each understood part in the order typed, and removing one widens the result', () => {
    const query = 'vinkyl minst 40 flaskor 2 zoner under 10 000 kr';
    const { reading, answer: got } = answer(query);
    const chips = chipsOf(reading, got);
    // Prices are written with a no-break space between the thousands (sv-SE).
    expect(chips.map((chip) => chip.label.replace(/\u00a0/g, ' '))).toEqual([
      'Vinkyl',
      'minst 40 flaskor',
      '2 zoner',
      'högst 10 000 kr',
    ]);
    const price = chips[3];
    if (price === undefined) throw new Error('no price chip');
    const wider = answer(withoutPart(query, price)).answer;
    expect(withoutPart(query, price)).toBe('vinkyl minst 40 flaskor 2 zoner');
    expect(wider.results.length).toBeGreaterThan(got.results.length);
    expect(positions(wider.results)).toEqual(
      where((row) => row.capacity !== null && row.capacity >= 40 && row.temperature_zones === 2),
    );
  });
});

describe('the search listings file', () => {
  it('round-trips, and refuses what the build did not write', () => {
    expect(decodeSearchListings(JSON.parse(JSON.stringify(encodeSearchListings(LISTINGS))))).toEqual(LISTINGS);
    expect(() => decodeSearchListings({ v: 2, categories: [], brands: [] })).toThrow(/unknown format/);
    expect(() =>
      decodeSearchListings({ v: 1, categories: [['x', 'X', 'https://evil.example/', '/d']], brands: [] }),
    ).toThrow(/category entry/);
    expect(() => decodeSearchListings({ v: 1, categories: [], brands: [['x', 'X', '/x', '/d', 'X']] })).toThrow(
      /terms/,
    );
    expect(() => decodeSearchListings(null)).toThrow(/not an object/);
  });
});

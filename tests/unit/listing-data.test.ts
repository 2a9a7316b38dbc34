import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type CardData, cardFacts, cardFromTuple, cardTexts, cardTuple, toCardData } from '../../src/client/card';
import {
  CARD_CHUNK,
  cardChunk,
  cardChunkCount,
  cardFolder,
  cardsOf,
  listingFile,
  listingModel,
} from '../../src/features/listing-filter/listing.build';
import {
  decodeListing,
  encodeListing,
  ListingFileError,
  type ListingRow,
  rowOf,
} from '../../src/features/listing-filter/listing-data.browser';
import {
  cardAlternativesHtml,
  cardHtml,
  cardTemplateHtml,
  escapeHtml,
  fitHeadingHtml,
  priceHtml,
} from '../../src/render/card-html';
import { selectCategoryProducts } from '../../src/render/select';
import { formatDecimal } from '../../src/shared/format';
import { yearlyElectricityCost } from '../../src/shared/running-cost';
import { sample } from './routes/sample-site';

const catalogue = sample.products;
const rows = catalogue.map((product, index) => rowOf(product, index));

describe('listing data file (src/features/listing-filter/listing-data.browser.ts)', () => {
  const brandNames = new Map(sample.brands.map((brand) => [brand.slug, brand.name]));
  const options = { cards: '/data/kort/abc', chunk: 8, brandNames, withBrand: true };

  it('decodes to the rows it was encoded from', () => {
    const decoded = decodeListing(JSON.parse(JSON.stringify(encodeListing(rows, options))));
    expect(decoded.rows).toEqual(rows);
    expect(decoded.cards).toBe('/data/kort/abc');
    expect(decoded.chunk).toBe(8);
    for (const [slug] of decoded.brandNames) expect(brandNames.get(slug)).toBe(decoded.brandNames.get(slug));
  });

  it('keeps a clearance the maker states as none apart from an unknown one (issue 35 §5, format 2)', () => {
    const stated: ListingRow[] = [0, null, 5.5].map((clearance, index) => ({
      ...(rows[index] as ListingRow),
      clearance_cm: clearance,
    }));
    const file = encodeListing(stated, options);
    expect(file.clr).toEqual([1, 0, 56]);
    expect(decodeListing(JSON.parse(JSON.stringify(file))).rows.map((row) => row.clearance_cm)).toEqual([0, null, 5.5]);
  });

  it('stores positions as deltas, unknown facts as 0, and leaves out a column nobody states', () => {
    const some: ListingRow[] = [
      {
        ...(rows[0] as ListingRow),
        pos: 5,
        capacity: 12,
        width_cm: 29.5,
        noise_db: null,
        energy_class: 'B',
        installation: null,
      },
      {
        ...(rows[1] as ListingRow),
        pos: 9,
        capacity: null,
        width_cm: null,
        noise_db: null,
        energy_class: null,
        installation: 'inbyggbar',
      },
    ];
    const file = encodeListing(some, { ...options, withBrand: false });
    expect(file.pos).toEqual([5, 4]);
    expect(file.cap).toEqual([12, 0]);
    expect(file.width).toEqual([295, 0]);
    expect(file.energy).toEqual([2, 0]);
    expect(file.inst).toEqual([0, 2]);
    expect(file.noise).toBeUndefined();
    expect(file.brand).toBeUndefined();
    expect(file.brands).toEqual([]);
    expect(file.stock).toBe(`${some[0]?.inStock ? 1 : 0}${some[1]?.inStock ? 1 : 0}`);
    expect(decodeListing(file).rows.map((row) => row.brand)).toEqual(['', '']);
  });

  it.each<[string, unknown]>([
    ['not an object', 'x'],
    ['another format', { v: 1 }],
    ['no card folder', { v: 2, chunk: 8, pos: [], price: [], stock: '', brands: [] }],
    ['a column of another length', { v: 2, cards: '/d', chunk: 8, pos: [0, 1], price: [1], stock: '11', brands: [] }],
    ['a negative value', { v: 2, cards: '/d', chunk: 8, pos: [0], price: [-1], stock: '1', brands: [] }],
    ['stock that is not 0/1', { v: 2, cards: '/d', chunk: 8, pos: [0], price: [1], stock: 'x', brands: [] }],
    ['a broken brand table', { v: 2, cards: '/d', chunk: 8, pos: [0], price: [1], stock: '1', brands: [['a']] }],
  ])('refuses a file with %s', (_, file) => {
    expect(() => decodeListing(file)).toThrow(ListingFileError);
  });
});

describe('the card (src/client/card.ts): one definition for the server and the browser', () => {
  const card: CardData = {
    name: 'Cavin "Polar" <Test> & co',
    url: '/produkt/cavin-polar',
    image: '/images/a.svg?x=1&y="2"',
    brand: 'Cavin',
    price: 12990,
    shipping: 0,
    cheapest: true,
    reduction: { reference: 14990, percent: 13 },
    currency: 'SEK',
    inStock: false,
    capacity: 46,
    sku: 'CAV-"1"',
    shops: 1,
    temperature_zones: 2,
    width_cm: 59.5,
    height_cm: 82,
    depth_cm: 57,
    noise_db: 38,
    energy_class: 'G',
    energy_kwh_year: 142,
    lowest90: false,
  };

  it('escapes every value, so no product text becomes markup', () => {
    const html = cardHtml(card);
    expect(html).not.toContain('<Test>');
    expect(html).toContain('Cavin &quot;Polar&quot; &lt;Test&gt; &amp; co');
    expect(html).toContain('src="/images/a.svg?x=1&amp;y=&quot;2&quot;"');
    expect(escapeHtml(`<a href='x'>`)).toBe('&lt;a href=&#39;x&#39;&gt;');
    expect(html).not.toMatch(/style=/);
  });

  it('shows brand, name link, a proven reduction (reference struck through, percent), stock, and kr per flaskplats', () => {
    const html = cardHtml(card);
    expect(html).toMatch(/^<article class="product-card group" data-product-card>/);
    expect(html).toContain('<a href="/produkt/cavin-polar" class="product-card-link">');
    expect(html).toContain('<span class="font-bold text-wine-700">12\u00a0990\u00a0kr</span>');
    // Issue 22: the reference says what it is in visible words.
    expect(html).toContain(
      'data-reference-price>Lägsta pris 30 dagar före sänkningen: <s class="text-stone-500">14\u00a0990\u00a0kr</s></span>',
    );
    expect(html).not.toContain('sr-only">Lägsta');
    expect(html).toContain('data-reduction>Sänkt 13 %</span>');
    // No shop has it in stock: the card says so (issue 35).
    expect(html).toContain('>Ej i lager just nu</p>');
    // 12990 / 46 = 282.4 → 282 kr per bottle slot.
    expect(html).toContain('>282\u00a0kr per flaskplats</p>');
    // What the buyer pays per slot: the shipping is added when it is known, (12990 + 499) / 46 = 293.2.
    expect(cardHtml({ ...card, shipping: 499 })).toContain('>293\u00a0kr per flaskplats</p>');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchpriority');
  });

  it('says "Lägsta priset på 90 dagar" under the price only where the history proves it (issue 38 §2)', () => {
    expect(cardHtml(card)).not.toContain('data-lowest-90');
    expect(cardHtml({ ...card, lowest90: true })).toContain(
      '</p><p class="text-xs text-emerald-700" data-lowest-90>Lägsta priset på 90 dagar</p><p class="text-xs text-stone-600" data-per-bottle>',
    );
  });

  it('leaves the per-bottle line out without a capacity, and says so when the image is missing', () => {
    const html = cardHtml({ ...card, capacity: null, image: null, brand: null, reduction: null, inStock: true });
    expect(html).not.toContain('flaskplats');
    expect(html).toContain('Bild saknas');
    expect(html).not.toContain('<img');
    expect(html).toContain('I lager');
    expect(html).toContain('<span class="font-bold text-stone-900">');
  });

  it('names how many shops sell it and the shipping of its price, and says "från" only before the lowest price (issues 20, 35)', () => {
    expect(cardHtml(card)).toContain('<p class="text-xs text-stone-600" data-shops>1 butik · fri frakt</p>');
    expect(cardHtml(card)).not.toContain('data-price-from');
    const several = cardHtml({ ...card, shops: 3 });
    expect(several).toContain('data-shops>3 butiker · fri frakt</p>');
    expect(several).toContain(
      '<span class="text-sm font-normal text-stone-600" data-price-from>från </span><span class="font-bold text-wine-700">12\u00a0990\u00a0kr</span>',
    );
    // Another shop asks less (out of stock, or with a higher total): the price is not "från".
    expect(cardHtml({ ...card, shops: 3, cheapest: false })).not.toContain('data-price-from');
    expect(cardHtml({ ...card, shipping: 499 })).toContain('data-shops>1 butik · + 499\u00a0kr frakt</p>');
    // An unknown shipping is never called free.
    expect(cardHtml({ ...card, shipping: null })).toContain('data-shops>1 butik · frakt enligt butiken</p>');
  });

  it('answers at a glance: one facts line of what a buyer filters on, and the running cost (issue 21 §3, §4)', () => {
    const html = cardHtml(card);
    expect(html).toContain('data-card-facts>46 flaskor · 2 zoner · 59,5 × 82 × 57 cm · 38 dB · Energiklass G</p>');
    // 142 kWh × the documented price, rounded to 10 kr.
    const yearly = yearlyElectricityCost(142) as number;
    expect(yearly % 10).toBe(0);
    expect(html).toContain(`data-running-cost>≈ ${formatDecimal(yearly)} kr/år i el</p>`);
    const partial = cardHtml({
      ...card,
      capacity: 1,
      temperature_zones: 1,
      depth_cm: null,
      noise_db: null,
      energy_class: null,
      energy_kwh_year: null,
    });
    expect(partial).toContain('data-card-facts>1 flaska · 1 zon</p>');
    expect(partial).not.toContain('data-running-cost');
    const none = {
      capacity: null,
      temperature_zones: null,
      width_cm: null,
      height_cm: null,
      depth_cm: null,
      noise_db: null,
      energy_class: null,
    };
    expect(cardFacts({ ...card, ...none })).toBeNull();
    expect(cardHtml({ ...card, ...none })).not.toContain('data-card-facts');
  });

  it('links with the niche and says why the product fits it (issue 21 §2)', () => {
    const html = cardHtml(card, { query: '?nisch=60x85x57', fit: 'Passar: kräver 59,5 × 82 × 57 cm' });
    expect(html).toContain('<a href="/produkt/cavin-polar?nisch=60x85x57" class="product-card-link">');
    expect(html.match(/data-fit>Passar: kräver 59,5 × 82 × 57 cm<\/p>/g)).toHaveLength(1);
    expect(cardHtml(card)).not.toContain('data-fit');
  });

  it('loads the first cards eagerly and the LCP candidate with high priority', () => {
    expect(cardHtml(card, { eager: true, priority: true })).toContain('loading="eager" fetchpriority="high"');
  });

  it('draws the product page price with the same markup in large', () => {
    expect(priceHtml(990, null, 'SEK', 'lg')).toBe(
      '<p class="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-3xl"><span class="font-bold text-stone-900">990\u00a0kr</span></p>',
    );
  });

  it('gives the filter templates of every line a card can have (src/features/listing-filter/CardTemplates.astro)', () => {
    const full = cardTemplateHtml();
    for (const line of [
      '<img src="/favicon.svg"',
      'data-fit>',
      'data-card-facts>',
      'data-price-from>',
      'data-reduction>',
    ])
      expect(full, line).toContain(line);
    for (const line of [
      'data-reference-price>',
      'data-lowest-90>Lägsta priset på 90 dagar</p>',
      'data-per-bottle>',
      'data-running-cost>',
      'data-shops>',
      'I lager</p>',
    ])
      expect(full, line).toContain(line);
    expect(full.match(/data-product-card/g)).toHaveLength(1);
    // The other form of each line that has two, in the order the filter takes them.
    expect(cardAlternativesHtml()).toBe(
      '<div><div class="flex h-full items-center justify-center text-sm text-stone-500">Bild saknas</div></div>' +
        '<p class="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-lg"><span class="font-bold text-stone-900">2\u00a0kr</span></p>' +
        '<p class="text-xs text-stone-500">Ej i lager just nu</p>',
    );
    // The heading's text is set in the browser as text, never as markup.
    expect(fitHeadingHtml()).toBe(
      '<h3 class="col-span-full mt-4 text-base font-semibold text-stone-800" data-fit-heading>-</h3>',
    );
  });

  it('computes a card’s texts once for the server and the browser', () => {
    expect(cardTexts(card, { query: '?nisch=60x85x57', fit: 'Passar' })).toMatchObject({
      href: '/produkt/cavin-polar?nisch=60x85x57',
      fit: 'Passar',
      price: '12\u00a0990\u00a0kr',
      reduction: { badge: 'Sänkt 13 %', reference: '14\u00a0990\u00a0kr' },
      stock: 'Ej i lager just nu',
    });
    expect(cardTexts({ ...card, lowest90: true })).toMatchObject({ lowest90: 'Lägsta priset på 90 dagar' });
    expect(cardTexts({ ...card, brand: null, reduction: null, capacity: null, energy_kwh_year: null })).toMatchObject({
      brand: null,
      fit: null,
      reduction: null,
      lowest90: null,
      perBottle: null,
      runningCost: null,
    });
  });

  it('round-trips through a card chunk tuple, and refuses what is no card', () => {
    for (const product of catalogue.slice(0, 20)) {
      const data = toCardData(product);
      expect(cardFromTuple(JSON.parse(JSON.stringify(cardTuple(data))))).toEqual(data);
    }
    expect(cardFromTuple(['x'])).toBeNull();
    expect(cardFromTuple(cardTuple(card).map((v, i) => (i === 1 ? 'javascript:alert(1)' : v)))).toBeNull();
    const at = (index: number, value: unknown) => cardTuple(card).map((v, i) => (i === index ? value : v));
    // Shipping (5) a number or null, never below 0; "från" allowed (6) 0 or 1.
    expect(cardFromTuple(at(5, -1))).toBeNull();
    expect(cardFromTuple(at(5, '49'))).toBeNull();
    expect(cardFromTuple(at(5, null))).toMatchObject({ shipping: null });
    expect(cardFromTuple(at(6, true))).toBeNull();
    expect(cardFromTuple(at(9, true))).toBeNull();
    expect(cardFromTuple(at(12, 0))).toBeNull();
    expect(cardFromTuple(cardTuple(card).slice(0, 13))).toBeNull();
    expect(cardFromTuple(at(18, 'Z'))).toBeNull();
    expect(cardFromTuple(at(14, '60'))).toBeNull();
    expect(cardFromTuple(cardTuple({ ...card, energy_class: null }))).toMatchObject({ energy_class: null });
    // "Lägsta priset på 90 dagar" (20) 0 or 1, never a truthy stand-in.
    expect(cardFromTuple(cardTuple({ ...card, lowest90: true }))).toMatchObject({ lowest90: true });
    expect(cardFromTuple(at(20, true))).toBeNull();
    expect(cardFromTuple(cardTuple(card).slice(0, 20))).toBeNull();
  });
});

/** Each product's index in the catalogue, by id, as the site model keeps it. */
const positionsOf = (catalogue: readonly { readonly id: string }[]) =>
  new Map(catalogue.map((product, index) => [product.id, index]));

describe('listing data at build time (src/features/listing-filter/listing.build.ts)', () => {
  it('puts every card of the catalogue in exactly one chunk, in catalogue order', () => {
    const cards = cardsOf(catalogue);
    const chunks = cardChunkCount(cards);
    expect(chunks).toBe(Math.ceil(catalogue.length / CARD_CHUNK));
    expect(cards.version).toMatch(/^[0-9a-f]{12}$/);
    const all = Array.from({ length: chunks }, (_, chunk) => cardChunk(cards, chunk)).flat();
    expect(all.map((tuple) => tuple[1])).toEqual(catalogue.map((product) => product.url));
    expect(cardFolder(cards)).toBe(`/data/kort/${cards.version}`);
  });

  it('names the card folder after the cards: other cards, another folder', () => {
    const changed = catalogue.map((product, index) =>
      index === 0 ? { ...product, price: product.price + 1 } : product,
    );
    expect(cardFolder(cardsOf(changed))).not.toBe(cardFolder(cardsOf(catalogue)));
    expect(cardFolder(cardsOf([...catalogue]))).toBe(cardFolder(cardsOf(catalogue)));
  });

  it('writes a listing file whose positions find each product’s card', () => {
    const listed = selectCategoryProducts(catalogue, 'vinkyl');
    const model = listingModel(listed, positionsOf(catalogue), true);
    const cards = cardsOf(catalogue);
    const decoded = decodeListing(JSON.parse(JSON.stringify(listingFile(model, cards))));
    expect(decoded.rows).toHaveLength(listed.length);
    for (const [index, row] of decoded.rows.entries()) {
      const tuple = cardChunk(cards, Math.floor(row.pos / decoded.chunk))[row.pos % decoded.chunk];
      expect(tuple?.[1]).toBe(listed[index]?.url);
    }
    expect(model.pages.map((page) => page.items.length).reduce((a, b) => a + b, 0)).toBe(listed.length);
  });

  it('is compact: the largest sample listing is a few KB gzip', () => {
    const listed = selectCategoryProducts(catalogue, 'vinkyl');
    const json = JSON.stringify(listingFile(listingModel(listed, positionsOf(catalogue), true), cardsOf(catalogue)));
    // 12 bytes a product before issue 21 added the height and depth columns, 14 before its niche,
    // clearance and energy-use columns (the fit and the ten-year cost are computed in the browser), 18 before
    // issue 38 §1's five yes-or-no feature columns (lock, glass, uv, wood, rev: one small number a product each),
    // which cost the sample's /vinkyl 1.4 bytes a product (2,588 → 2,786 B gzip for its 144 products).
    expect(gzipSync(json).length).toBeLessThan(19.5 * listed.length);
  });
});

/**
 * The compact data a listing's filter loads on the first interaction
 * (issue 12 §3): per category and per brand one JSON file of columns, one
 * value per product in feed order, only what filtering and sorting need; the
 * cards themselves come in chunks shared by every listing
 * (/data/kort/{version}/{n}.json), fetched only for the results shown.
 *
 * Columns are plain arrays of small integers (gzip compresses their
 * repetition well): unknown facts are 0, enums are 1-based indices, sizes
 * and noise levels are tenths, catalogue positions are deltas. A column
 * whose every value is unknown is left out, and so is its filter.
 *
 * Pure and shared: the build encodes (src/features/listing-filter/listing.build.ts), the browser
 * decodes (src/features/listing-filter/FilterBar.browser.tsx), and the tests check that a round trip
 * gives back the rows.
 */

import { type BrowserValue, browserFactsWith } from '../../client/facts';
import type { Product } from '../../dataset/schemas/product';
import type { BrowserFact, BrowserType, FactColumn, FactsWith, KeysWith } from '../../shared/fact-registry';
import { priceWithShipping } from '../../shared/price-with-shipping';

/** The facts a listing's data file holds (the fact registry's rows with a listing part), in the order of the rows. */
const LISTED: readonly BrowserFact[] = browserFactsWith('column');
export const LISTED_FACTS = LISTED.map((fact) => fact.key as ListedKey);
export type ListedKey = KeysWith<'listing'>;

/** One product of a listing, as the filter sees it: these, and its listed facts (null where not stated). */
export interface ListingRow extends FactsWith<'listing'> {
  /** Position in the whole catalogue (feed order): which card chunk holds its card. */
  readonly pos: number;
  /** The first offer's price with its shipping when known (issue 35): what the price sort, filter and costs use. */
  readonly price: number;
  /** Brand slug, '' when the product has none. */
  readonly brand: string;
  readonly inStock: boolean;
  /** Percent of a reduction the price history proves (product.price_reduction), or null. */
  readonly reduction: number | null;
}

export function rowOf(product: Product, pos: number): ListingRow {
  return {
    pos,
    // What a buyer pays at the product's first offer, shipping added when known (issue 35): the price sort and filter.
    price: priceWithShipping(product.price, product.shipping_price),
    brand: product.brand_slug ?? '',
    inStock: product.in_stock,
    reduction: product.price_reduction?.percent ?? null,
    ...(Object.fromEntries(LISTED_FACTS.map((key) => [key, product[key]])) as FactsWith<'listing'>),
  };
}

/** The file format; `v` changes whenever a field's meaning does. */
export type ListingFile = ListingFileFields & { readonly [C in FactColumn]?: readonly number[] };

interface ListingFileFields {
  readonly v: 2;
  /** Folder of the card chunks of the build that wrote this file. */
  readonly cards: string;
  /** Cards per chunk: the card of catalogue position p is entry p % chunk of chunk ⌊p / chunk⌋. */
  readonly chunk: number;
  /** Brand table [slug, name], in Swedish order of the names; `brand` indexes it (1-based). */
  readonly brands: readonly (readonly [string, string])[];
  /** Catalogue positions: the first absolute, then the difference to the previous one. */
  readonly pos: readonly number[];
  readonly price: readonly number[];
  readonly brand?: readonly number[];
  /** Percent of a proven reduction, 0 for none. */
  readonly red?: readonly number[];
  /** '1' in stock, '0' not, one character per product. */
  readonly stock: string;
}

/**
 * A fact's value in its column, 0 for unknown: a whole number as it is; a
 * measure in tenths, plus one where 0 is a value of its own (format 2,
 * issue 35 §5: a maker may state that no ventilation space is needed, and
 * 0 cm must not read as unknown, which the fit would fill with the default
 * clearance); a choice by its 1-based index; a flag 1 no, 2 yes.
 */
export function columnValue(type: BrowserType, value: BrowserValue | null): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return value ? 2 : 1;
  if (typeof value === 'string') return type.kind === 'choice' ? type.values.indexOf(value) + 1 : 0;
  if (type.kind === 'measure') return Math.round(value * 10) + (type.zero ? 1 : 0);
  return Math.round(value);
}

/** The value a column holds ({@link columnValue}), null for unknown. */
export function valueOfColumn(type: BrowserType, stored: number): BrowserValue | null {
  if (stored <= 0) return null;
  switch (type.kind) {
    case 'choice':
      return type.values[stored - 1] ?? null;
    case 'flag':
      return stored === 2 ? true : stored === 1 ? false : null;
    case 'measure':
      return (stored - (type.zero ? 1 : 0)) / 10;
    default:
      return stored;
  }
}

const orZero = (value: number | null): number => value ?? 0;
const positive = (value: number): number | null => (value > 0 ? value : null);

/** A column, or undefined when every value is unknown (0): no filter is offered for it then. */
function column(rows: readonly ListingRow[], value: (row: ListingRow) => number): number[] | undefined {
  const values = rows.map(value);
  return values.some((v) => v !== 0) ? values : undefined;
}

/** The column of a listed fact in a listing file. */
const columnOf = (fact: BrowserFact): FactColumn => (fact.column ?? fact.key) as FactColumn;

export interface EncodeOptions {
  readonly cards: string;
  readonly chunk: number;
  /** Brand names by slug; with `withBrand` false (a brand's own listing) no brand column is written. */
  readonly brandNames: ReadonlyMap<string, string>;
  readonly withBrand: boolean;
}

export function encodeListing(rows: readonly ListingRow[], options: EncodeOptions): ListingFile {
  const brands = options.withBrand
    ? [...new Set(rows.map((row) => row.brand).filter((slug) => slug !== ''))]
        .map((slug) => [slug, options.brandNames.get(slug) ?? slug] as const)
        .sort((a, b) => a[1].localeCompare(b[1], 'sv-SE') || (a[0] < b[0] ? -1 : 1))
    : [];
  const brandIndex = new Map(brands.map(([slug], index) => [slug, index + 1]));
  const file: ListingFileFields = {
    v: 2,
    cards: options.cards,
    chunk: options.chunk,
    brands,
    pos: rows.map((row, index) => row.pos - (index === 0 ? 0 : (rows[index - 1] as ListingRow).pos)),
    price: rows.map((row) => row.price),
    stock: rows.map((row) => (row.inStock ? '1' : '0')).join(''),
  };
  const factColumn = (fact: BrowserFact) =>
    [columnOf(fact), column(rows, (row) => columnValue(fact.type, row[fact.key as ListedKey]))] as const;
  // The columns filters are offered on, the reduction, then the columns only the fit and the sorts read.
  const columns = [
    ['brand', options.withBrand ? column(rows, (row) => brandIndex.get(row.brand) ?? 0) : undefined] as const,
    ...LISTED.filter((fact) => fact.facet !== undefined).map(factColumn),
    ['red', column(rows, (row) => orZero(row.reduction))] as const,
    ...LISTED.filter((fact) => fact.facet === undefined).map(factColumn),
  ];
  const present = Object.fromEntries(columns.filter(([, values]) => values !== undefined));
  return { ...file, ...present };
}

/** A listing file that is not what this code writes (another build's format, or damaged). */
export class ListingFileError extends Error {
  override readonly name = 'ListingFileError';
}

function numbers(value: unknown, length: number, name: string): readonly number[] | null {
  if (value === undefined) return null;
  if (!Array.isArray(value) || value.length !== length || !value.every((v) => typeof v === 'number' && v >= 0)) {
    throw new ListingFileError(`listing file: column ${name} is not ${length} non-negative numbers`);
  }
  return value as number[];
}

export interface DecodedListing {
  readonly rows: readonly ListingRow[];
  /** Brand names by slug, in the file's (Swedish) order. */
  readonly brandNames: ReadonlyMap<string, string>;
  readonly cards: string;
  readonly chunk: number;
}

/**
 * Rows of a listing file; throws ListingFileError for anything this code did
 * not write. `only`: the facts to read, the others left unknown (null) and
 * their columns unread; every fact when absent. A search that filters a
 * listing of 50,000 products on two facts reads two columns, not all of
 * them: the rows are built in the browser, and the time grows with each.
 */
export function decodeListing(input: unknown, only?: ReadonlySet<string>): DecodedListing {
  if (typeof input !== 'object' || input === null) throw new ListingFileError('listing file: not an object');
  const file = input as Readonly<Record<string, unknown>>;
  if (file.v !== 2) throw new ListingFileError(`listing file: unknown format ${JSON.stringify(file.v)}`);
  if (typeof file.cards !== 'string' || !file.cards.startsWith('/'))
    throw new ListingFileError('listing file: no card folder');
  if (typeof file.chunk !== 'number' || !Number.isInteger(file.chunk) || file.chunk < 1) {
    throw new ListingFileError('listing file: no chunk size');
  }
  if (!Array.isArray(file.pos)) throw new ListingFileError('listing file: no positions');
  const length = file.pos.length;
  const pos = numbers(file.pos, length, 'pos') ?? [];
  const price = numbers(file.price, length, 'price');
  if (price === null) throw new ListingFileError('listing file: no prices');
  if (typeof file.stock !== 'string' || file.stock.length !== length || /[^01]/.test(file.stock)) {
    throw new ListingFileError('listing file: stock is not one 0 or 1 per product');
  }
  const stock = file.stock;
  if (!Array.isArray(file.brands)) throw new ListingFileError('listing file: no brand table');
  const brands: [string, string][] = file.brands.map((entry: unknown) => {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') {
      throw new ListingFileError('listing file: a brand entry is not [slug, name]');
    }
    return [entry[0], entry[1]];
  });
  const brand = numbers(file.brand, length, 'brand');
  const red = numbers(file.red, length, 'red');
  const facts = LISTED.map(
    (fact) =>
      [
        fact,
        only === undefined || only.has(fact.key) ? numbers(file[columnOf(fact)], length, columnOf(fact)) : null,
      ] as const,
  );
  const rows: ListingRow[] = [];
  let position = 0;
  for (let i = 0; i < length; i += 1) {
    position += pos[i] as number;
    const brandAt = brand?.[i] ?? 0;
    const row: Record<string, unknown> = {
      pos: position,
      price: price[i] as number,
      brand: brandAt > 0 ? (brands[brandAt - 1]?.[0] ?? '') : '',
      inStock: stock[i] === '1',
      reduction: positive(red?.[i] ?? 0),
    };
    // Assigned in the same order for every row, not spread from entries: half the time on 23,000 rows.
    for (const [fact, values] of facts)
      row[fact.key] = values === null ? null : valueOfColumn(fact.type, values[i] ?? 0);
    rows.push(row as unknown as ListingRow);
  }
  return { rows, brandNames: new Map(brands), cards: file.cards, chunk: file.chunk };
}

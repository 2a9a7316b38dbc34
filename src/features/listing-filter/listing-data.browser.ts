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
import type { Product } from '../../dataset/schemas/product';
import type { FitFacts } from '../../shared/fit';
import { priceWithShipping } from '../../shared/price-with-shipping';
import { ENERGY_CLASSES, type EnergyClass, INSTALLATION_TYPES, type Installation } from '../../shared/product-facts';

/** One product of a listing, as the filter sees it. */
export interface ListingRow {
  /** Position in the whole catalogue (feed order): which card chunk holds its card. */
  readonly pos: number;
  /** The first offer's price with its shipping when known (issue 35): what the price sort, filter and costs use. */
  readonly price: number;
  /** Brand slug, '' when the product has none. */
  readonly brand: string;
  readonly capacity: number | null;
  readonly zones: number | null;
  readonly installation: Installation | null;
  /** Width in cm. */
  readonly width: number | null;
  /** Height in cm. */
  readonly height: number | null;
  /** Depth in cm. */
  readonly depth: number | null;
  /** Noise in dB. */
  readonly noise: number | null;
  readonly energy: EnergyClass | null;
  readonly inStock: boolean;
  /** Percent of a reduction the price history proves (product.price_reduction), or null. */
  readonly reduction: number | null;
  /** The niche the maker asks for, cm (issue 21). */
  readonly nicheWidth: number | null;
  readonly nicheHeight: number | null;
  readonly nicheDepth: number | null;
  /** Ventilation space the maker asks for, cm. */
  readonly clearance: number | null;
  /** Energy use from the energy label, kWh per year. */
  readonly kwh: number | null;
}

export function rowOf(product: Product, pos: number): ListingRow {
  return {
    pos,
    // What a buyer pays at the product's first offer, shipping added when known (issue 35): the price sort and filter.
    price: priceWithShipping(product.price, product.shipping_price),
    brand: product.brand_slug ?? '',
    capacity: product.capacity,
    zones: product.temperature_zones,
    installation: product.installation,
    width: product.width_cm,
    height: product.height_cm,
    depth: product.depth_cm,
    noise: product.noise_db,
    energy: product.energy_class,
    inStock: product.in_stock,
    reduction: product.price_reduction?.percent ?? null,
    nicheWidth: product.niche_width_cm,
    nicheHeight: product.niche_height_cm,
    nicheDepth: product.niche_depth_cm,
    clearance: product.clearance_cm,
    kwh: product.energy_kwh_year,
  };
}

/** The facts src/shared/fit.ts decides a fit on, from a listing row. */
export function fitFactsOf(row: ListingRow): FitFacts {
  return {
    installation: row.installation,
    width_cm: row.width,
    height_cm: row.height,
    depth_cm: row.depth,
    niche_width_cm: row.nicheWidth,
    niche_height_cm: row.nicheHeight,
    niche_depth_cm: row.nicheDepth,
    clearance_cm: row.clearance,
  };
}

/** The file format; `v` changes whenever a field's meaning does. */
export interface ListingFile {
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
  readonly cap?: readonly number[];
  readonly zones?: readonly number[];
  readonly inst?: readonly number[];
  /** Tenths of a centimetre. */
  readonly width?: readonly number[];
  /** Tenths of a centimetre. */
  readonly height?: readonly number[];
  /** Tenths of a centimetre. */
  readonly depth?: readonly number[];
  /** Tenths of a decibel. */
  readonly noise?: readonly number[];
  readonly energy?: readonly number[];
  /** Percent of a proven reduction, 0 for none. */
  readonly red?: readonly number[];
  /** The maker's niche, tenths of a centimetre (issue 21). */
  readonly nw?: readonly number[];
  readonly nh?: readonly number[];
  readonly nd?: readonly number[];
  /**
   * Ventilation space, tenths of a centimetre plus one, 0 unknown (format 2, issue 35 §5):
   * a maker may state that none is needed, and 0 cm must not read as unknown, which the
   * fit would fill with the default clearance.
   */
  readonly clr?: readonly number[];
  /** Energy use, whole kWh per year. */
  readonly kwh?: readonly number[];
  /** '1' in stock, '0' not, one character per product. */
  readonly stock: string;
}

const tenths = (value: number | null): number => (value === null ? 0 : Math.round(value * 10));
const fromTenths = (value: number): number | null => (value > 0 ? value / 10 : null);
const orZero = (value: number | null): number => value ?? 0;
const positive = (value: number): number | null => (value > 0 ? value : null);
/** The clr column's value: tenths plus one, so a stated 0 cm is 1 and 0 stays unknown. */
const clearanceOf = (value: number): number | null => (value > 0 ? (value - 1) / 10 : null);

/** A column, or undefined when every value is unknown (0): no filter is offered for it then. */
function column(rows: readonly ListingRow[], value: (row: ListingRow) => number): number[] | undefined {
  const values = rows.map(value);
  return values.some((v) => v !== 0) ? values : undefined;
}

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
  const file: ListingFile = {
    v: 2,
    cards: options.cards,
    chunk: options.chunk,
    brands,
    pos: rows.map((row, index) => row.pos - (index === 0 ? 0 : (rows[index - 1] as ListingRow).pos)),
    price: rows.map((row) => row.price),
    stock: rows.map((row) => (row.inStock ? '1' : '0')).join(''),
  };
  const columns = {
    brand: options.withBrand ? column(rows, (row) => brandIndex.get(row.brand) ?? 0) : undefined,
    cap: column(rows, (row) => orZero(row.capacity)),
    zones: column(rows, (row) => orZero(row.zones)),
    inst: column(rows, (row) => (row.installation === null ? 0 : INSTALLATION_TYPES.indexOf(row.installation) + 1)),
    width: column(rows, (row) => tenths(row.width)),
    height: column(rows, (row) => tenths(row.height)),
    depth: column(rows, (row) => tenths(row.depth)),
    noise: column(rows, (row) => tenths(row.noise)),
    energy: column(rows, (row) => (row.energy === null ? 0 : ENERGY_CLASSES.indexOf(row.energy) + 1)),
    red: column(rows, (row) => orZero(row.reduction)),
    nw: column(rows, (row) => tenths(row.nicheWidth)),
    nh: column(rows, (row) => tenths(row.nicheHeight)),
    nd: column(rows, (row) => tenths(row.nicheDepth)),
    clr: column(rows, (row) => (row.clearance === null ? 0 : tenths(row.clearance) + 1)),
    kwh: column(rows, (row) => (row.kwh === null ? 0 : Math.round(row.kwh))),
  };
  const present = Object.fromEntries(Object.entries(columns).filter(([, values]) => values !== undefined));
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

/** Rows of a listing file; throws ListingFileError for anything this code did not write. */
export function decodeListing(input: unknown): DecodedListing {
  if (typeof input !== 'object' || input === null) throw new ListingFileError('listing file: not an object');
  const file = input as Record<string, unknown>;
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
  const cap = numbers(file.cap, length, 'cap');
  const zones = numbers(file.zones, length, 'zones');
  const inst = numbers(file.inst, length, 'inst');
  const width = numbers(file.width, length, 'width');
  const height = numbers(file.height, length, 'height');
  const depth = numbers(file.depth, length, 'depth');
  const noise = numbers(file.noise, length, 'noise');
  const energy = numbers(file.energy, length, 'energy');
  const red = numbers(file.red, length, 'red');
  const nw = numbers(file.nw, length, 'nw');
  const nh = numbers(file.nh, length, 'nh');
  const nd = numbers(file.nd, length, 'nd');
  const clr = numbers(file.clr, length, 'clr');
  const kwh = numbers(file.kwh, length, 'kwh');
  const rows: ListingRow[] = [];
  let position = 0;
  for (let i = 0; i < length; i += 1) {
    position += pos[i] as number;
    const brandAt = brand?.[i] ?? 0;
    const instAt = inst?.[i] ?? 0;
    const energyAt = energy?.[i] ?? 0;
    rows.push({
      pos: position,
      price: price[i] as number,
      brand: brandAt > 0 ? (brands[brandAt - 1]?.[0] ?? '') : '',
      capacity: positive(cap?.[i] ?? 0),
      zones: positive(zones?.[i] ?? 0),
      installation: instAt > 0 ? (INSTALLATION_TYPES[instAt - 1] ?? null) : null,
      width: fromTenths(width?.[i] ?? 0),
      height: fromTenths(height?.[i] ?? 0),
      depth: fromTenths(depth?.[i] ?? 0),
      noise: fromTenths(noise?.[i] ?? 0),
      energy: energyAt > 0 ? (ENERGY_CLASSES[energyAt - 1] ?? null) : null,
      inStock: stock[i] === '1',
      reduction: positive(red?.[i] ?? 0),
      nicheWidth: fromTenths(nw?.[i] ?? 0),
      nicheHeight: fromTenths(nh?.[i] ?? 0),
      nicheDepth: fromTenths(nd?.[i] ?? 0),
      clearance: clearanceOf(clr?.[i] ?? 0),
      kwh: positive(kwh?.[i] ?? 0),
    });
  }
  return { rows, brandNames: new Map(brands), cards: file.cards, chunk: file.chunk };
}

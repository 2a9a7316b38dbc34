/**
 * The compare page's data (issue 14): the format of its shard files, which
 * shard holds a SKU, the `p` parameter of /jamfor, and the rows of the
 * side-by-side table. Pure and shared: the build writes the shards
 * (src/features/compare/compare.build.ts), the page's script reads them
 * (src/features/compare/compare-page.browser.ts), the tests check both.
 *
 * The shard files hold what the table shows, already formatted the Swedish
 * way by the build (prices, centimetres, labels), so the page's script needs
 * no formatting code and no copy. A product's SKU picks its shard by a
 * stable hash; the number of shards grows with the catalogue, so a shard
 * stays near {@link COMPARE_SHARD_SIZE} products and a compare of four
 * products fetches at most four small files, whatever the catalogue's size.
 *
 * This module imports nothing: the page's script bundles it, and a module it
 * shared with another script or island would become a separate chunk file
 * requested at load instead of one inline script.
 */

/** Products per shard on average; a shard of this many is ≈ 3 KB gzip. */
export const COMPARE_SHARD_SIZE = 32;

/**
 * The format of a shard file; changes whenever a field's meaning does (2: offers from several shops, issue 20;
 * 3: running cost rows, issue 21; 4: the numbers behind "Lägst", the shipping folded into the total, issue 22;
 * 5: aliases, issue 35 §6; 6: the niche size row, issue 35 §8).
 */
export const COMPARE_FORMAT = 6;

/**
 * The rows of the table below the product heads, in order: each a value the
 * build formats (or null when the product does not state it). The product
 * facts' rows are the fact registry's (src/shared/fact-registry.ts), here
 * as a constant the build defines (`browserFactDefines`), so this module
 * stays free of imports.
 */
export const COMPARE_ROWS = [
  'price',
  'lowestTotal',
  'shops',
  'perBottle',
  'lowest30',
  ...__FACT_COMPARE_ROWS__,
  'runningCost',
  'tenYearCost',
  'stock',
  'delivery',
] as const;
export type CompareRowKey = (typeof COMPARE_ROWS)[number];

/**
 * The rows that decide a purchase (issue 22): only these carry the "≠"
 * marker, so it points at what matters instead of at almost every row (two
 * prices, shop counts or stock nearly always differ, and say little on
 * their own: the price per bottle and the costs carry the price). The page
 * marks them in its row templates and CSS shows the marker where such a row
 * differs, so this list never reaches the page's script.
 */
export const DECISION_ROWS = [
  'perBottle',
  ...__FACT_DECISION_ROWS__,
  'runningCost',
  'tenYearCost',
] as const satisfies readonly CompareRowKey[];

/**
 * The rows where the lowest value is plainly the best for the buyer (issue
 * 22), marked "Lägst"; each entry carries their numbers in this order. Of
 * the facts, those whose registry row says so (the noise): size, bottles or
 * zones are left out, since more or less is better only for the buyer's own
 * room and cellar.
 */
export const LOWEST_IS_BEST = [
  'price',
  'lowestTotal',
  'perBottle',
  ...__FACT_LOWEST_ROWS__,
  'runningCost',
  'tenYearCost',
] as const satisfies readonly CompareRowKey[];

/** One product as the compare page shows it. */
export interface CompareEntry {
  readonly sku: string;
  readonly name: string;
  /** The product page, /produkt/{slug}. */
  readonly url: string;
  /** Image URL (http(s) or root-relative), or null. */
  readonly image: string | null;
  readonly brand: string | null;
  /** The tracking link of the offer with the lowest total (http(s)), or null. */
  readonly link: string | null;
  /** The link's text, naming its shop ("Till Vinkylexperten"); null without a link. */
  readonly linkLabel: string | null;
  /** The formatted value of each row of {@link COMPARE_ROWS}, in that order. */
  readonly values: readonly (string | null)[];
  /** The number behind each row of {@link LOWEST_IS_BEST}, as the value shows it (rounded alike), or null. */
  readonly numbers: readonly (number | null)[];
}

/** An entry in a shard file: [sku, name, url, image, brand, link, linkLabel, values, numbers]. */
export type CompareTuple = readonly [
  sku: string,
  name: string,
  url: string,
  image: string | null,
  brand: string | null,
  link: string | null,
  linkLabel: string | null,
  values: readonly (string | null)[],
  numbers: readonly (number | null)[],
];

/** A shard file: /data/jamfor/{version}/{shard}.json. */
export interface CompareShardFile {
  readonly v: typeof COMPARE_FORMAT;
  readonly p: readonly CompareTuple[];
  /**
   * Aliases (format 5, issue 35 §6): [key, product SKU] for the SKUs and
   * slugs a product's offers had as products of their own, and its own slug,
   * each in the shard of its key ({@link aliasKey}), so a compare link made
   * before the offers were matched still names its product.
   */
  readonly a: readonly (readonly [string, string])[];
}

/** The form an alias is keyed and sharded by: trimmed, NFC, lower case (a link may write a SKU in any case). */
export function aliasKey(text: string): string {
  return text.trim().normalize('NFC').toLowerCase();
}

/** The aliases of a shard file (key → product SKU); none for a file without them. */
export function decodeAliases(input: unknown): Map<string, string> {
  const aliases = new Map<string, string>();
  const list = typeof input === 'object' && input !== null ? (input as { a?: unknown }).a : undefined;
  if (!Array.isArray(list)) return aliases;
  for (const pair of list as unknown[]) {
    if (!Array.isArray(pair) || pair.length !== 2) continue;
    const [key, sku] = pair as unknown[];
    if (typeof key === 'string' && typeof sku === 'string' && key !== '' && sku !== '') aliases.set(key, sku);
  }
  return aliases;
}

/** How many shards a catalogue of `products` gets: about {@link COMPARE_SHARD_SIZE} products each, at least one. */
export function shardCount(products: number): number {
  return Math.max(1, Math.ceil(products / COMPARE_SHARD_SIZE));
}

/** The shard of a SKU: FNV-1a (32 bit) over its UTF-16 code units, modulo the shard count. Stable across builds. */
export function shardOf(sku: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < sku.length; i += 1) {
    hash ^= sku.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

export function compareTuple(entry: CompareEntry): CompareTuple {
  return [
    entry.sku,
    entry.name,
    entry.url,
    entry.image,
    entry.brand,
    entry.link,
    entry.linkLabel,
    entry.values,
    entry.numbers,
  ];
}

const stringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const numberOrNull = (value: unknown): value is number | null => value === null || Number.isFinite(value);

/** A product page's path as the build writes it: the product folder, then one slug of a-z, 0-9 and hyphens. */
function isProductPath(url: string): boolean {
  const folder = import.meta.env.ROUTE_PRODUCT_FOLDER;
  return url.startsWith(folder) && /^[a-z0-9-]+$/.test(url.slice(folder.length));
}

/** An http(s) URL, or null for anything else (javascript:, data:, relative, unparsable). */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

/** An image source the page may show: http(s), or a root-relative path on this site. */
function imageUrl(value: unknown): string | null {
  if (typeof value === 'string' && /^\/(?!\/)/.test(value) && !value.includes('\\')) return value;
  return httpUrl(value);
}

/**
 * The entries of a shard file, keyed by SKU; throws for a file this code did
 * not write (another format, not a list). A damaged entry is skipped (its
 * product then shows as unknown), and untrusted links are dropped: only
 * http(s) retailer links, only product pages of this site.
 */
export function decodeShard(input: unknown): Map<string, CompareEntry> {
  if (typeof input !== 'object' || input === null) throw new Error('compare shard: not an object');
  const file = input as { v?: unknown; p?: unknown };
  if (file.v !== COMPARE_FORMAT) throw new Error(`compare shard: unknown format ${String(file.v)}`);
  if (!Array.isArray(file.p)) throw new Error('compare shard: no products');
  const entries = new Map<string, CompareEntry>();
  for (const item of file.p as unknown[]) {
    if (!Array.isArray(item) || item.length !== 9) continue;
    const [sku, name, url, image, brand, link, linkLabel, values, numbers] = item as unknown[];
    if (typeof sku !== 'string' || typeof name !== 'string' || typeof url !== 'string') continue;
    if (!isProductPath(url) || !stringOrNull(brand) || !stringOrNull(linkLabel)) continue;
    if (!Array.isArray(values) || values.length !== COMPARE_ROWS.length || !values.every(stringOrNull)) continue;
    if (!Array.isArray(numbers) || numbers.length !== LOWEST_IS_BEST.length || !numbers.every(numberOrNull)) continue;
    const safeLink = httpUrl(link);
    entries.set(sku, {
      sku,
      name,
      url,
      image: imageUrl(image),
      brand,
      link: safeLink,
      linkLabel: safeLink === null ? null : linkLabel,
      values,
      numbers,
    });
  }
  return entries;
}

/** What the `p` parameter asks for. */
export interface CompareRequest {
  /** The SKUs to show, in the link's order, without repeats, at most `max`. */
  readonly skus: readonly string[];
  /** A SKU stood more than once in the link. */
  readonly duplicates: boolean;
  /** The link named more than `max` products; the first `max` are shown. */
  readonly overflow: boolean;
}

/**
 * Longest SKU looked up: anything longer is not a SKU of the catalogue. The
 * same number as MAX_SKU_LENGTH of src/shared/sku.ts, written here because
 * this module imports nothing: the compare page's script bundles into one
 * inline script only while no other script shares a module with it.
 */
const MAX_SKU = 100;
/** Characters one SKU character may take in a link: a four-byte UTF-8 character percent-encoded is 12. */
const ENCODED_CHARACTER = 12;

/**
 * The SKUs of `?p=SKU1,SKU2,…` (location.search). Each SKU is URI-decoded
 * on its own after the split, so a comma inside a SKU (written %2C by the
 * tray) stays inside it; a malformed escape keeps the raw text (it is then
 * named as unknown). Empty entries and surrounding space are dropped. The
 * value is cut before it is split, past room for one SKU more than `max`
 * (each of MAX_SKU characters, fully encoded), so a link anyone can write
 * costs no more than a real one (issue 19 §9).
 */
export function parseCompareParam(search: string, max: number): CompareRequest {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const raw = query
    .split('&')
    .find((part) => part.startsWith('p='))
    ?.slice(2, 2 + (max + 1) * (MAX_SKU * ENCODED_CHARACTER + 1));
  if (raw === undefined) return { skus: [], duplicates: false, overflow: false };
  const skus: string[] = [];
  let duplicates = false;
  let overflow = false;
  for (const part of raw.split(',')) {
    let sku = part.replace(/\+/g, ' ');
    try {
      sku = decodeURIComponent(sku);
    } catch {
      // Not valid percent-encoding: looked up as written, and named as unknown.
    }
    sku = sku.trim().slice(0, MAX_SKU);
    if (sku === '') continue;
    if (skus.includes(sku)) duplicates = true;
    else if (skus.length === max) overflow = true;
    else skus.push(sku);
  }
  return { skus, duplicates, overflow };
}

/** One row of the table. */
export interface CompareRow {
  readonly key: CompareRowKey;
  /** One value per product, in column order; null where the product does not state it. */
  readonly values: readonly (string | null)[];
  /**
   * The products do not all have the same value (a missing value counts as one): "Visa bara skillnader" keeps
   * the row, and one of {@link DECISION_ROWS} shows the "≠" marker.
   */
  readonly differs: boolean;
  /** Per product, in column order: its value is the lowest of a {@link LOWEST_IS_BEST} row ("Lägst"). */
  readonly lowest: readonly boolean[];
}

/**
 * Which products have the lowest number: all that tie for it, and none
 * unless at least two products state one and they are not all equal (a
 * "Lägst" beside every value, or beside the only one, says nothing).
 */
export function lowestOf(numbers: readonly (number | null)[]): boolean[] {
  const known = numbers.filter((value): value is number => value !== null);
  const least = Math.min(...known);
  if (known.length < 2 || least === Math.max(...known)) return numbers.map(() => false);
  return numbers.map((value) => value === least);
}

/** The rows of the table for these products: rows no product states are left out. */
export function compareRows(entries: readonly CompareEntry[]): CompareRow[] {
  const rows: CompareRow[] = [];
  COMPARE_ROWS.forEach((key, index) => {
    const values = entries.map((entry) => entry.values[index] ?? null);
    if (values.every((value) => value === null)) return;
    const best = (LOWEST_IS_BEST as readonly CompareRowKey[]).indexOf(key);
    rows.push({
      key,
      values,
      differs: new Set(values).size > 1,
      lowest:
        best === -1
          ? values.map(() => false)
          : lowestOf(entries.map((entry) => (entry.values[index] === null ? null : (entry.numbers[best] ?? null)))),
    });
  });
  return rows;
}

/**
 * The answers of the routing function for a URL no file serves, as pure data:
 * product look-up (spec §7, "Product detail /produkt/{name or sku}"), the
 * excluded product (spec §2), and brand spellings (spec "Brand page": "if the
 * slug differs from its normalised form, redirect to the normalised slug").
 *
 * Product order, for a parameter p (the decoded rest of /produkt/{p}):
 * 1. exact slug: /produkt/{slug} is a file and never reaches the function; if
 *    it does anyway (a request racing a deploy), no redirect (it would loop);
 * 2. the excluded product: its slug, its SKU (raw or any case), its name or
 *    a spelling whose normalised slug is its slug → its target (/vinkyl);
 * 3. the name ("by Name containing formatted name; best: exact slug match,
 *    else shortest containing"): a live product whose slug is p's normalised
 *    slug (unless p's slug is longer than the slug cap, where capped slugs
 *    are ambiguous); else, among products whose name contains p (both in
 *    {@link nameKey} form, so hyphens read as spaces and case is ignored),
 *    the one with the shortest name, the first in the data on a tie; only
 *    for a p of at least {@link MIN_NAME_QUERY} characters, so /produkt/a is
 *    not a permanent redirect to whichever short name contains an "a";
 * 4. the SKU: equal as written, else equal ignoring case. The spec's original
 *    looked a SKU up only for an all-digit parameter; the site has always
 *    redirected every SKU (the old `_redirects` had a rule for the raw and the
 *    lower-case SKU), and a SKU comes last, so this only adds answers.
 * A parameter under a path the site serves itself (/produkt/sida/{n}, the
 * all-products pages) is never redirected: a page past the end is not found.
 * Anything else is not found (the product not-found view, status 404).
 */

import { skuKey } from '../shared/sku';
import { capSlug, MAX_SLUG_LENGTH, slugify } from '../shared/slug';
import { type ExcludedEntry, LOOKUP_TABLE_VERSION, type LookupTable, nameKey, normalisedSlug } from './lookup-table';
import { RESERVED_PRODUCT_SLUGS } from './routes';

/** A path of this site a Location may carry: one leading `/`, printable ASCII without spaces or `\`. */
const SITE_PATH = /^\/(?![/\\])[!-[\]-~]*$/;

/** Shortest parameter (in {@link nameKey} form) that is searched inside product names. */
export const MIN_NAME_QUERY = 3;

/** Longest decoded parameter looked up; longer ones are not found without any work. */
export const MAX_PARAM_LENGTH = 300;

export type ProductAnswer =
  | { readonly kind: 'product'; readonly slug: string; readonly by: 'slug' | 'name' | 'sku' }
  | { readonly kind: 'excluded'; readonly to: string }
  | { readonly kind: 'not-found' };

export type BrandAnswer = { readonly kind: 'brand'; readonly slug: string } | { readonly kind: 'unknown' };

export interface Lookup {
  product(param: string): ProductAnswer;
  /**
   * The product a SKU or slug names exactly (a product's or an offer's
   * former one, SKUs in any case): the look-up's slug and SKU steps without
   * its name search, which scans every name. For keys the site itself wrote
   * (compare aliases, issue 35 §6), in constant time each.
   */
  productByKey(key: string): ProductAnswer;
  brand(param: string): BrandAnswer;
}

const NOT_FOUND: ProductAnswer = { kind: 'not-found' };
const UNKNOWN_BRAND: BrandAnswer = { kind: 'unknown' };

/**
 * Indexes a table once (per function instance): Maps for every exact look-up,
 * the name array for the containment search. Throws when the table is not of
 * this version or its arrays disagree (a broken deploy, not a visitor error).
 */
export function createLookup(table: LookupTable): Lookup {
  if (table.version !== LOOKUP_TABLE_VERSION) {
    throw new Error(`lookup table version ${String(table.version)}, expected ${LOOKUP_TABLE_VERSION}`);
  }
  const { slugs, names, skus } = table;
  if (names.length !== slugs.length || skus.length !== slugs.length) {
    throw new Error('lookup table: slugs, names and skus differ in length');
  }

  const { aliasSlugs, aliasNames, aliasSkus, aliasOf } = table;
  if ([aliasNames, aliasSkus, aliasOf].some((list) => list.length !== aliasSlugs.length)) {
    throw new Error('lookup table: the alias arrays differ in length');
  }
  const bySlug = new Map<string, number>();
  /** Old slugs of offers that are no page now: the product each leads to. */
  const byAliasSlug = new Map<string, number>();
  const bySku = new Map<string, number>();
  const bySkuLower = new Map<string, number>();
  slugs.forEach((slug, i) => {
    if (!bySlug.has(slug)) bySlug.set(slug, i);
  });
  aliasSlugs.forEach((slug, i) => {
    const product = aliasOf[i];
    if (product !== undefined && !bySlug.has(slug) && !byAliasSlug.has(slug)) byAliasSlug.set(slug, product);
  });
  const addSku = (sku: string, product: number) => {
    if (!sku) return;
    if (!bySku.has(sku)) bySku.set(sku, product);
    const key = skuKey(sku);
    if (!bySkuLower.has(key)) bySkuLower.set(key, product);
  };
  // A product's own SKU before any offer's, so a SKU two products share stays with its own product.
  for (const [i, sku] of skus.entries()) addSku(sku, i);
  for (const [i, sku] of aliasSkus.entries()) addSku(sku, aliasOf[i] ?? 0);

  const excludedBySlug = new Map<string, ExcludedEntry>();
  const excludedBySku = new Map<string, ExcludedEntry>();
  const excludedByName = new Map<string, ExcludedEntry>();
  for (const entry of table.excluded) {
    // A target that is not a plain path of this site would make a broken or open redirect: left out.
    if (!SITE_PATH.test(entry.to)) continue;
    if (!excludedBySlug.has(entry.slug)) excludedBySlug.set(entry.slug, entry);
    if (entry.sku && !excludedBySku.has(skuKey(entry.sku))) excludedBySku.set(skuKey(entry.sku), entry);
    if (entry.name && !excludedByName.has(entry.name)) excludedByName.set(entry.name, entry);
  }
  const brands = new Set(table.brands);

  const found = (i: number, by: 'slug' | 'name' | 'sku'): ProductAnswer => ({
    kind: 'product',
    slug: slugs[i] ?? '',
    by,
  });

  return {
    product(param) {
      if (param === '' || param.length > MAX_PARAM_LENGTH) return NOT_FOUND;
      if (bySlug.has(param) || isSitePath(param)) return NOT_FOUND;
      const fullSlug = slugify(param);
      const slug = capSlug(fullSlug);
      const key = nameKey(param);
      // SKUs are compared one way everywhere (src/shared/sku.ts).
      const lower = skuKey(param);

      const excluded = excludedBySlug.get(slug) ?? excludedBySku.get(lower) ?? excludedByName.get(key);
      if (excluded) return { kind: 'excluded', to: excluded.to };

      // A name longer than the slug cap shares its capped slug with every
      // name that starts the same way: only the name search can tell them apart.
      const sameSlug = fullSlug.length <= MAX_SLUG_LENGTH ? (bySlug.get(slug) ?? byAliasSlug.get(slug)) : undefined;
      if (sameSlug !== undefined) return found(sameSlug, 'slug');
      if (key.length >= MIN_NAME_QUERY) {
        // The shortest name containing the parameter, products' names before offers' at equal length.
        let best = -1;
        let bestLength = Number.POSITIVE_INFINITY;
        for (let i = 0; i < names.length; i += 1) {
          const name = names[i] ?? '';
          if (name.includes(key) && name.length < bestLength) {
            best = i;
            bestLength = name.length;
          }
        }
        for (let i = 0; i < aliasNames.length; i += 1) {
          const name = aliasNames[i] ?? '';
          if (name.includes(key) && name.length < bestLength) {
            best = aliasOf[i] ?? best;
            bestLength = name.length;
          }
        }
        if (best !== -1) return found(best, 'name');
      }

      const sku = bySku.get(param) ?? bySkuLower.get(lower);
      if (sku !== undefined) return found(sku, 'sku');
      return NOT_FOUND;
    },

    productByKey(key) {
      if (key === '' || key.length > MAX_PARAM_LENGTH) return NOT_FOUND;
      const own = bySlug.get(key) ?? byAliasSlug.get(key);
      if (own !== undefined) return found(own, 'slug');
      const sku = bySku.get(key) ?? bySkuLower.get(skuKey(key));
      return sku === undefined ? NOT_FOUND : found(sku, 'sku');
    },

    brand(param) {
      if (param === '' || param.length > MAX_PARAM_LENGTH || param.includes('/')) return UNKNOWN_BRAND;
      const slug = normalisedSlug(param);
      // The slug itself is the brand's page (a file); redirecting it to itself would loop.
      if (slug === param || !brands.has(slug)) return UNKNOWN_BRAND;
      return { kind: 'brand', slug };
    },
  };
}

/** True for /produkt/sida/… : the all-products pages, not a product (a SKU "sida/2" must not take them). */
function isSitePath(param: string): boolean {
  return RESERVED_PRODUCT_SLUGS.has((param.split('/')[0] ?? '').toLowerCase());
}

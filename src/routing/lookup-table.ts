/**
 * The lookup table of the routing function (src/routing/routing-function.ts):
 * everything it needs to answer a product or brand URL that no file serves,
 * made by the build from the pulled data and written to
 * {@link LOOKUP_TABLE_PATH} in dist. One table replaces the four `_redirects`
 * rules per product the site used to write (40,069 rules at 10,000 products).
 *
 * Compact on purpose: parallel arrays instead of one object per product (no
 * repeated keys), product names stored already normalised for the name
 * search ({@link nameKey}), nothing the function does not read. This module
 * is pure and imports nothing but the slug rule, so the function bundle (and
 * Deno) can use it; the zod schema that checks a table read at build or test
 * time is in lookup-table-schema.ts.
 */
import { capSlug, slugify } from '../shared/slug';
import { FOLDERS } from './routes';

/**
 * Bumped when the shape changes; the file names carry it, so an old function
 * never reads a new shape (2: offer aliases, issue 20; 3: written in parts).
 */
export const LOOKUP_TABLE_VERSION = 3;

/**
 * Where the build writes part `part` of the table in dist, and where the
 * function fetches it from its own site. Part 0 says how many there are.
 */
export const lookupPartPath = (part: number): string =>
  part === 0
    ? `${FOLDERS.routingData}/lookup.v${LOOKUP_TABLE_VERSION}.json`
    : `${FOLDERS.routingData}/lookup.v${LOOKUP_TABLE_VERSION}.${part}.json`;

/** The first part: where the function starts reading. */
export const LOOKUP_TABLE_PATH = lookupPartPath(0);

/**
 * Products per part. A product with its offer aliases takes about 240 bytes
 * (50,000 synthetic products: 12 MB in one file), so a part stays near 5 MB,
 * well under Netlify's 10 MB file limit, however large the catalogue.
 */
export const LOOKUP_PART_PRODUCTS = 20_000;

export interface LookupTable {
  readonly version: typeof LOOKUP_TABLE_VERSION;
  /** Slug of each live product (a page at /produkt/{slug}); index i of the three arrays is one product. */
  readonly slugs: readonly string[];
  /** {@link nameKey} of each live product's name. */
  readonly names: readonly string[];
  /** SKU of each live product, as in the feed. */
  readonly skus: readonly string[];
  /** Products that never get a page: every URL form of theirs leads to `to` (spec §2: /vinkyl). */
  readonly excluded: readonly ExcludedEntry[];
  /** Slugs of the brands that have a page at /varumarken/{slug}. */
  readonly brands: readonly string[];
  /**
   * The other URLs of each product (issue 20): every shop's offer answers to
   * the slug, SKU and name it had as a product of its own, so an old link
   * to a row that is now one shop's offer reaches the product. Index i of
   * the four arrays is one alias; `aliasOf[i]` is its product's index.
   */
  readonly aliasSlugs: readonly string[];
  readonly aliasNames: readonly string[];
  readonly aliasSkus: readonly string[];
  readonly aliasOf: readonly number[];
}

/**
 * One file of the table: the products [first, first + slugs.length) and
 * their aliases (`aliasOf` indexes the whole table). Part 0 also holds the
 * excluded products and the brands; the other parts hold none.
 */
export interface LookupTablePart extends LookupTable {
  readonly part: number;
  /** How many parts the table has. */
  readonly parts: number;
  /** Index of the part's first product in the whole table. */
  readonly first: number;
}

export interface ExcludedEntry {
  readonly slug: string;
  /** {@link nameKey} of its name. */
  readonly name: string;
  readonly sku: string;
  /** Site path it redirects to. */
  readonly to: string;
}

export interface LookupTableInput {
  readonly products: readonly {
    readonly slug: string;
    readonly sku: string;
    readonly name: string;
    /** Every shop's offer; each gives the product its own slug, SKU and name as aliases. */
    readonly offers?: readonly { readonly slug: string; readonly sku: string; readonly name: string }[];
  }[];
  readonly excludedProducts: readonly {
    readonly id: string;
    readonly name: string;
    readonly slug: string | null;
    readonly redirect_to: string;
  }[];
  readonly brands: readonly { readonly slug: string }[];
}

/**
 * The form a product name and a URL parameter are compared in (spec §7: the
 * name "containing the formatted name", case-insensitive like the original's
 * `ilike`): Unicode NFC, lower case, runs of white space and hyphens as one
 * space (a URL writes the spaces of a name as hyphens), trimmed.
 */
export function nameKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The normalised slug of a URL parameter: the same rule (and cap) the pull uses for names and brands. */
export function normalisedSlug(text: string): string {
  return capSlug(slugify(text));
}

/** The table for the data; deterministic (same data, same bytes). */
export function buildLookupTable(input: LookupTableInput): LookupTable {
  const aliases = { slugs: [] as string[], names: [] as string[], skus: [] as string[], of: [] as number[] };
  input.products.forEach((product, index) => {
    for (const offer of product.offers ?? []) {
      // The product's own slug, SKU and name are in the main arrays already.
      if (offer.slug === product.slug && offer.sku === product.sku && offer.name === product.name) continue;
      aliases.slugs.push(offer.slug);
      aliases.names.push(nameKey(offer.name));
      aliases.skus.push(offer.sku.trim());
      aliases.of.push(index);
    }
  });
  return {
    version: LOOKUP_TABLE_VERSION,
    slugs: input.products.map((product) => product.slug),
    names: input.products.map((product) => nameKey(product.name)),
    skus: input.products.map((product) => product.sku.trim()),
    excluded: input.excludedProducts.map((excluded) => ({
      // The slug its page would have had; the data's when it is one, else made from the name.
      slug: excluded.slug && SLUG.test(excluded.slug) ? excluded.slug : normalisedSlug(excluded.name),
      name: nameKey(excluded.name),
      sku: excluded.id.trim(),
      to: excluded.redirect_to,
    })),
    brands: input.brands.map((brand) => brand.slug),
    aliasSlugs: aliases.slugs,
    aliasNames: aliases.names,
    aliasSkus: aliases.skus,
    aliasOf: aliases.of,
  };
}

/** The table in parts of at most `perPart` products, each with the aliases of its products. */
export function splitLookupTable(table: LookupTable, perPart = LOOKUP_PART_PRODUCTS): LookupTablePart[] {
  const parts = Math.max(1, Math.ceil(table.slugs.length / perPart));
  return Array.from({ length: parts }, (_, part) => {
    // 0 × Infinity is NaN: the first part always starts at 0.
    const first = part === 0 ? 0 : part * perPart;
    const end = first + perPart;
    const aliases = table.aliasOf.flatMap((of, index) => (of >= first && of < end ? [index] : []));
    return {
      version: table.version,
      part,
      parts,
      first,
      slugs: table.slugs.slice(first, end),
      names: table.names.slice(first, end),
      skus: table.skus.slice(first, end),
      excluded: part === 0 ? table.excluded : [],
      brands: part === 0 ? table.brands : [],
      aliasSlugs: aliases.map((index) => table.aliasSlugs[index] as string),
      aliasNames: aliases.map((index) => table.aliasNames[index] as string),
      aliasSkus: aliases.map((index) => table.aliasSkus[index] as string),
      aliasOf: aliases.map((index) => table.aliasOf[index] as number),
    };
  });
}

/**
 * The whole table from its parts, in any order; throws when a part is
 * missing, repeated, of another version or table, or out of place (a deploy
 * caught between two builds: the function answers without the table and
 * tries again).
 */
export function joinLookupTable(parts: readonly LookupTablePart[]): LookupTable {
  const ordered = [...parts].sort((a, b) => a.part - b.part);
  const count = ordered[0]?.parts ?? 0;
  let next = 0;
  for (const [index, part] of ordered.entries()) {
    if (part.version !== LOOKUP_TABLE_VERSION) {
      throw new Error(`lookup table version ${String(part.version)}, expected ${LOOKUP_TABLE_VERSION}`);
    }
    if (part.part !== index || part.parts !== count || part.first !== next) {
      throw new Error(`lookup table: part ${part.part} of ${part.parts} is out of place (${parts.length} read)`);
    }
    next += part.slugs.length;
  }
  if (ordered.length !== count || count === 0) throw new Error(`lookup table: ${parts.length} of ${count} parts`);
  const all = <K extends keyof LookupTable>(key: K) => ordered.flatMap((part) => part[key] as readonly unknown[]);
  const [head] = ordered as [LookupTablePart];
  return {
    version: LOOKUP_TABLE_VERSION,
    slugs: all('slugs') as string[],
    names: all('names') as string[],
    skus: all('skus') as string[],
    excluded: head.excluded,
    brands: head.brands,
    aliasSlugs: all('aliasSlugs') as string[],
    aliasNames: all('aliasNames') as string[],
    aliasSkus: all('aliasSkus') as string[],
    aliasOf: all('aliasOf') as number[],
  };
}

/** A part's text: JSON without white space (the function parses each once per instance). */
export function formatLookupPart(part: LookupTablePart): string {
  return JSON.stringify(part);
}

/** The table as one part (what a small table is, and what the tests write). */
export function formatLookupTable(table: LookupTable): string {
  const [whole] = splitLookupTable(table, Number.POSITIVE_INFINITY) as [LookupTablePart];
  return formatLookupPart(whole);
}

/** The files of the table: their paths in dist and their text. */
export function lookupTableFiles(
  table: LookupTable,
  perPart = LOOKUP_PART_PRODUCTS,
): { readonly path: string; readonly text: string }[] {
  return splitLookupTable(table, perPart).map((part) => ({
    path: lookupPartPath(part.part),
    text: formatLookupPart(part),
  }));
}

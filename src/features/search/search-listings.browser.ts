/**
 * The listings a search may answer with (issue 38 §1): the category and
 * brand listings the site has, each with its page and the data file its
 * filter loads, and the ways each brand is written (src/shared/taxonomy.ts
 * `brandSearchTerms`), so the query reader knows the brands. One small file
 * (/data/soklistor.json), fetched with the search index: its size follows
 * the categories and brands, never the number of products, and no page
 * carries it.
 *
 * Pure and shared: the build writes it (./search-listings.build.ts), the
 * search decodes it, and the tests check a round trip.
 */

/** One listing a query can lead to. */
export interface SearchListing {
  readonly slug: string;
  /** Its name as a chip shows it ("Vinlagringsskåp", "Temptech"). */
  readonly name: string;
  /** Its first page (/vinkyl, /varumarken/temptech). */
  readonly href: string;
  /** Its filter's data file (src/features/listing-filter/listing-data.browser.ts). */
  readonly dataUrl: string;
}

/** A brand's listing and how the brand is written. */
export interface SearchBrand extends SearchListing {
  readonly terms: readonly string[];
}

export interface SearchListings {
  /** Category listings by slug. */
  readonly categories: ReadonlyMap<string, SearchListing>;
  /** Brand listings by slug. */
  readonly brands: ReadonlyMap<string, SearchBrand>;
}

/** The file: `v` changes whenever a field's meaning does. Tuples, as the card chunks: the fields repeat. */
export interface SearchListingsFile {
  readonly v: 1;
  /** [slug, name, href, dataUrl] */
  readonly categories: readonly (readonly [string, string, string, string])[];
  /** [slug, name, href, dataUrl, terms] */
  readonly brands: readonly (readonly [string, string, string, string, readonly string[]])[];
}

export function encodeSearchListings(listings: SearchListings): SearchListingsFile {
  return {
    v: 1,
    categories: [...listings.categories.values()].map((item) => [item.slug, item.name, item.href, item.dataUrl]),
    brands: [...listings.brands.values()].map((item) => [item.slug, item.name, item.href, item.dataUrl, item.terms]),
  };
}

/** A search listings file that is not what this code writes (another build's format, or damaged). */
export class SearchListingsError extends Error {
  override readonly name = 'SearchListingsError';
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 300;
/** A path of this site: root-relative, never a scheme or another host. */
const isPath = (value: unknown): value is string => isText(value) && value.startsWith('/') && !value.startsWith('//');

function listingOf(entry: unknown, what: string): SearchListing {
  if (!Array.isArray(entry) || !isText(entry[0]) || !isText(entry[1]) || !isPath(entry[2]) || !isPath(entry[3])) {
    throw new SearchListingsError(`search listings file: a ${what} entry is not [slug, name, path, data path]`);
  }
  return { slug: entry[0], name: entry[1], href: entry[2], dataUrl: entry[3] };
}

/** The listings of a file; throws SearchListingsError for anything this code did not write. */
export function decodeSearchListings(input: unknown): SearchListings {
  if (typeof input !== 'object' || input === null) throw new SearchListingsError('search listings file: not an object');
  const file = input as Readonly<Record<string, unknown>>;
  if (file.v !== 1) throw new SearchListingsError(`search listings file: unknown format ${JSON.stringify(file.v)}`);
  if (!Array.isArray(file.categories) || !Array.isArray(file.brands)) {
    throw new SearchListingsError('search listings file: no categories or brands');
  }
  const categories = new Map<string, SearchListing>();
  for (const entry of file.categories as unknown[]) {
    const listing = listingOf(entry, 'category');
    categories.set(listing.slug, listing);
  }
  const brands = new Map<string, SearchBrand>();
  for (const entry of file.brands as unknown[]) {
    const listing = listingOf(entry, 'brand');
    const terms = (entry as unknown[])[4];
    if (!Array.isArray(terms) || !terms.every(isText)) {
      throw new SearchListingsError(`search listings file: brand ${listing.slug} has no list of terms`);
    }
    brands.set(listing.slug, { ...listing, terms });
  }
  return { categories, brands };
}

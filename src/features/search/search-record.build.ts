/**
 * What the search index (Pagefind, src/features/search/search-index.build.ts) learns
 * about a page beyond its visible text: its kind, category and brand as
 * filters, price and image for the result card, and extra search words that
 * the page does not show. Pagefind matches whole words (with Swedish
 * stemming and prefixes) but does not split compounds, so the words a
 * visitor types ("vinkylskåp", "lasommelière", "två zoner") are added here
 * from the taxonomy and the product's facts. Accents need no words of their
 * own: Pagefind indexes every word without them too ("ölkyl" under "olkyl"),
 * so a query with or without them finds the same pages (issue 35 §7).
 * Pure: data in, a record out; src/features/search/SearchRecord.astro renders it.
 */
import { card as cardCopy } from '../../copy/listing';
import { searchKinds } from '../../copy/search';
import { type FactKey, type FactValue, factVocabulary, searchWords } from '../../shared/fact-registry';
import { formatPrice } from '../../shared/format';
import { saysFrom } from '../../shared/price-with-shipping';
import { OFFERS_LISTED } from '../offers/offer-views.build';

/** The kinds of result, as the visitor reads them (filter values and labels). */
export type SearchKind = (typeof searchKinds)[keyof typeof searchKinds];

export interface SearchRecord {
  readonly kind: SearchKind;
  /** Category display name (products: their category; categories: themselves). */
  readonly category: string | null;
  /** Brand display name (products: their brand; brands: themselves). */
  readonly brand: string | null;
  /** The price as shown on the site, for product results. */
  readonly price: string | null;
  /** An http(s) or root-relative image URL for the result card. */
  readonly image: string | null;
  /** Extra words that name the page itself (its brand, category, model), weighted like a title; never shown. */
  readonly words: readonly string[];
  /** Extra words the page is only related to (a product's brand and category), weighted like text; never shown. */
  readonly related: readonly string[];
}

/**
 * Compounds and synonyms per category slug: what visitors type for the
 * things a category holds. Pagefind does not split "vinkylskåp" into
 * "vinkyl" + "skåp", so the whole compounds are listed. The general words
 * (vinkylskåp, vinskåp, kylskåp) belong to the umbrella /vinkyl only: a
 * kind of wine cooler is named by its kind.
 */
const CATEGORY_WORDS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    vinkyl: ['vinkyl', 'vinkylar', 'vinkylskåp', 'vinkylskåpet', 'vinkylen', 'vinkylare', 'vinskåp', 'kylskåp', 'vin'],
    'fristaende-vinkyl': ['fristående', 'vinkyl', 'vinkylskåp', 'vinskåp', 'kylskåp'],
    'inbyggbar-vinkyl': [
      'inbyggbar',
      'inbyggbara',
      'inbyggd',
      'inbyggda',
      'inbyggnad',
      'vinkyl',
      'vinkylskåp',
      'vinskåp',
    ],
    'integrerad-vinkyl': ['integrerad', 'integrerade', 'inbyggd', 'vinkyl', 'vinkylskåp', 'vinskåp'],
    'integrerbar-vinkyl': ['integrerbar', 'integrerbara', 'integrerad', 'vinkyl', 'vinkylskåp', 'vinskåp'],
    vinlagringsskap: ['vinlagringsskåp', 'lagringsskåp', 'vinskåp', 'vinlagring', 'lagring', 'vinkylskåp'],
    vinhyllor: ['vinhylla', 'vinhyllor', 'vinhyllan', 'vinställ', 'flaskhylla'],
    vinstall: ['vinställ', 'vinstället', 'vinhylla', 'flaskställ'],
    vinkallare: ['vinkällare', 'källare', 'vinrum'],
    'vinrum-och-vinkallare': ['vinrum', 'vinkällare', 'källare'],
    kylaggregat: ['kylaggregat', 'kylaggregatet', 'aggregat', 'vinrum', 'vinkällare'],
    vintillbehor: ['vintillbehör', 'tillbehör'],
    olkyl: ['ölkyl', 'ölkylar', 'ölkylskåp', 'ölkylare', 'dryckeskyl', 'dryckeskylar', 'öl', 'läskkyl', 'barkyl'],
  }),
);

/**
 * What a category holds, for its own page only: a search for "korkskruv"
 * should find the accessories page, but not every accessory, which would
 * then rank by a hidden word (issue 22). Products are found by their own
 * names and the heads of their compounds.
 */
const CATEGORY_CONTENTS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    vintillbehor: ['vinglas', 'karaff', 'korkskruv'],
  }),
);

/**
 * A name as the words a visitor might type: as written, lower case, and run
 * together ("la sommelière", "lasommelière"). Not without accents: the
 * index holds every word so too.
 */
export function nameVariants(name: string): string[] {
  const lower = name.toLocaleLowerCase('sv-SE');
  return [...new Set([lower, lower.replace(/[\s-]+/g, '')])];
}

/** The words of a list, deduplicated, in first-seen order (lower case). */
function unique(words: Iterable<string>): string[] {
  const seen = new Set<string>();
  for (const word of words) {
    const trimmed = word.trim().toLocaleLowerCase('sv-SE');
    if (trimmed !== '') seen.add(trimmed);
  }
  return [...seen];
}

/** Shortest word a compound may end in and still be searched for (shorter ones would match by chance). */
export const MIN_HEAD_LENGTH = 4;
/** Shortest part a compound must have before its head ("vin" in "vinkyl"). */
const MIN_MODIFIER_LENGTH = 2;

/** The lower-case words of a text (letters and digits). */
function wordsOf(text: string): string[] {
  return text
    .toLocaleLowerCase('sv-SE')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * Every word that may head a Swedish compound on the site: each word of the
 * given texts (product names, category names and words, post titles) of at
 * least {@link MIN_HEAD_LENGTH} letters. Built once per build from the
 * data, not a hand list, so a new kind of product brings its own words.
 */
export function headWords(texts: Iterable<string>): ReadonlySet<string> {
  const heads = new Set<string>();
  for (const text of texts) for (const word of wordsOf(text)) if (word.length >= MIN_HEAD_LENGTH) heads.add(word);
  for (const words of [...CATEGORY_WORDS.values(), ...CATEGORY_CONTENTS.values()]) {
    for (const word of words) if (word.length >= MIN_HEAD_LENGTH) heads.add(word);
  }
  return heads;
}

/**
 * The words of `text` that end in another word of `heads`, as those heads:
 * Swedish puts a compound's head last, so "servitörskorkskruv" and
 * "hävstångskorkskruv" are kinds of "korkskruv", and a search for the head
 * should find them (issue 22). Pagefind matches whole words and their
 * prefixes only. Every head a word ends in is given, longest first (the
 * joining "s" needs no rule: the head still ends the word).
 */
export function compoundHeads(text: string, heads: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const word of wordsOf(text)) {
    for (let start = MIN_MODIFIER_LENGTH; word.length - start >= MIN_HEAD_LENGTH; start += 1) {
      const head = word.slice(start);
      if (heads.has(head)) found.push(head);
    }
  }
  return unique(found);
}

export function categoryWords(slug: string, name: string): string[] {
  return unique([...nameVariants(name), ...(CATEGORY_WORDS.get(slug) ?? [])]);
}

/** A product as its search record reads it: these, and its facts (the words of their values, src/shared/fact-registry.ts). */
export interface ProductSearchInput extends ProductFactsInput {
  readonly name: string;
  /** The first offer's price (issue 35), as the product's page shows it at the top. */
  readonly price: number;
  /** The lowest price any of its shops asks: "från" only when that is `price`. */
  readonly lowest_price: number;
  readonly currency: string;
  readonly image_url: string | null;
  readonly brand: string | null;
  readonly category: string | null;
  readonly category_slug: string | null;
  readonly model: string | null;
  readonly sku: string | null;
  /** How many shops sell it (issue 20). */
  readonly offer_count: number;
  /** Every shop's SKU: a visitor may search any of them. */
  readonly offers: readonly { readonly sku: string }[];
}

type ProductFactsInput = { readonly [K in FactKey]?: FactValue<K> | null };

/** Only http(s) and root-relative images reach a result card. */
function safeImage(url: string | null): string | null {
  if (url === null) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function productSearchRecord(product: ProductSearchInput, heads: ReadonlySet<string> = new Set()): SearchRecord {
  // The heads of its own compounds name the product itself: a "servitörskorkskruv" is a "korkskruv".
  const words: string[] = compoundHeads(product.name, heads);
  if (product.model) words.push(product.model, product.model.replace(/[\s-]+/g, ''));
  if (product.sku) words.push(product.sku);
  // Every listed shop's SKU (the page lists OFFERS_LISTED at most, issue 35 §6): a visitor may search any of them.
  for (const offer of product.offers.slice(0, OFFERS_LISTED)) words.push(offer.sku);
  // A product is found by its brand and category too, but below the brand's and the category's own pages.
  const related: string[] = [];
  if (product.brand) related.push(...nameVariants(product.brand));
  if (product.category_slug && product.category)
    related.push(...categoryWords(product.category_slug, product.category));
  // What its facts are called: "fristående", "två zoner" (issue 22).
  related.push(...searchWords(product));
  return {
    kind: searchKinds.product,
    category: product.category,
    brand: product.brand,
    // "från 13 990 kr · 3 butiker": the product's price as its page names it, and how many shops sell it.
    price: `${saysFrom(product) ? `${cardCopy.priceFrom} ` : ''}${formatPrice(product.price, product.currency)} · ${cardCopy.shopCount(product.offer_count)}`,
    image: safeImage(product.image_url),
    words: unique(words),
    related: unique(related),
  };
}

export function categorySearchRecord(category: { slug: string; name: string }): SearchRecord {
  return {
    kind: searchKinds.category,
    category: category.name,
    brand: null,
    price: null,
    image: null,
    words: unique([...categoryWords(category.slug, category.name), ...(CATEGORY_CONTENTS.get(category.slug) ?? [])]),
    related: [],
  };
}

export function brandSearchRecord(brand: { name: string; spellings: readonly string[] }): SearchRecord {
  return {
    kind: searchKinds.brand,
    category: null,
    brand: brand.name,
    price: null,
    image: null,
    words: unique([...nameVariants(brand.name), ...brand.spellings.flatMap(nameVariants)]),
    related: [],
  };
}

/** The words of a title. */
function titleWords(title: string): string[] {
  return unique(title.toLocaleLowerCase('sv-SE').split(/[^\p{L}\p{N}]+/u));
}

/**
 * A post needs no extra words: its title is its h1 and Pagefind folds
 * accents itself (1.6, `exactDiacritics` off); extra words would only show up
 * in its excerpt, the one result text that is shown for posts.
 */
export function postSearchRecord(post: { title: string; image_url: string | null }): SearchRecord {
  return {
    kind: searchKinds.post,
    category: null,
    brand: null,
    price: null,
    image: safeImage(post.image_url),
    words: [],
    related: [],
  };
}

export function infoSearchRecord(title: string): SearchRecord {
  return {
    kind: searchKinds.info,
    category: null,
    brand: null,
    price: null,
    image: null,
    words: titleWords(title),
    related: [],
  };
}

/**
 * The vocabulary of the client's "did you mean" step (src/client/search-
 * correct.ts): every word a visitor may mean, from the taxonomy and the
 * extra words above. Its size follows the numbers of categories and brands,
 * not of products.
 */
export function searchVocabulary(
  categories: readonly { slug: string; name: string }[],
  brands: readonly { name: string; spellings: readonly string[] }[],
  postTitles: readonly string[],
): string[] {
  const words = [
    ...categories.flatMap((category) => categoryWords(category.slug, category.name)),
    ...[...CATEGORY_WORDS.values()].flat(),
    ...[...CATEGORY_CONTENTS.values()].flat(),
    ...brands.flatMap((brand) => brandSearchRecord(brand).words),
    ...factVocabulary(),
    ...postTitles.flatMap((title) => title.toLocaleLowerCase('sv-SE').split(/[^\p{L}\p{N}]+/u)),
  ];
  // Single words only (the correction works word by word), at least 3 letters.
  return unique(words.flatMap((word) => word.split(/\s+/)))
    .filter((word) => word.length >= 3)
    .sort();
}

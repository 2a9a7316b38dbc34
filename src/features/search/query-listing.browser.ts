/**
 * A buyer's query answered with a listing (issue 38 §1): the query's
 * reading (./query-reader.browser.ts) becomes a listing's own URL state, so
 * the products shown first are exactly the listing's with those filters
 * (the same functions filter and order them: src/features/listing-filter/),
 * the link leads to that listing with that state, and each understood part
 * of the query is a chip that removing drops from the query.
 *
 * A listing offers only the options its products state ("Högst 32 dB",
 * "C eller bättre"), so a value is turned into the option that selects the
 * same products or, where the listing has no such option, the nearest one
 * that selects no product the query excludes ("33 dB" is "högst 32 dB" in a
 * listing whose products state 30 and 32 dB); a chip names the option
 * applied. A request no option can meet (a brand the category does not
 * carry, 20 cm wide) leaves no product, and its chip says so, never a
 * result that ignores it.
 *
 * Pure: the search page and the header field's suggestions run it in the
 * browser on the listing's data file, the tests in Node.
 */
import { search as text } from '../../copy/search';
import { ALL_COOLERS_CATEGORY } from '../../routing/routes';
import type { FacetKey, QueryAsk } from '../../shared/fact-registry';
import { formatNiche } from '../../shared/fit';
import { formatDecimal, formatPrice } from '../../shared/format';
import type { DecodedListing } from '../listing-filter/listing-data.browser';
import {
  type FacetValue,
  FILTERED_FACTS,
  facetOf,
  facetsOf,
  type ListingFacets,
  type ListingState,
  orderedResults,
  type SortKey,
  typeOf,
} from '../listing-filter/listing-filter.browser';
import { optionText, paramOf, parseQuery, QUERY, queryOf } from '../listing-filter/listing-query.browser';
import type { QueryPart, QueryReading } from './query-reader.browser';
import type { SearchListing, SearchListings } from './search-listings.browser';

/** The listing that answers a reading, and whether it is a brand's own (which filters no brand). */
export interface QueryTarget {
  readonly listing: SearchListing;
  readonly brandListing: boolean;
}

/**
 * The listing a reading is answered with: its category's; a brand's own
 * when it names a brand and no category; every cooler's when it names
 * neither. Null when it asks for nothing a listing filters (a model code, a
 * question), or for a category the site has no listing of.
 */
export function targetOf(reading: QueryReading, listings: SearchListings): QueryTarget | null {
  if (reading.parts.length === 0) return null;
  if (reading.category !== null) {
    const listing = listings.categories.get(reading.category);
    return listing === undefined ? null : { listing, brandListing: false };
  }
  if (reading.brand !== null) {
    const listing = listings.brands.get(reading.brand);
    if (listing !== undefined) return { listing, brandListing: true };
  }
  const coolers = listings.categories.get(ALL_COOLERS_CATEGORY);
  return coolers === undefined ? null : { listing: coolers, brandListing: false };
}

/**
 * Whether the products come first: the query asks for something a listing
 * filters or orders by, or is wholly a category's or a brand's name
 * ("vinkyl", "EuroCave": that listing's products, and its link). A name
 * with other words ("Vintec VWD121SBA") is a search for a product: the text
 * results come first then.
 */
export function productsFirst(reading: QueryReading): boolean {
  const filters = reading.parts.some((part) =>
    part.atoms.some((atom) => !atom.startsWith('category=') && !atom.startsWith('brand=')),
  );
  return filters || (reading.parts.length > 0 && reading.rest === '');
}

/** A filter of the reading the listing cannot meet: no product has it. */
export type Unmet = QueryAsk | 'brand' | 'price' | 'niche';

/** The listing's answer to a reading. */
export interface ListingAnswer {
  readonly target: QueryTarget;
  readonly facets: ListingFacets;
  /** The listing's state the reading asks for. */
  readonly state: ListingState;
  /** The listing with that state: its first page and query. */
  readonly href: string;
  /** The rows that pass, in the listing's order (indices into the data's rows); none when a request is unmet. */
  readonly results: readonly number[];
  /** What the listing cannot meet. */
  readonly unmet: ReadonlySet<Unmet>;
  /** What the chips name: per filter, the value applied (an option the listing offers). */
  readonly applied: ReadonlyMap<QueryAsk, FacetValue>;
}

/** The fact whose filter answers a part of a query (its registry row's `query`), or null when no filter does. */
function factFor(ask: QueryAsk): FacetKey | null {
  return FILTERED_FACTS.find((key) => facetOf(key).query === ask) ?? null;
}

/**
 * The facts an answer reads: those the reading filters on, and the noise
 * level where it orders by it; undefined (every fact) when it asks for a
 * niche, whose fit reads the sizes, the installation and the clearance.
 */
export function factsRead(reading: QueryReading): ReadonlySet<string> | undefined {
  if (reading.niche !== null) return undefined;
  const asks = new Set<QueryAsk>(asked(reading).map(([ask]) => ask));
  if (reading.sort === 'ljud') asks.add('noise');
  return new Set(FILTERED_FACTS.filter((key) => asks.has(facetOf(key).query as QueryAsk)));
}

/** The values a reading asks of each filtered fact. */
function asked(reading: QueryReading): [QueryAsk, FacetValue | { min: number | null; max: number | null }][] {
  const pairs: [QueryAsk, FacetValue | { min: number | null; max: number | null } | null][] = [
    ['installation', reading.installation],
    ['bottles', reading.bottles],
    ['zones', reading.zones],
    ['width', reading.maxWidth],
    ['height', reading.maxHeight],
    ['depth', reading.maxDepth],
    ['noise', reading.maxNoise],
    ['energy', reading.energy],
    ...reading.features.map((feature): [QueryAsk, boolean] => [feature, true]),
  ];
  return pairs.filter(
    (pair): pair is [QueryAsk, FacetValue | { min: number | null; max: number | null }] => pair[1] !== null,
  );
}

/** The values a listing's rows state of a fact. */
function stated(data: DecodedListing, key: FacetKey): number[] {
  const values: number[] = [];
  for (const row of data.rows) {
    const value = row[key as keyof typeof row];
    if (typeof value === 'number') values.push(value);
  }
  return values;
}

/**
 * The option of an "at most" filter that selects what "at most `value`"
 * does: the smallest option at or above the largest stated value within
 * it, where that option is within it too; else the largest option within
 * it, which selects fewer but none the query excludes. Undefined when
 * every stated value is within it already (no option is needed), null
 * when no option is within it.
 */
function atMost(options: readonly number[], values: readonly number[], value: number): number | null | undefined {
  const within = values.filter((stated) => stated <= value);
  if (within.length > 0 && within.length === values.length) return undefined;
  const largest = Math.max(...within);
  const exact = options.filter((option) => option >= largest && option <= value);
  if (within.length > 0 && exact.length > 0) return Math.min(...exact);
  const below = options.filter((option) => option <= value);
  return below.length > 0 ? Math.max(...below) : null;
}

/** The state's query parameter of a range, `min-max`, either end left out when the query leaves it open. */
const rangeText = (range: { min: number | null; max: number | null }): string =>
  `${range.min ?? ''}-${range.max ?? ''}`;

/** Whether a range the query asks for leaves any product of bounds `[min, max]`. */
const overlaps = (range: { min: number | null; max: number | null }, bounds: { min: number; max: number }): boolean =>
  (range.min === null || range.min <= bounds.max) && (range.max === null || range.max >= bounds.min);

/** The listing's answer to a reading, from the listing's data file. */
export function answerOf(reading: QueryReading, target: QueryTarget, data: DecodedListing): ListingAnswer {
  const facets = facetsOf(data.rows, target.brandListing ? null : data.brandNames);
  const params = new URLSearchParams();
  const unmet = new Set<Unmet>();
  const applied = new Map<QueryAsk, FacetValue>();
  if (reading.brand !== null && !target.brandListing) {
    if (facets.brands?.some((option) => option.value === reading.brand)) params.set(QUERY.brand, reading.brand);
    else unmet.add('brand');
  }
  if (reading.brand !== null && target.brandListing && target.listing.slug !== reading.brand) unmet.add('brand');
  if (reading.price !== null) {
    if (data.rows.length > 0 && overlaps(reading.price, facets.price))
      params.set(QUERY.price, rangeText(reading.price));
    else unmet.add('price');
  }
  for (const [ask, value] of asked(reading)) {
    const key = factFor(ask);
    if (key === null) {
      unmet.add(ask);
      continue;
    }
    const facet = facetOf(key);
    const param = paramOf(key);
    if (facet.kind === 'range') {
      const range = value as { min: number | null; max: number | null };
      const bounds = facets.ranges[key as keyof typeof facets.ranges];
      if (bounds !== null && overlaps(range, bounds)) params.set(param, rangeText(range));
      else unmet.add(ask);
      continue;
    }
    const options = facets.options[key as keyof typeof facets.options];
    if (facet.kind === 'max') {
      const option = atMost(options as number[], stated(data, key), value as number);
      if (option === null) unmet.add(ask);
      else if (option !== undefined) {
        params.set(param, optionText(option));
        applied.set(ask, option);
      } else applied.set(ask, value as number);
      continue;
    }
    if (facet.kind === 'atLeast') {
      // The choices best first: the worst stated one still as good as the one asked for selects the same products.
      const type = typeOf(key);
      const order = type.kind === 'choice' ? type.values : [];
      const rank = order.indexOf(String(value));
      const within = options.filter((option) => order.indexOf(String(option)) <= rank);
      const option = within.at(-1);
      if (option === undefined || rank === -1) unmet.add(ask);
      else {
        params.set(param, optionText(option));
        applied.set(ask, value as FacetValue);
      }
      continue;
    }
    if (options.includes(value as FacetValue)) {
      params.set(param, optionText(value as FacetValue));
      applied.set(ask, value as FacetValue);
    } else unmet.add(ask);
  }
  if (reading.niche !== null) {
    if (facets.niche) params.set(QUERY.niche, formatNiche(reading.niche));
    else unmet.add('niche');
  }
  const sort: SortKey | null = reading.sort === 'pris' ? 'pris' : reading.sort === 'ljud' ? 'tystast' : null;
  if (sort !== null && facets.sorts.includes(sort)) params.set(QUERY.sort, sort);
  const state = parseQuery(params, facets);
  return {
    target,
    facets,
    state,
    href: `${target.listing.href}${queryOf(state, facets)}`,
    results: unmet.size > 0 ? [] : orderedResults(data.rows, state, facets),
    unmet,
    applied,
  };
}

/** One understood part of the query: what it asks for, and the query without it. */
export interface QueryChip {
  readonly label: string;
  /** The query without this part's words: what removing the chip searches for. */
  readonly start: number;
  readonly end: number;
  /** No product of the listing meets it. */
  readonly unmet: boolean;
}

const cm = (value: number): string => formatDecimal(value);

/** The words of one atom of a reading ("bottles.min=40"), with what the listing applied. */
function atomLabel(atom: string, reading: QueryReading, answer: ListingAnswer | null): string | null {
  const [key = '', value = ''] = atom.split('=', 2);
  const words = text.understood;
  const applied = (ask: QueryAsk): FacetValue | undefined => answer?.applied.get(ask);
  switch (key) {
    case 'category':
      return answer?.target.brandListing === false ? answer.target.listing.name : null;
    case 'brand':
      return answer?.target.brandListing
        ? answer.target.listing.name
        : (answer?.facets.brands?.find((o) => o.value === value)?.label ?? value);
    case 'installation':
      return words.installation.get(value) ?? value;
    case 'bottles.min':
      return reading.bottles?.max != null ? null : words.bottlesMin(Number(value));
    case 'bottles.max':
      return reading.bottles?.min != null
        ? words.bottlesBetween(reading.bottles.min, Number(value))
        : words.bottlesMax(Number(value));
    case 'zones':
      return words.zones(Number(value));
    case 'maxWidth':
      return words.width(cm(Number(applied('width') ?? value)));
    case 'maxHeight':
      return words.height(cm(Number(applied('height') ?? value)));
    case 'maxDepth':
      return words.depth(cm(Number(applied('depth') ?? value)));
    case 'niche':
      return words.niche(
        value
          .split('x')
          .map((size) => cm(Number(size)))
          .join(' × '),
      );
    case 'maxNoise':
      return words.noise(cm(Number(applied('noise') ?? value)));
    case 'energy':
      return words.energy(value);
    case 'price.min':
      return reading.price?.max != null ? null : words.priceMin(formatPrice(Number(value)));
    case 'price.max':
      return reading.price?.min != null
        ? words.priceBetween(formatPrice(reading.price.min), formatPrice(Number(value)))
        : words.priceMax(formatPrice(Number(value)));
    case 'sort':
      return value === 'ljud' ? words.sortQuiet : words.sortPrice;
    case 'feature':
      return words.features.get(value) ?? value;
    default:
      return null;
  }
}

/** The unmet filter an atom belongs to, if it is one. */
function unmetOf(atom: string): Unmet | null {
  const [key = '', value = ''] = atom.split('=', 2);
  const byKey: Readonly<Record<string, Unmet>> = {
    brand: 'brand',
    installation: 'installation',
    'bottles.min': 'bottles',
    'bottles.max': 'bottles',
    zones: 'zones',
    maxWidth: 'width',
    maxHeight: 'height',
    maxDepth: 'depth',
    niche: 'niche',
    maxNoise: 'noise',
    energy: 'energy',
    'price.min': 'price',
    'price.max': 'price',
  };
  if (key === 'feature') return value as Unmet;
  return byKey[key] ?? null;
}

/**
 * The chips of a reading, one per understood part of the query, in the
 * query's order: "Vinkyl", "minst 40 flaskor", "2 zoner", "högst 10 000 kr".
 * A part's words are removed together ("tyst": at most 38 dB, quietest first).
 */
export function chipsOf(reading: QueryReading, answer: ListingAnswer | null): QueryChip[] {
  return reading.parts.flatMap((part: QueryPart): QueryChip[] => {
    const labels = part.atoms
      .map((atom) => atomLabel(atom, reading, answer))
      .filter((label): label is string => label !== null);
    if (labels.length === 0) return [];
    const unmet = part.atoms.some((atom) => {
      const filter = unmetOf(atom);
      return filter !== null && (answer?.unmet.has(filter) ?? false);
    });
    return [{ label: labels.join(text.understood.joiner), start: part.start, end: part.end, unmet }];
  });
}

/**
 * A query answered with products (issue 38 §1), in the browser: the search
 * listings (/data/soklistor.json, so the reader knows the brands), the
 * answering listing's data file and the card chunks of the products shown,
 * each fetched once per page and kept. The search page and the header
 * field's suggestions import this module when a query is typed, never at
 * page load.
 */
import { type CardData, type CardTexts, cardFromTuple, cardTexts } from '../../client/card';
import { card as cardCopy } from '../../copy/listing';
import { cardChunkPath } from '../../routing/routes';
import { fitText, formatNiche, type Size } from '../../shared/fit';
import { type DecodedListing, decodeListing, type ListingRow } from '../listing-filter/listing-data.browser';
import { fitOf } from '../listing-filter/listing-filter.browser';
import {
  answerOf,
  chipsOf,
  factsRead,
  type ListingAnswer,
  productsFirst,
  type QueryChip,
  targetOf,
} from './query-listing.browser';
import { MAX_QUERY_LENGTH, type QueryReading, readQuery } from './query-reader.browser';
import { decodeSearchListings, type SearchListings } from './search-listings.browser';

/** What the products part of a search shows. */
export interface QueryAnswer {
  /** The query as read (cut to the reader's length). */
  readonly query: string;
  readonly reading: QueryReading;
  /** One per understood part, in the query's order; empty when nothing was understood. */
  readonly chips: readonly QueryChip[];
  /** The listing's answer; null when the query asks for nothing a listing filters. */
  readonly listing: ListingAnswer | null;
  /** Whether the products come before the text results (./query-listing.browser.ts `productsFirst`). */
  readonly first: boolean;
  /** The first results, in order (a card a chunk does not hold is left out). */
  readonly items: readonly AnswerItem[];
}

/** A product of the answer, with the texts its card shows. */
export interface AnswerItem {
  readonly card: CardData;
  readonly texts: CardTexts;
  /** Its price as a card writes it: "från 8 990 kr" when several shops sell it and none asks less. */
  readonly price: string;
}

/** A product of the answer; with a niche asked for, its link carries the niche and its card says how it fits, as the listing's. */
function itemOf(card: CardData, row: ListingRow | undefined, niche: Size | null): AnswerItem {
  const fit = row === undefined ? null : fitOf(row, niche);
  const texts = cardTexts(card, {
    ...(niche === null ? {} : { query: `?nisch=${formatNiche(niche)}` }),
    ...(fit === null || fit.kind === 'unknown' ? {} : { fit: fitText(fit), fitKind: fit.kind }),
  });
  return { card, texts, price: texts.from ? `${cardCopy.priceFrom} ${texts.price}` : texts.price };
}

async function json(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** A value per key, fetched once; a failed fetch is tried again next time. */
function cached<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const values = new Map<string, Promise<T>>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      value = load(key);
      value.catch(() => values.delete(key));
      values.set(key, value);
    }
    return value;
  };
}

const listings = cached(async (url): Promise<SearchListings> => decodeSearchListings(await json(url)));
/** A listing's data file as fetched: each answer decodes the columns it reads (query-listing.browser.ts `factsRead`). */
const listingData = cached(json);
const chunk = cached(async (url): Promise<(CardData | null)[]> => {
  const tuples = await json(url);
  return Array.isArray(tuples) ? tuples.map(cardFromTuple) : [];
});

/** Starts loading what any answer needs (the search listings), e.g. when a search field gains focus. */
export function preloadAnswers(): void {
  listings(import.meta.env.ROUTE_SEARCH_LISTINGS).catch(() => undefined);
}

/** Resolves in a later task, so the browser can paint and answer input in between. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The products of rows `indices` of a listing, in their order. */
async function itemsOf(data: DecodedListing, indices: readonly number[], niche: Size | null): Promise<AnswerItem[]> {
  const items = await Promise.all(
    indices.map(async (index) => {
      const row = data.rows[index];
      if (row === undefined) return null;
      const entries = await chunk(cardChunkPath(data.cards, Math.floor(row.pos / data.chunk)));
      const card = entries[row.pos % data.chunk] ?? null;
      return card === null ? null : itemOf(card, row, niche);
    }),
  );
  return items.filter((item): item is AnswerItem => item !== null);
}

/**
 * The products a query asks for: its reading, chips, the answering
 * listing's state and results, and the cards of the first `count`.
 * Rejects when a file cannot be loaded (the caller shows the text results
 * alone then).
 */
export async function answerQuery(query: string, count: number): Promise<QueryAnswer> {
  const cut = query.slice(0, MAX_QUERY_LENGTH);
  const known = await listings(import.meta.env.ROUTE_SEARCH_LISTINGS);
  const reading = readQuery(cut, [...known.brands.values()]);
  const target = targetOf(reading, known);
  // A query whose text results come first (a model code beside a brand) shows no products: nothing to load.
  if (target === null || !productsFirst(reading)) {
    return { query: cut, reading, chips: [], listing: null, first: false, items: [] };
  }
  const file = await listingData(target.listing.dataUrl);
  // Each step in a task of its own: a listing of 50,000 products takes tens of milliseconds per step
  // on a phone, and the page stays responsive between them.
  await nextTask();
  const data = decodeListing(file, factsRead(reading));
  await nextTask();
  const listing = answerOf(reading, target, data);
  return {
    query: cut,
    reading,
    chips: chipsOf(reading, listing),
    listing,
    first: true,
    items: await itemsOf(data, listing.results.slice(0, count), listing.state.niche),
  };
}

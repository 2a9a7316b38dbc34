/**
 * The listings of category and brand pages at build time (issue 12): the
 * static pages of a listing (LIMITS.listingPerPage cards each, feed order),
 * the filter's options and counts shown in the static form, and the data
 * files the filter loads on the first interaction (./listing-data.ts format:
 * one file per listing, the cards in chunks shared by every listing).
 *
 * Pure: the site model (./site.ts) computes each listing and the cards once
 * per build and every page of a listing reuses them (a listing of 20,000
 * products has 800 pages).
 */
import { createHash } from 'node:crypto';
import { type CardTuple, cardTuple, toCardData } from '../../client/card';
import { listing } from '../../copy/listing';
import type { Product } from '../../dataset/schemas/product';
import { type ListPage, paginate } from '../../render/pagination';
import { LIMITS } from '../../render/select';
import { cardChunkFolder } from '../../routing/routes';
import { FACTS, type Facet, type FacetKey } from '../../shared/fact-registry';
import type { PriceBounds } from './filter.browser';
import { encodeListing, type ListingFile, type ListingRow, rowOf } from './listing-data.browser';
import {
  defaultState,
  type FacetValue,
  FILTERED_FACTS,
  facetsOf,
  type ListingFacets,
  type OptionCounts,
  type OptionKey,
  optionCounts,
  type RangeKey,
} from './listing-filter.browser';
import { countFor, formValue } from './listing-form.browser';
import { paramOf } from './listing-query.browser';

/**
 * Cards per chunk file. A filtered result's cards are spread over the
 * catalogue, so each card shown may cost a chunk: small chunks keep that
 * cost low (≈ 1.5 KB gzip for 8 cards), and 50,000 products are 6,250
 * files, far below Netlify's limit of 54,000 per folder.
 */
export const CARD_CHUNK = 8;

/** Every card of the catalogue as chunk tuples, and the version that names their folder. */
export interface Cards {
  readonly tuples: readonly CardTuple[];
  /** First 12 hex digits of the SHA-256 of all tuples: a new build with other cards gets another folder. */
  readonly version: string;
}

/** The cards of a catalogue in feed order. */
export function cardsOf(catalogue: readonly Product[]): Cards {
  const tuples = catalogue.map((product) => cardTuple(toCardData(product)));
  const version = createHash('sha256').update(JSON.stringify(tuples)).digest('hex').slice(0, 12);
  return { tuples, version };
}

/** The folder of this build's card chunks, e.g. /data/kort/3f9a1c2b77d0. */
export function cardFolder(cards: Cards): string {
  return cardChunkFolder(cards.version);
}

/** How many chunk files the cards take: chunk n holds positions n·CARD_CHUNK … n·CARD_CHUNK + CARD_CHUNK − 1. */
export function cardChunkCount(cards: Cards): number {
  return Math.ceil(cards.tuples.length / CARD_CHUNK);
}

export function cardChunk(cards: Cards, chunk: number): readonly CardTuple[] {
  return cards.tuples.slice(chunk * CARD_CHUNK, (chunk + 1) * CARD_CHUNK);
}

/** A listing as the filter sees it. */
export interface ListingModel {
  readonly rows: readonly ListingRow[];
  readonly facets: ListingFacets;
  /** Counts of every option with nothing chosen: what the static form shows. */
  readonly counts: OptionCounts;
  /** The static form's filters on product facts. */
  readonly controls: readonly FacetControl[];
  /** Brand names by slug (category listings). */
  readonly brandNames: ReadonlyMap<string, string>;
  readonly withBrand: boolean;
  readonly pages: readonly ListPage<Product>[];
}

/**
 * The model of a listing. `listed` is a selection of the catalogue (the spec
 * §7 category or brand selection, in feed order), `positions` every
 * product's index in the catalogue by id; `withBrand` is false on a brand's
 * own listing (no brand filter there).
 */
export function listingModel(
  listed: readonly Product[],
  positions: ReadonlyMap<string, number>,
  withBrand: boolean,
): ListingModel {
  const rows = listed.map((product) => {
    const position = positions.get(product.id);
    if (position === undefined) throw new Error(`listing: product ${product.id} is not in the catalogue`);
    return rowOf(product, position);
  });
  const brandNames = new Map<string, string>();
  for (const product of listed) {
    if (product.brand_slug && product.brand && !brandNames.has(product.brand_slug)) {
      brandNames.set(product.brand_slug, product.brand);
    }
  }
  const facets = facetsOf(rows, withBrand ? brandNames : null);
  const counts = optionCounts(rows, defaultState(facets), facets);
  return {
    rows,
    facets,
    counts,
    controls: facetControls(facets, counts),
    brandNames,
    withBrand,
    pages: paginate(listed, LIMITS.listingPerPage),
  };
}

/** The data file of a listing. */
export function listingFile(model: ListingModel, cards: Cards): ListingFile {
  return encodeListing(model.rows, {
    cards: cardFolder(cards),
    chunk: CARD_CHUNK,
    brandNames: model.brandNames,
    withBrand: model.withBrand,
  });
}

/** Page n of a listing (1-based), or null past its end; page 1 always exists. */
export function listingPage(model: ListingModel, page: number): ListPage<Product> | null {
  return model.pages[page - 1] ?? null;
}

/** One choice of a group of radio buttons or a select: "any" (value '') first. */
export interface FacetChoice {
  /** The control's value and the query's (./listing-query.ts): '' for any. */
  readonly value: string;
  readonly label: string;
  /** How many products it leaves, with nothing else chosen. */
  readonly count: number;
}

/**
 * A filter on a product fact in the static form (./ListingFilter.astro), as
 * its registry row says: two number fields of a range ("Antal flaskor"), a
 * group of radio buttons ('exact'), or a select ('max', 'atLeast'), named
 * after its query parameter.
 */
export type FacetControl =
  | {
      readonly kind: 'range';
      readonly name: string;
      readonly label: string;
      readonly minLabel: string;
      readonly maxLabel: string;
      readonly bounds: PriceBounds;
    }
  | {
      readonly kind: 'radios' | 'select';
      readonly name: string;
      readonly label: string;
      readonly choices: FacetChoice[];
    };

/** The controls of the form's facts group, in the registry's order; a filter the listing does not offer has none. */
export function facetControls(facets: ListingFacets, counts: OptionCounts): FacetControl[] {
  return FILTERED_FACTS.flatMap((key: FacetKey): FacetControl[] => {
    // A filtered fact's row has a filter: its labels are the row's.
    const facet = (FACTS[key].listing as { readonly facet: Facet<FacetValue> }).facet;
    const name = paramOf(key);
    if (facet.kind === 'range') {
      const bounds = facets.ranges[key as RangeKey];
      return bounds === null
        ? []
        : [{ kind: 'range', name, label: facet.label, minLabel: facet.minLabel, maxLabel: facet.maxLabel, bounds }];
    }
    const options = facets.options[key as OptionKey];
    if (options.length === 0) return [];
    const choices = [null, ...options].map((option): FacetChoice => {
      const value = option === null ? '' : formValue(option);
      return {
        value,
        // A 'max' option is a number, any other a value of the fact: each facet's own words for it.
        label: option === null ? facet.any : (facet.option as (value: FacetValue) => string)(option),
        count: countFor(name, value, counts) ?? 0,
      };
    });
    return [{ kind: facet.kind === 'exact' ? 'radios' : 'select', name, label: facet.label, choices }];
  });
}

/** What src/features/listing-filter/Listing.astro shows: one page of a listing and its filter form. */
export interface ListingView {
  readonly page: ListPage<Product>;
  readonly facets: ListingFacets;
  readonly counts: OptionCounts;
  /** The filters on product facts, in the form's order. */
  readonly controls: readonly FacetControl[];
  /** "Visar 25–48 av 144 produkter", or null for an empty listing. */
  readonly showing: string | null;
  /** URL of page n of the listing, for the pagination links. */
  readonly pageHref: (page: number) => string;
  /** The listing's first page: where the form is sent without JavaScript. */
  readonly action: string;
  /** The listing's data file, loaded on the first interaction. */
  readonly dataUrl: string;
  /** Other categories to suggest when nothing passes the filter (spec §8). */
  readonly suggestions: readonly { readonly label: string; readonly href: string }[];
  readonly text: typeof listing;
}

export function listingView(
  model: ListingModel,
  page: ListPage<Product>,
  paths: { readonly pageHref: (page: number) => string; readonly dataUrl: string },
  suggestions: ListingView['suggestions'],
): ListingView {
  return {
    page,
    facets: model.facets,
    counts: model.counts,
    controls: model.controls,
    showing: page.total > 0 ? listing.showing(page.first, page.last, page.total) : null,
    pageHref: paths.pageHref,
    action: paths.pageHref(1),
    dataUrl: paths.dataUrl,
    suggestions,
    text: listing,
  };
}

/**
 * What a product card shows (issue 12), as data: the build renders cards
 * from it (src/render/card-html.ts) and the listing filter fills the same
 * card, cloned from a template the build rendered, in the browser
 * (src/features/listing-filter/card-fill.browser.ts). The chunk files carry
 * it as tuples.
 */

import { common } from '../copy/common';
import { card as cardCopy } from '../copy/listing';
import { runningCostCopy } from '../copy/running-cost';
import type { Product } from '../dataset/schemas/product';
import type { FactKey, FactsWith, KeysWith } from '../shared/fact-registry';
import { formatDecimal, formatPrice } from '../shared/format';
import { pricePerBottle } from '../shared/price-per-bottle';
import { priceWithShipping } from '../shared/price-with-shipping';
import { yearlyElectricityCost } from '../shared/running-cost';
import { BROWSER_FACTS, type BrowserValue, browserFactsWith, formattedValue, isValueOf } from './facts';

/** A proven reduction as a card shows it. */
export interface CardReduction {
  readonly reference: number;
  readonly percent: number;
}

/**
 * The facts a card carries (the fact registry's rows with a card part): its
 * facts line, the price per bottle slot and the running cost, in the order
 * of the rows.
 */
export const CARD_FACTS = browserFactsWith('card').map((fact) => fact.key as CardFactKey);
export type CardFactKey = KeysWith<'card'>;

/** What a card shows of a product: the facts its registry rows give it (null where the feed is silent), and these. */
export interface CardData extends FactsWith<'card'> {
  readonly name: string;
  /** Path of the product page, /produkt/{slug}. */
  readonly url: string;
  /** Image URL (absolute http(s) or root-relative), or null. */
  readonly image: string | null;
  readonly brand: string | null;
  /** The price of the product's first offer (issue 35: the one its page names at the top). */
  readonly price: number;
  /** That offer's shipping: 0 free, null when the feed does not say (never counted as free). */
  readonly shipping: number | null;
  /** Whether no shop asks less than `price`: only then does a card of several shops say "från". */
  readonly cheapest: boolean;
  /**
   * A reduction the price history proves (src/pull/price-claims.ts): the
   * reference shown struck through is the lowest price of the 30 days before
   * it. Never the feed's OriginalPrice.
   */
  readonly reduction: CardReduction | null;
  readonly currency: string;
  readonly inStock: boolean;
  /** Retailer SKU: what the "Jämför" toggle adds to the compare choice (issue 14). */
  readonly sku: string;
  /** How many shops sell it (issue 20); the price is the first offer's (in stock, lowest total). */
  readonly shops: number;
  /** The price history proves "Lägsta priset på 90 dagar" (product.lowest_in_90_days, src/pull/price-low.ts). */
  readonly lowest90: boolean;
}

/** The card facts of a product. */
function cardFactsOf(product: Product): FactsWith<'card'> {
  return Object.fromEntries(CARD_FACTS.map((key) => [key, product[key]])) as FactsWith<'card'>;
}

export function toCardData(product: Product): CardData {
  return {
    name: product.name,
    url: product.url,
    image: product.image_url,
    brand: product.brand,
    price: product.price,
    shipping: product.shipping_price,
    // With `shops`, the same rule as saysFrom (src/shared/price-with-shipping.ts), kept apart in the card chunks.
    cheapest: product.price <= product.lowest_price,
    reduction: product.price_reduction && {
      reference: product.price_reduction.reference,
      percent: product.price_reduction.percent,
    },
    currency: product.currency,
    inStock: product.in_stock,
    sku: product.sku,
    shops: product.offer_count,
    ...cardFactsOf(product),
    lowest90: product.lowest_in_90_days,
  };
}

/**
 * The card's facts line (issue 21 §4), in the order of the fact registry's
 * sections: each fact's part ("48 flaskor") and a group's (the outer size
 * B × H × D, where all three are stated), so a buyer compares a listing
 * without opening every product. Null when it states none.
 */
export function cardFacts(card: CardData): string | null {
  const facts: Partial<Record<FactKey, BrowserValue | null>> = card;
  const parts: string[] = [];
  for (const { keys, part } of BROWSER_FACTS.cardLine) {
    const values = keys.map((key) => facts[key] ?? null);
    if (values.every((value) => value !== null)) {
      parts.push((cardCopy.factParts[part] as (...values: string[]) => string)(...values.map(formattedValue)));
    }
  }
  return parts.length === 0 ? null : parts.join(cardCopy.factsSeparator);
}

export interface CardOptions {
  /** The first cards of a page are above the fold: load the image eagerly. */
  readonly eager?: boolean;
  /** The likely largest image in view when the page opens (LCP): fetched first. */
  readonly priority?: boolean;
  /** Added to the product link, so its page knows the visitor's niche ("?nisch=60x85x57"). */
  readonly query?: string;
  /** Why the product fits the visitor's niche ("Passar: kräver 56 × 82 × 55 cm"), or how it misses it. */
  readonly fit?: string;
  /** The kind of that fit (src/shared/fit.ts `FitKind`): only a plain fit is shown as good news. */
  readonly fitKind?: string;
}

/**
 * Every text and link a card shows, computed in one place for both of its
 * renderings: the build's HTML (src/render/card-html.ts) and the card the
 * listing filter fills in the browser
 * (src/features/listing-filter/card-fill.browser.ts). Null: the card leaves
 * that line out.
 */
export interface CardTexts {
  /** The product page, with the visitor's niche when there is one. */
  readonly href: string;
  readonly brand: string | null;
  readonly fit: string | null;
  readonly facts: string | null;
  /** The price, formatted; "från" before it when several shops sell the product and none asks less. */
  readonly price: string;
  readonly from: boolean;
  /** A proven reduction: its badge and the reference price, formatted. */
  readonly reduction: { readonly badge: string; readonly reference: string } | null;
  /** "Lägsta priset på 90 dagar" where the history proves it, else null. */
  readonly lowest90: string | null;
  readonly perBottle: string | null;
  readonly runningCost: string | null;
  /** How many shops sell it and the first offer's shipping: "2 butiker · fri frakt". */
  readonly shops: string;
  /** "I lager", or "Ej i lager just nu" when no shop has it (the price is then one to order at). */
  readonly stock: string;
}

export function cardTexts(card: CardData, options: CardOptions = {}): CardTexts {
  // Per bottle slot, what the buyer pays: the shipping is added when it is known (issue 35).
  const perSlot = pricePerBottle(priceWithShipping(card.price, card.shipping), card.capacity);
  const yearly = yearlyElectricityCost(card.energy_kwh_year);
  return {
    href: card.url + (options.query ?? ''),
    brand: card.brand || null,
    fit: options.fit || null,
    facts: cardFacts(card),
    price: formatPrice(card.price, card.currency),
    from: card.shops > 1 && card.cheapest,
    reduction: card.reduction && {
      badge: common.reductionBadge(card.reduction.percent),
      reference: formatPrice(card.reduction.reference, card.currency),
    },
    lowest90: card.lowest90 ? common.lowest90Days : null,
    perBottle: perSlot === null ? null : cardCopy.perBottleSlot(formatPrice(perSlot, card.currency)),
    runningCost: yearly === null ? null : runningCostCopy.perYear(formatDecimal(yearly)),
    shops: `${cardCopy.shopCount(card.shops)}${cardCopy.factsSeparator}${
      card.shipping === null
        ? cardCopy.shippingUnknown
        : card.shipping === 0
          ? cardCopy.shippingFree
          : cardCopy.shipping(formatPrice(card.shipping, card.currency))
    }`,
    stock: card.inStock ? common.inStock : cardCopy.notInStock,
  };
}

/**
 * The card facts after the card's own fields in a chunk's tuple: every one
 * but the capacity, which the card reads for its price per bottle slot and
 * which the tuple carries at its own place, as before the facts line was
 * added (issue 21 §4), so the chunks' format stays.
 */
const TUPLE_FACTS: readonly CardFactKey[] = CARD_FACTS.filter((key) => key !== 'capacity');

/** A fact's value in a chunk: a number, a choice's value, a flag; null where not stated. */
type TupleValue = BrowserValue | null;

/**
 * A card as one entry of a card chunk (/data/kort/…): a tuple, because a
 * chunk repeats the same fields for every product: name, url, image,
 * brand, price, shipping (null unknown), cheapest (1 when no shop asks less),
 * reduction ([reference, percent] or null), currency, inStock (0 or 1),
 * capacity, sku, shops, the other card facts in the registry's order, and
 * lowest90 (1 when the history proves "Lägsta priset på 90 dagar").
 */
export type CardTuple = readonly [
  name: string,
  url: string,
  image: string | null,
  brand: string | null,
  price: number,
  shipping: number | null,
  cheapest: 0 | 1,
  reduction: readonly [number, number] | null,
  currency: string,
  inStock: 0 | 1,
  capacity: number | null,
  sku: string,
  shops: number,
  ...facts: TupleValue[],
  lowest90: 0 | 1,
];

export function cardTuple(card: CardData): CardTuple {
  return [
    card.name,
    card.url,
    card.image,
    card.brand,
    card.price,
    card.shipping,
    card.cheapest ? 1 : 0,
    card.reduction && [card.reduction.reference, card.reduction.percent],
    card.currency,
    card.inStock ? 1 : 0,
    card.capacity,
    card.sku,
    card.shops,
    ...TUPLE_FACTS.map((key) => card[key]),
    card.lowest90 ? 1 : 0,
  ];
}

const stringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const numberOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/** The value types of the tuple's facts, in its order. */
const TUPLE_TYPES = TUPLE_FACTS.map((key) => browserFactsWith('card').find((fact) => fact.key === key)?.type);

/** The card of a chunk entry, or null when the entry is not a card tuple (a damaged or foreign file). */
export function cardFromTuple(value: unknown): CardData | null {
  if (!Array.isArray(value) || value.length !== 14 + TUPLE_FACTS.length) return null;
  const [
    name,
    url,
    image,
    brand,
    price,
    shipping,
    cheapest,
    reduction,
    currency,
    inStock,
    capacity,
    sku,
    shops,
    ...rest
  ] = value as unknown[];
  const facts = rest.slice(0, TUPLE_FACTS.length);
  const lowest90 = rest[TUPLE_FACTS.length];
  if (!TUPLE_TYPES.every((type, index) => type !== undefined && isValueOf(type, facts[index]))) return null;
  if (typeof name !== 'string' || typeof url !== 'string' || !url.startsWith(import.meta.env.ROUTE_PRODUCT_FOLDER))
    return null;
  if (!stringOrNull(image) || !stringOrNull(brand) || typeof currency !== 'string') return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || !numberOrNull(capacity)) return null;
  if (!numberOrNull(shipping) || (shipping !== null && shipping < 0) || (cheapest !== 0 && cheapest !== 1)) return null;
  const pair = reduction === null ? null : Array.isArray(reduction) ? (reduction as unknown[]) : undefined;
  if (
    pair === undefined ||
    (pair !== null && (pair.length !== 2 || !pair.every((n) => numberOrNull(n) && n !== null)))
  ) {
    return null;
  }
  if (inStock !== 0 && inStock !== 1) return null;
  if (lowest90 !== 0 && lowest90 !== 1) return null;
  if (typeof sku !== 'string' || sku === '') return null;
  if (typeof shops !== 'number' || !Number.isInteger(shops) || shops < 1) return null;
  const [reference, percent] = (pair ?? []) as number[];
  const tail = Object.fromEntries(TUPLE_FACTS.map((key, index) => [key, facts[index]]));
  return {
    name,
    url,
    image,
    brand,
    price,
    shipping,
    cheapest: cheapest === 1,
    reduction: pair && reference !== undefined && percent !== undefined ? { reference, percent } : null,
    currency,
    inStock: inStock === 1,
    sku,
    shops,
    ...(tail as Omit<FactsWith<'card'>, 'capacity'>),
    capacity,
    lowest90: lowest90 === 1,
  };
}

/**
 * The one definition of a product card (issue 12): the server renders every
 * card through {@link cardHtml} (src/components/ProductCard.astro), and the
 * listing filter renders its results in the browser through the same
 * function, so a filtered grid looks exactly like the server's. Pure: card
 * data in, an HTML string out; every value is escaped here, so no product
 * text can become markup. No style attributes (the CSP forbids them).
 */

import { common } from '../copy/common';
import { compareToggleLabel } from '../copy/compare';
import { card as cardCopy } from '../copy/listing';
import { runningCostCopy } from '../copy/running-cost';
import type { Product } from '../dataset/schemas/product';
import { formatDecimal, formatPrice } from '../shared/format';
import { pricePerBottle } from '../shared/price-per-bottle';
import { ENERGY_CLASSES, type EnergyClass } from '../shared/product-facts';
import { yearlyElectricityCost } from '../shared/running-cost';

/** A proven reduction as a card shows it. */
export interface CardReduction {
  readonly reference: number;
  readonly percent: number;
}

/** What a card shows of a product. */
export interface CardData {
  readonly name: string;
  /** Path of the product page, /produkt/{slug}. */
  readonly url: string;
  /** Image URL (absolute http(s) or root-relative), or null. */
  readonly image: string | null;
  readonly brand: string | null;
  readonly price: number;
  /**
   * A reduction the price history proves (src/pull/price-claims.ts): the
   * reference shown struck through is the lowest price of the 30 days before
   * it. Never the feed's OriginalPrice.
   */
  readonly reduction: CardReduction | null;
  readonly currency: string;
  readonly inStock: boolean;
  /** Bottle capacity, for the price per bottle slot. */
  readonly capacity: number | null;
  /** Retailer SKU: what the "Jämför" toggle adds to the compare choice (issue 14). */
  readonly sku: string;
  /** How many shops sell it (issue 20); the price is the lowest of theirs. */
  readonly shops: number;
  /** The facts a buyer filters on, for the card's facts line (issue 21 §4); null where the feed is silent. */
  readonly zones: number | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly depth: number | null;
  readonly noise: number | null;
  readonly energy: EnergyClass | null;
  /** Energy use, kWh per year: the card's running cost. */
  readonly kwh: number | null;
}

export function toCardData(product: Product): CardData {
  return {
    name: product.name,
    url: product.url,
    image: product.image_url,
    brand: product.brand,
    price: product.price,
    reduction: product.price_reduction && {
      reference: product.price_reduction.reference,
      percent: product.price_reduction.percent,
    },
    currency: product.currency,
    inStock: product.in_stock,
    capacity: product.capacity,
    sku: product.sku,
    shops: product.offer_count,
    zones: product.temperature_zones,
    width: product.width_cm,
    height: product.height_cm,
    depth: product.depth_cm,
    noise: product.noise_db,
    energy: product.energy_class,
    kwh: product.energy_kwh_year,
  };
}

/**
 * The card's facts line (issue 21 §4): bottles, zones, size B × H × D, noise
 * and energy class, whichever the feed states, so a buyer compares a
 * listing without opening every product. Null when it states none.
 */
export function cardFacts(card: CardData): string | null {
  const { width, height, depth } = card;
  const parts = [
    card.capacity === null ? null : cardCopy.bottles(card.capacity),
    card.zones === null ? null : cardCopy.zones(card.zones),
    width === null || height === null || depth === null
      ? null
      : cardCopy.size(formatDecimal(width), formatDecimal(height), formatDecimal(depth)),
    card.noise === null ? null : cardCopy.noise(formatDecimal(card.noise)),
    card.energy === null ? null : cardCopy.energy(card.energy),
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(cardCopy.factsSeparator);
}

const ESCAPES: ReadonlyMap<string, string> = new Map([
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&#39;'],
]);

/** Text or an attribute value made safe for HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES.get(char) ?? char);
}

/**
 * The price line of a card and of the product page (src/components/Price.astro).
 * A struck-through price appears only for a reduction the price history
 * proves, with its percentage computed from that reference
 * (prisinformationslagen 7 a §); otherwise the price stands alone.
 */
export function priceHtml(
  price: number,
  reduction: CardReduction | null,
  currency: string,
  size: 'sm' | 'lg' = 'sm',
  /** Several shops sell it: the price is the lowest, said as "från 13 990 kr" (issue 20). */
  from = false,
): string {
  // The space keeps "från 13 990 kr" two words for screen readers and text tools (inside the span, so no
  // white-space handling between tags can drop it); the flex gap draws the distance.
  const prefix = from
    ? `<span class="text-sm font-normal text-stone-600" data-price-from>${escapeHtml(cardCopy.priceFrom)} </span>`
    : '';
  const current = `${prefix}<span class="font-bold ${reduction ? 'text-wine-700' : 'text-stone-900'}">${escapeHtml(formatPrice(price, currency))}</span>`;
  // The reference says what it is in visible words, on a line of its own under the price.
  const reduced = reduction
    ? `<span class="rounded bg-wine-50 px-1.5 py-0.5 text-xs font-semibold text-wine-800" data-reduction>${escapeHtml(common.reductionBadge(reduction.percent))}</span>` +
      `<span class="basis-full text-xs text-stone-600" data-reference-price>${escapeHtml(common.reductionReferencePrefix)}<s class="text-stone-500">${escapeHtml(formatPrice(reduction.reference, currency))}</s></span>`
    : '';
  return `<p class="flex flex-wrap items-baseline gap-x-2 gap-y-1 ${size === 'lg' ? 'text-3xl' : 'text-lg'}">${current}${reduced}</p>`;
}

/**
 * The "Jämför" toggle of a card and of the product page (issue 14): a
 * button whose aria-pressed the tray's script (src/features/compare/compare-tray.browser.ts)
 * keeps in step with the stored choice. Hidden by CSS until that script
 * runs; its accessible name ends with the product's name.
 */
export function compareToggleHtml(sku: string, name: string): string {
  return (
    `<button type="button" class="compare-toggle" data-compare="${escapeHtml(sku)}" aria-pressed="false">` +
    `${escapeHtml(compareToggleLabel)}<span class="sr-only" data-compare-name> ${escapeHtml(name)}</span></button>`
  );
}

export interface CardOptions {
  /** The first cards of a page are above the fold: load the image eagerly. */
  readonly eager?: boolean;
  /** The likely largest image in view when the page opens (LCP): fetched first. */
  readonly priority?: boolean;
  /** Added to the product link, so its page knows the visitor's niche ("?nisch=60x85x57"). */
  readonly query?: string;
  /** Why the product fits the visitor's niche ("Passar: kräver 56 × 82 × 55 cm"). */
  readonly fit?: string;
}

/** One product card as HTML. */
export function cardHtml(card: CardData, options: CardOptions = {}): string {
  const image = card.image
    ? `<img src="${escapeHtml(card.image)}" alt="${escapeHtml(card.name)}" width="400" height="400" loading="${options.eager ? 'eager' : 'lazy'}"${options.priority ? ' fetchpriority="high"' : ''} decoding="async" class="h-full w-full object-contain">`
    : `<div class="flex h-full items-center justify-center text-sm text-stone-500">${escapeHtml(common.imageMissing)}</div>`;
  const brand = card.brand
    ? `<p class="text-xs font-medium uppercase tracking-wide text-stone-500">${escapeHtml(card.brand)}</p>`
    : '';
  const perSlot = pricePerBottle(card.price, card.capacity);
  const perBottle =
    perSlot === null
      ? ''
      : `<p class="text-xs text-stone-600" data-per-bottle>${escapeHtml(cardCopy.perBottleSlot(formatPrice(perSlot, card.currency)))}</p>`;
  const facts = cardFacts(card);
  const yearly = yearlyElectricityCost(card.kwh);
  return (
    // No data attributes beyond the marker: nothing reads the brand or price off a card (the filter has its data file).
    '<article class="product-card group" data-product-card>' +
    compareToggleHtml(card.sku, card.name) +
    `<div class="mb-3 aspect-square overflow-hidden rounded bg-stone-50">${image}</div>` +
    brand +
    `<h3 class="product-card-name"><a href="${escapeHtml(card.url + (options.query ?? ''))}" class="product-card-link">${escapeHtml(card.name)}</a></h3>` +
    (options.fit
      ? `<p class="mt-1 text-xs font-medium text-emerald-800" data-fit>${escapeHtml(options.fit)}</p>`
      : '') +
    (facts === null ? '' : `<p class="mt-1 text-xs text-stone-600" data-card-facts>${escapeHtml(facts)}</p>`) +
    `<div class="mt-auto pt-3">${priceHtml(card.price, card.reduction, card.currency, 'sm', card.shops > 1)}${perBottle}` +
    (yearly === null
      ? ''
      : `<p class="text-xs text-stone-600" data-running-cost>${escapeHtml(runningCostCopy.perYear(formatDecimal(yearly)))}</p>`) +
    `<p class="text-xs text-stone-600" data-shops>${escapeHtml(cardCopy.shopCount(card.shops))}</p>` +
    `<p class="text-xs ${card.inStock ? 'text-emerald-700' : 'text-stone-500'}">${escapeHtml(card.inStock ? common.inStock : common.backorder)}</p></div>` +
    '</article>'
  );
}

/**
 * A card as one entry of a card chunk (/data/kort/…): a tuple, because a
 * chunk repeats the same eighteen fields for every product.
 */
export type CardTuple = readonly [
  name: string,
  url: string,
  image: string | null,
  brand: string | null,
  price: number,
  /** A proven reduction as [reference, percent], or null. */
  reduction: readonly [number, number] | null,
  currency: string,
  inStock: 0 | 1,
  capacity: number | null,
  sku: string,
  shops: number,
  zones: number | null,
  width: number | null,
  height: number | null,
  depth: number | null,
  noise: number | null,
  /** Energy class letter, or null. */
  energy: string | null,
  kwh: number | null,
];

export function cardTuple(card: CardData): CardTuple {
  return [
    card.name,
    card.url,
    card.image,
    card.brand,
    card.price,
    card.reduction && [card.reduction.reference, card.reduction.percent],
    card.currency,
    card.inStock ? 1 : 0,
    card.capacity,
    card.sku,
    card.shops,
    card.zones,
    card.width,
    card.height,
    card.depth,
    card.noise,
    card.energy,
    card.kwh,
  ];
}

const stringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const numberOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/** The card of a chunk entry, or null when the entry is not a card tuple (a damaged or foreign file). */
export function cardFromTuple(value: unknown): CardData | null {
  if (!Array.isArray(value) || value.length !== 18) return null;
  const [name, url, image, brand, price, reduction, currency, inStock, capacity, sku, shops, ...facts] =
    value as unknown[];
  const [zones, width, height, depth, noise, energy, kwh] = facts;
  if (![zones, width, height, depth, noise, kwh].every(numberOrNull)) return null;
  const energyClass = energy === null ? null : ENERGY_CLASSES.find((known) => known === energy);
  if (energyClass === undefined) return null;
  if (typeof name !== 'string' || typeof url !== 'string' || !url.startsWith(import.meta.env.ROUTE_PRODUCT_FOLDER))
    return null;
  if (!stringOrNull(image) || !stringOrNull(brand) || typeof currency !== 'string') return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || !numberOrNull(capacity)) return null;
  const pair = reduction === null ? null : Array.isArray(reduction) ? (reduction as unknown[]) : undefined;
  if (
    pair === undefined ||
    (pair !== null && (pair.length !== 2 || !pair.every((n) => numberOrNull(n) && n !== null)))
  ) {
    return null;
  }
  if (inStock !== 0 && inStock !== 1) return null;
  if (typeof sku !== 'string' || sku === '') return null;
  if (typeof shops !== 'number' || !Number.isInteger(shops) || shops < 1) return null;
  const [reference, percent] = (pair ?? []) as number[];
  return {
    name,
    url,
    image,
    brand,
    price,
    reduction: pair && reference !== undefined && percent !== undefined ? { reference, percent } : null,
    currency,
    inStock: inStock === 1,
    capacity,
    sku,
    shops,
    zones: zones as number | null,
    width: width as number | null,
    height: height as number | null,
    depth: depth as number | null,
    noise: noise as number | null,
    energy: energyClass,
    kwh: kwh as number | null,
  };
}

/**
 * The one definition of a product card's markup (issue 12): the build renders
 * every card through {@link cardHtml} (src/components/ProductCard.astro), and
 * the listing filter's card template from the same function
 * (src/features/listing-filter/CardTemplates.astro), which the browser clones
 * and fills, so a filtered grid looks exactly like the server's. Pure: card
 * data in, an HTML string out; every value is escaped here, so no product
 * text can become markup. No style attributes (the CSP forbids them).
 */
import { CARD_FACTS, type CardData, type CardOptions, type CardReduction, cardTexts } from '../client/card';
import { common } from '../copy/common';
import { compareToggleLabel } from '../copy/compare';
import { card as cardCopy } from '../copy/listing';
import { allProductsPath, faviconPath } from '../routing/routes';
import { FACTS, type FactsWith, type ValueType } from '../shared/fact-registry';
import { formatPrice } from '../shared/format';

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

/** A card's image, or the box that says it has none. */
function cardImageHtml(card: CardData, options: CardOptions): string {
  return card.image
    ? `<img src="${escapeHtml(card.image)}" alt="${escapeHtml(card.name)}" width="400" height="400" loading="${options.eager ? 'eager' : 'lazy'}"${options.priority ? ' fetchpriority="high"' : ''} decoding="async" class="h-full w-full object-contain">`
    : `<div class="flex h-full items-center justify-center text-sm text-stone-500">${escapeHtml(common.imageMissing)}</div>`;
}

/** The stock line: in stock, or to order. */
const stockHtml = (inStock: boolean, text: string): string =>
  `<p class="text-xs ${inStock ? 'text-emerald-700' : 'text-stone-500'}">${escapeHtml(text)}</p>`;

/** A line of the card when it has one. */
const line = (html: (text: string) => string, text: string | null): string =>
  text === null ? '' : html(escapeHtml(text));

/** One product card as HTML. */
export function cardHtml(card: CardData, options: CardOptions = {}): string {
  const texts = cardTexts(card, options);
  return (
    // No data attributes beyond the marker: nothing reads the brand or price off a card (the filter has its data file).
    '<article class="product-card group" data-product-card>' +
    compareToggleHtml(card.sku, card.name) +
    `<div class="mb-3 aspect-square overflow-hidden rounded bg-stone-50">${cardImageHtml(card, options)}</div>` +
    line((brand) => `<p class="text-xs font-medium uppercase tracking-wide text-stone-500">${brand}</p>`, texts.brand) +
    `<h3 class="product-card-name"><a href="${escapeHtml(texts.href)}" class="product-card-link">${escapeHtml(card.name)}</a></h3>` +
    line(
      (fit) =>
        `<p class="mt-1 text-xs font-medium text-stone-700 data-[fit-kind=fits]:text-emerald-800" data-fit>${fit}</p>`,
      texts.fit,
    ) +
    line((facts) => `<p class="mt-1 text-xs text-stone-600" data-card-facts>${facts}</p>`, texts.facts) +
    `<div class="mt-auto pt-3">${priceHtml(card.price, card.reduction, card.currency, 'sm', texts.from)}` +
    // The stock line's classes: a listing page's gzip then carries the line for a few bytes (issue 38 §2).
    line((note) => `<p class="text-xs text-emerald-700" data-lowest-90>${note}</p>`, texts.lowest90) +
    line((perBottle) => `<p class="text-xs text-stone-600" data-per-bottle>${perBottle}</p>`, texts.perBottle) +
    line((cost) => `<p class="text-xs text-stone-600" data-running-cost>${cost}</p>`, texts.runningCost) +
    `<p class="text-xs text-stone-600" data-shops>${escapeHtml(texts.shops)}</p>` +
    `${stockHtml(card.inStock, texts.stock)}</div>` +
    '</article>'
  );
}

/**
 * What the listing filter's templates hold (src/features/listing-filter/CardTemplates.astro):
 * a card with every optional line (an image, a brand, a fit, facts, "från", a
 * proven reduction, price per bottle, running cost, in stock), and the other
 * form of each line that has two, in this order: the box of a card without
 * an image, a price line without a reduction, the stock line of a product to
 * order.
 * The browser clones them and fills in a product's texts, so its cards are
 * this file's cards. The values are placeholders the browser overwrites;
 * the link and the image point at pages and files the site has, so a tool
 * that reads template content as markup finds nothing broken.
 */
/** A placeholder of a value type: 1, a choice's first value, yes. */
export function placeholder(type: ValueType): number | string | boolean {
  if (type.kind === 'flag') return true;
  return type.kind === 'choice' ? (type.values[0] as string) : 1;
}

const TEMPLATE_CARD: CardData = {
  name: '-',
  url: allProductsPath(),
  image: faviconPath(),
  brand: '-',
  price: 2,
  shipping: 0,
  cheapest: true,
  reduction: { reference: 2, percent: 1 },
  currency: 'SEK',
  inStock: true,
  sku: '-',
  shops: 2,
  // Every card fact stated, so every part of the facts line and the lines computed from them are there.
  ...(Object.fromEntries(CARD_FACTS.map((key) => [key, placeholder(FACTS[key].value)])) as FactsWith<'card'>),
  lowest90: true,
};
export const cardTemplateHtml = (): string => cardHtml(TEMPLATE_CARD, { fit: '-' });
export const cardAlternativesHtml = (): string =>
  `<div>${cardImageHtml({ ...TEMPLATE_CARD, image: null }, {})}</div>` +
  priceHtml(TEMPLATE_CARD.price, null, TEMPLATE_CARD.currency) +
  stockHtml(false, cardCopy.notInStock);

/** The heading before a group of a niche view (a full row of the grid); its text is filled in the browser. */
export function fitHeadingHtml(): string {
  return '<h3 class="col-span-full mt-4 text-base font-semibold text-stone-800" data-fit-heading>-</h3>';
}
